import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Copy, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { CuratedTestimonial, ProofPageSettings } from '../../../shared/contract/proof-page';
import { PROFILE_BIO_MAX_LENGTH } from '../../../shared/contract/profile';
import { authorDetail, authorName, sourceText, WALL_LAYOUTS, type WallLayout } from '../../../shared/domain/testimonial-wall';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerPageFrame } from '../../components/speaker-header';
import { StarRating } from '../../components/star-rating';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextareaField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError } from '../../lib/api-request';
import { copyWithToast } from '../../lib/clipboard';
import { clearFormDraft, readFormDraft, useFormDraft } from '../../lib/form-draft';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { speakerPaths } from '../../lib/speaker-paths';
import { useProofPage } from './api/get-proof-page';
import { useSaveProofPage } from './api/save-proof-page';
import { useUpdateBio } from './api/update-bio';
import { embedSnippets, moveItem } from './proof-page-list';
import { useAppForm } from '../../lib/use-app-form';

const BIO_DRAFT_KEY = 'proofPageBioDraft';
const COPY_FAILED = { title: 'Not copied', description: 'Your browser did not allow copying. Select the text and copy it yourself.' };
const LAYOUT_LABELS: Record<WallLayout, string> = {
  wall: 'Wall: every testimonial in a grid',
  carousel: 'Carousel: one row that scrolls sideways',
  quote: 'Quote: the first testimonial alone',
};

/** /speaker/proof-page: the switch, the bio, which testimonials show and in what order, and the snippets for other sites. */
export function ProofPageSettingsPage() {
  const profile = useOnboardedSpeaker();
  const settings = useProofPage();
  if (settings.isPending) return <FullPageSpinner />;
  if (settings.isError) return <LoadFailedCard onRetry={() => void settings.refetch()} />;
  return (
    <SpeakerPageFrame back={speakerPaths.slugDashboard(profile.slug)} width="3xl">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your proof page</h1>
        <p className="text-slate-700">
          A public page of your testimonials, and a wall of them for your own website. Only 4-5 star answers whose attendees agreed to
          publication can appear.
        </p>
      </div>
      <Curation settings={settings.data} />
      <BioCard bio={settings.data.bio} />
      <EmbedCard settings={settings.data} />
    </SpeakerPageFrame>
  );
}

function Curation({ settings }: { settings: ProofPageSettings }) {
  // Said next to the control that changed: the switch's card or the list's.
  const [status, setStatus] = useState<{ where: 'publish' | 'list'; text: string } | null>(null);
  const save = useSaveProofPage({
    onError: (err) => {
      setStatus(null);
      toast({
        title: 'Not saved',
        description: errorMessageFromApiError(err, 'Your change could not be saved. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  // One save at a time: each sends the whole list, so a later click must not be overtaken by an earlier one.
  const busy = save.isPending;

  function send(next: { published: boolean; testimonials: CuratedTestimonial[] }, where: 'publish' | 'list', done: string) {
    setStatus({ where, text: 'Saving…' });
    save.mutate(
      { published: next.published, testimonials: next.testimonials.map((t) => ({ responseId: t.responseId, hidden: t.hidden })) },
      { onSuccess: () => setStatus({ where, text: done }) },
    );
  }

  // While a change is being saved the page already shows it (the server's answer then replaces it).
  const pending = save.isPending ? save.variables : undefined;
  const byId = new Map(settings.testimonials.map((t) => [t.responseId, t]));
  const list = pending
    ? pending.testimonials.flatMap((v) => {
        const t = byId.get(v.responseId);
        return t ? [{ ...t, hidden: v.hidden }] : [];
      })
    : settings.testimonials;
  const current = { ...settings, published: pending?.published ?? settings.published };
  const shown = list.filter((t) => !t.hidden).length;
  return (
    <>
      <PublishCard
        settings={current}
        busy={busy}
        status={status?.where === 'publish' ? status.text : ''}
        onChange={(published) =>
          send(
            { published, testimonials: list },
            'publish',
            published ? 'Saved: your proof page is public.' : 'Saved: your proof page is off.',
          )
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Testimonials on the page</CardTitle>
          <CardDescription>
            {list.length === 0
              ? 'No testimonials yet. They appear here once attendees give 4 or 5 stars and agree to publication.'
              : `${shown} of ${list.length} shown, in this order. New testimonials appear at the end until you move them.${
                  shown > settings.maxShown ? ` The page shows the first ${settings.maxShown}.` : ''
                }`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700">
            {status?.where === 'list' ? status.text : ''}
          </p>
          {list.length > 0 && (
            <ol className="space-y-3">
              {list.map((t, index) => (
                <TestimonialRow
                  key={t.responseId}
                  testimonial={t}
                  index={index}
                  count={list.length}
                  busy={busy}
                  onMove={(to) =>
                    send({ published: current.published, testimonials: moveItem(list, index, to) }, 'list', 'Saved: new order.')
                  }
                  onShow={(show) =>
                    send(
                      {
                        published: current.published,
                        testimonials: list.map((x) => (x.responseId === t.responseId ? { ...x, hidden: !show } : x)),
                      },
                      'list',
                      show ? 'Saved: shown on the page.' : 'Saved: hidden from the page.',
                    )
                  }
                />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function PublishCard({
  settings,
  busy,
  status,
  onChange,
}: {
  settings: ProofPageSettings;
  busy: boolean;
  status: string;
  onChange: (published: boolean) => void;
}) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Public page</CardTitle>
        <CardDescription>
          Off until you turn it on: publishing people's words is your decision. While it is on, anyone with the address sees your name,
          logo, bio and the testimonials shown below, and your website can show them too.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex min-h-11 items-center gap-3">
          <input
            id={id}
            type="checkbox"
            role="switch"
            className="size-5 shrink-0 accent-indigo-700"
            checked={settings.published}
            disabled={busy}
            onChange={(e) => onChange(e.target.checked)}
          />
          <Label htmlFor={id} className="text-base">
            Show my proof page publicly
          </Label>
        </div>
        <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700">
          {status}
        </p>
        {settings.published ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-700">Your page is public at:</p>
            <div className="flex flex-wrap items-center gap-2">
              <a
                href={settings.pageUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 font-medium break-all text-indigo-700 underline underline-offset-4"
              >
                {settings.pageUrl}
                <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void copyWithToast(settings.pageUrl, { title: 'Link copied', description: settings.pageUrl }, COPY_FAILED)}
              >
                <Copy className="size-4" aria-hidden="true" />
                Copy Link
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-700">Nobody can see the page or the wall while it is off.</p>
        )}
      </CardContent>
    </Card>
  );
}

function TestimonialRow({
  testimonial: t,
  index,
  count,
  busy,
  onMove,
  onShow,
}: {
  testimonial: CuratedTestimonial;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onShow: (show: boolean) => void;
}) {
  const id = useId();
  const detail = authorDetail(t);
  // Names each control after its testimonial, for screen readers moving through the list by control.
  const which = `testimonial ${index + 1} (${authorName(t)})`;
  return (
    <li
      className={`space-y-3 rounded-lg border p-4 ${t.hidden ? 'border-dashed border-slate-300 bg-slate-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={t.rating} />
        {t.hidden && <span className="text-sm font-medium text-slate-700">Hidden</span>}
      </div>
      <blockquote className="break-words whitespace-pre-line text-slate-900">“{t.quote}”</blockquote>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{authorName(t)}</span>
        {detail ? `, ${detail}` : ''}
        <span className="block text-slate-600">{sourceText(t)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex min-h-11 items-center gap-2 pr-2">
          <input
            id={id}
            type="checkbox"
            className="size-5 accent-indigo-700"
            checked={!t.hidden}
            disabled={busy}
            onChange={(e) => onShow(e.target.checked)}
          />
          <Label htmlFor={id}>
            Show on page<span className="sr-only"> ({which})</span>
          </Label>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={busy || index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`Move ${which} up`}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
          Up
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy || index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={`Move ${which} down`}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
          Down
        </Button>
      </div>
    </li>
  );
}

const bioFormSchema = z.object({
  bio: z.string().max(PROFILE_BIO_MAX_LENGTH, `Keep your bio to ${PROFILE_BIO_MAX_LENGTH} characters or fewer`),
});
type BioForm = z.infer<typeof bioFormSchema>;

function BioCard({ bio }: { bio: string | null }) {
  const form = useAppForm<BioForm>({
    resolver: zodResolver(bioFormSchema),
    defaultValues: readFormDraft(BIO_DRAFT_KEY, { bio: bio ?? '' }),
  });
  useFormDraft(form, BIO_DRAFT_KEY, ['bio']);
  const update = useUpdateBio({
    onSuccess: () => {
      clearFormDraft(BIO_DRAFT_KEY);
      form.reset(form.getValues());
      toast({ title: 'Bio saved', description: 'Your proof page shows it from now on.' });
    },
    onError: (err) =>
      toast({
        title: 'Bio not saved',
        description: errorMessageFromApiError(err, 'Your bio could not be saved. Please try again.'),
        variant: 'destructive',
      }),
  });
  const length = useWatch({ control: form.control, name: 'bio' }).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Short bio</CardTitle>
        <CardDescription>A few sentences under your name on the proof page.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-3" onSubmit={form.handleSubmit((values) => update.mutate(values.bio))}>
          <TextareaField
            label="Bio"
            rows={4}
            hint={`${length} of ${PROFILE_BIO_MAX_LENGTH} characters`}
            error={form.formState.errors.bio?.message}
            {...form.register('bio')}
          />
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Bio'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function EmbedCard({ settings }: { settings: ProofPageSettings }) {
  const [layout, setLayout] = useState<WallLayout>('wall');
  const layoutId = useId();
  const snippets = embedSnippets(settings, layout);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Show the testimonials on your website</CardTitle>
        <CardDescription>
          Paste one of these where the testimonials should appear. They show what your proof page shows, and nothing while it is off;
          changes here reach your website within a few minutes.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor={layoutId}>Layout</Label>
          <select
            id={layoutId}
            value={layout}
            onChange={(e) => setLayout(e.target.value as WallLayout)}
            className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
          >
            {WALL_LAYOUTS.map((l) => (
              <option key={l} value={l}>
                {LAYOUT_LABELS[l]}
              </option>
            ))}
          </select>
        </div>
        <Snippet
          label="Script (recommended)"
          hint="Fits your page's width and loads when a visitor scrolls to it. Without JavaScript, and for search engines, the link to your proof page stays."
          value={snippets.script}
        />
        <Snippet label="Frame" hint="For website builders that take no scripts." value={snippets.iframe} />
      </CardContent>
    </Card>
  );
}

function Snippet({ label, hint, value }: { label: string; hint: string; value: string }) {
  return (
    <div className="space-y-2">
      <TextareaField label={label} hint={hint} readOnly value={value} rows={4} spellCheck={false} />
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          void copyWithToast(value, { title: 'Copied', description: `${label} copied: paste it into your website.` }, COPY_FAILED)
        }
      >
        <Copy className="size-4" aria-hidden="true" />
        Copy {label.replace(/ \(.*\)$/, '')}
      </Button>
    </div>
  );
}
