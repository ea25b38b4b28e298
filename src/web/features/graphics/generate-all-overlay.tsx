import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { generateAllMessage } from '../../../shared/domain/graphics';
import { Button, buttonClasses } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { ModalDialog } from '../../components/modal-dialog';
import { useGraphicBatch } from './api/get-graphic-batch';
import { invalidateGraphicApprovals } from './api/graphic-approval';
import { ProgressBar } from '../../components/progress-bar';

/**
 * "Generate All": follows the real batch on the server (polling its progress, the one place this
 * app polls) and offers the ZIP when it is ready.
 */
export function GenerateAllOverlay({ batchId, email, onClose }: { batchId: number; email: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data, isError } = useGraphicBatch(batchId);
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    if (isError || data?.status === 'failed') {
      announced.current = true;
      toast({ title: 'Batch Generation Failed', description: 'Could not generate all graphics', variant: 'destructive' });
    } else if (data?.status === 'done') {
      announced.current = true;
      // The speaker's page now has images for every testimonial.
      void invalidateGraphicApprovals(queryClient);
      if (data.error) toast({ title: 'Delivery Failed', description: 'Could not deliver your marketing package', variant: 'destructive' });
    }
  }, [data, isError, queryClient]);

  const progress = data?.progress ?? 0;
  const done = data?.status === 'done';
  return (
    <ModalDialog
      title="Generating All Graphics"
      description="Every testimonial becomes a 1080x1080 graphic, packed into one ZIP."
      onClose={onClose}
    >
      <div className="space-y-3" aria-live="polite">
        <ProgressBar label="Generate All progress" value={progress} />
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <p className="font-medium text-slate-900">{done ? 'Your marketing package is ready!' : generateAllMessage(progress)}</p>
          <p className="tabular-nums text-slate-600">{progress}%</p>
        </div>
        {data && (
          <p className="text-sm text-slate-600">
            {data.completed} of {data.total} graphics created{data.failed > 0 ? `, ${data.failed} failed` : ''}
          </p>
        )}
      </div>
      {done && data.zipUrl && (
        <div className="space-y-3">
          <a href={data.zipUrl} download className={buttonClasses({ className: 'w-full' })}>
            <Download className="size-4" aria-hidden="true" />
            Download ZIP
          </a>
          {!data.error && <p className="text-sm text-slate-600">We've also e-mailed the ZIP to {email}.</p>}
        </div>
      )}
      {(done || isError || data?.status === 'failed') && (
        <Button variant="outline" className="w-full" onClick={onClose}>
          Done
        </Button>
      )}
    </ModalDialog>
  );
}
