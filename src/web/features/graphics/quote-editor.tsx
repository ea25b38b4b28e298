import { useEffect, useState } from 'react';
import type { GraphicApproval } from '../../../shared/contract/graphics';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { parseApiError } from '../../lib/api-request';
import { useUpdateGraphicExcerpt } from './api/graphic-actions';

const draftKey = (graphicId: number) => `speakerpro:graphic-quote:${graphicId}`;

function readDraft(graphicId: number): string | null {
  try {
    return window.sessionStorage.getItem(draftKey(graphicId));
  } catch {
    return null;
  }
}

function writeDraft(graphicId: number, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(draftKey(graphicId));
    else window.sessionStorage.setItem(draftKey(graphicId), value);
  } catch {
    // Private mode without storage: the draft lives only in the page.
  }
}

/**
 * The words a graphic quotes. A long testimonial is shortened to its first sentences; the speaker
 * may pick other words from it instead (the server checks they are the attendee's own) and the
 * graphic is drawn again with them. What is typed survives a reload until it is saved.
 */
export function QuoteEditor({ data, disabled }: { data: GraphicApproval; disabled: boolean }) {
  const { graphicId, quote } = data;
  const [value, setValue] = useState(() => readDraft(graphicId) ?? quote.text);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (value === quote.text) writeDraft(graphicId, null);
    else writeDraft(graphicId, value);
  }, [graphicId, value, quote.text]);

  const save = useUpdateGraphicExcerpt(graphicId, {
    onSuccess: (updated) => {
      setError(undefined);
      setValue(updated.quote.text);
      writeDraft(graphicId, null);
      toast({
        title: 'Quote updated',
        description: updated.existingGraphic ? 'The graphic now shows these words.' : 'The graphic will show these words.',
      });
    },
    onError: (err) => {
      const parsed = parseApiError(err);
      const problem = parsed?.fields.excerpt;
      setError(problem ? `The quote ${problem}.` : undefined);
      if (!problem)
        toast({
          title: 'Not saved',
          description: parsed?.message ?? 'The quote could not be saved. Please try again.',
          variant: 'destructive',
        });
    },
  });

  const long = data.testimonial.testimonial.replace(/\s+/g, ' ').trim().length > quote.maxLength;
  if (!long && !quote.chosen) return null;
  const length = value.replace(/\s+/g, ' ').trim().length;
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value);
      }}
    >
      <TextareaField
        label="Quote on the graphic"
        hint={`Copy the words you want from the testimonial: they must be the attendee's own, at most ${quote.maxLength} characters so they stay readable (${length} of ${quote.maxLength}).`}
        rows={5}
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={disabled || save.isPending || value.trim() === ''}>
          Use This Quote
        </Button>
        {quote.chosen && (
          <Button type="button" variant="outline" disabled={disabled || save.isPending} onClick={() => save.mutate(null)}>
            Back to the First Sentences
          </Button>
        )}
      </div>
    </form>
  );
}
