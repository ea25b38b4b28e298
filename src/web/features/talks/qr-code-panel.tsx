import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Talk } from '../../../shared/contract/talks';
import { Button, buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { ModalDialog } from '../../components/modal-dialog';
import { eventQrPngUrl, eventQrSvgUrl } from '../../lib/api/speaker-events';

type QrEvent = Pick<Talk, 'id' | 'eventName' | 'feedbackUrl' | 'shortUrl'>;

export const QR_CODE_TITLE = 'Feedback QR Code';
export const QR_CODE_DESCRIPTION = 'Show this at the end of your talk. Attendees scan it to rate the talk and leave their feedback.';

const COPIED_FEEDBACK_MS = 2000;

async function copyLink(url: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied!', description: `The ${what} is on your clipboard.` });
    return true;
  } catch {
    toast({ title: 'Copy failed', description: 'Please manually copy the text', variant: 'destructive' });
    return false;
  }
}

/** A link in a read-only field with its copy button; the button itself confirms the copy (in the modal the toast sits behind the backdrop). */
function CopyableLink({ label, url, hint }: { label: string; url: string; hint?: string }) {
  const id = useId();
  const hintId = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          aria-describedby={hint ? hintId : undefined}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 text-sm"
        />
        <Button
          variant="outline"
          className="shrink-0 whitespace-nowrap"
          aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
          onClick={() => void copyLink(url, label.toLowerCase()).then(setCopied)}
        >
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The event's real QR code (drawn by the server), its link and short link with copy buttons, and PNG/SVG downloads. */
export function QrCodePanel({ event }: { event: QrEvent }) {
  return (
    <div className="space-y-4">
      <div className="mx-auto w-full max-w-64 rounded-lg border border-slate-200 bg-white p-3">
        <img
          src={eventQrSvgUrl(event.id)}
          alt={`QR code for ${event.eventName}`}
          width={256}
          height={256}
          className="aspect-square h-auto w-full"
        />
      </div>
      <CopyableLink label="Feedback link" url={event.feedbackUrl} />
      <CopyableLink
        label="Short link"
        url={event.shortUrl}
        hint="Put it under the QR code or read it out: it opens the same page, for people who cannot scan."
      />
      <div className="grid grid-cols-2 gap-2">
        <a
          href={`${eventQrPngUrl(event.id)}?download=1`}
          download
          className={buttonClasses({ variant: 'outline', className: 'whitespace-nowrap px-2' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Download PNG
        </a>
        <a
          href={`${eventQrSvgUrl(event.id)}?download=1`}
          download
          className={buttonClasses({ variant: 'outline', className: 'whitespace-nowrap px-2' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Download SVG
        </a>
      </div>
    </div>
  );
}

export function QrCodeDialog({ event, onClose }: { event: QrEvent; onClose: () => void }) {
  return (
    <ModalDialog title={QR_CODE_TITLE} description={`${event.eventName}. ${QR_CODE_DESCRIPTION}`} onClose={onClose}>
      <QrCodePanel event={event} />
    </ModalDialog>
  );
}
