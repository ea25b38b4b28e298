import { Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Talk } from '../../../shared/contract/talks';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorCodeOf, parseApiError, planAwareMessage } from '../../lib/api-request';
import { useCopyTalk } from './api/repeat-talks';

/**
 * "Duplicate": a new talk with this one's title, questions, gift and settings, for the next time it
 * is given. The speaker names the event and the day (today when left empty); answers stay with the original.
 */
export function DuplicateTalk({ event, detailPath }: { event: Talk; detailPath: (id: number) => string }) {
  const [open, setOpen] = useState(false);
  const [eventName, setEventName] = useState(event.eventName);
  const [eventDate, setEventDate] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const copy = useCopyTalk(event.id);
  const navigate = useNavigate();
  const headingId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblems({});
    copy.mutate(
      { eventName, ...(eventDate ? { eventDate } : {}) },
      {
        onSuccess: (created) => {
          toast({
            title: 'Talk duplicated',
            description: `“${created.talkTitle ?? created.eventName}” has its own QR code and no answers yet.`,
          });
          navigate(detailPath(created.id));
        },
        onError: (err) => {
          const fields = parseApiError(err)?.fields ?? {};
          if (errorCodeOf(err) === 'VALIDATION_ERROR' && Object.keys(fields).length > 0) {
            setProblems(fields);
            return;
          }
          toast({ title: 'The talk was not duplicated', description: planAwareMessage(err, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Copy className="size-4" aria-hidden="true" />
        Duplicate
      </Button>
    );
  }
  return (
    <section aria-labelledby={headingId} className="w-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="font-semibold">
        Duplicate this talk
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The new talk keeps the title, questions, gift and settings, and gets its own QR code and link. Answers stay with this one.
      </p>
      <form onSubmit={submit} className="mt-3 space-y-3" noValidate aria-busy={copy.isPending}>
        <TextField
          label="Event name"
          required
          value={eventName}
          onChange={(e) => setEventName(e.target.value)}
          error={problems.eventName}
        />
        <TextField
          label="Event date"
          type="date"
          hint="Leave empty for today."
          value={eventDate}
          onChange={(e) => setEventDate(e.target.value)}
          error={problems.eventDate}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={copy.isPending}>
            {copy.isPending ? 'Duplicating...' : 'Create the copy'}
          </Button>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
