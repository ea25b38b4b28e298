import { TalkSummary } from '../../components/event-status';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Copy, Download, Layers, Link2, RefreshCw, Share2, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { GraphicApproval } from '../../../shared/contract/graphics';
import { GRAPHIC_COUNTDOWN_SECONDS, GRAPHIC_LAYOUT_LABELS, GRAPHIC_LAYOUTS, type GraphicLayout } from '../../../shared/domain/graphics';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorCodeOf } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerHeader } from '../../components/speaker-header';
import { ModalDialog } from '../../components/modal-dialog';
import { speakerPaths } from '../../lib/speaker-paths';
import { StarRating } from '../../components/star-rating';
import { copyWithToast, LINK_COPIED, POST_TEXT_COPIED } from './copy-post-text';
import { GenerateAllOverlay } from './generate-all-overlay';
import { generationFailure } from './generation-failure';
import { downloadUrl, linkedinShareUrl, parseGraphicId } from './graphics-paths';
import { patchGraphicApproval, useGraphicApproval } from './api/graphic-approval';
import { useDeleteGraphicTestimonial, useGenerateAllGraphics, useGenerateGraphic, useUpdateGraphicShareLink } from './api/graphic-actions';
import { ProgressBar } from '../../components/progress-bar';
import { QuoteEditor } from './quote-editor';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { NotFoundCard } from '../../components/not-found-card';
import { isIncluded } from '../../../shared/domain/plans';
import { PlanNotice } from '../../components/plan-notice';
import { useAccountPlan } from '../../lib/api/account-plan';

export function GraphicNotFound({ dashboardPath }: { dashboardPath: string }) {
  return (
    <NotFoundCard
      title="Graphic not found"
      description="This graphic does not exist, was deleted, or belongs to another speaker."
      backTo={dashboardPath}
      backLabel="Back to Dashboard"
    />
  );
}

type Phase = { kind: 'idle' } | { kind: 'countdown'; seconds: number; layout: GraphicLayout } | { kind: 'generating' };

/** A graphic's states: not generated, a 3 s countdown, generating, shown. */
function useGeneration(graphicId: number) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const mutation = useGenerateGraphic(graphicId, {
    onMutate: () => setPhase({ kind: 'generating' }),
    onSuccess: () => {
      toast({ title: 'Graphic Generated!', description: 'Your 1080x1080 testimonial graphic is ready.' });
    },
    onError: (err) => toast({ title: 'Generation Failed', description: generationFailure(err), variant: 'destructive' }),
    onSettled: () => setPhase({ kind: 'idle' }),
  });
  const { mutate } = mutation;

  useEffect(() => {
    if (phase.kind !== 'countdown') return;
    const timer = setTimeout(() => {
      if (phase.seconds <= 1) mutate(phase.layout);
      else setPhase({ ...phase, seconds: phase.seconds - 1 });
    }, 1000);
    return () => clearTimeout(timer);
  }, [phase, mutate]);

  return {
    phase,
    /** Regenerate: the countdown first. */
    startCountdown: useCallback((layout: GraphicLayout) => setPhase({ kind: 'countdown', seconds: GRAPHIC_COUNTDOWN_SECONDS, layout }), []),
    /** A new layout was picked: draw it now. */
    generateNow: useCallback((layout: GraphicLayout) => mutate(layout), [mutate]),
  };
}

function GraphicPreview({ data, phase }: { data: GraphicApproval; phase: Phase }) {
  if (phase.kind === 'countdown') {
    return (
      <div
        className="flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-100 text-center"
        aria-live="polite"
      >
        <p className="text-sm font-medium text-slate-700">Generating in</p>
        <p className="text-6xl font-bold tabular-nums text-indigo-700">{phase.seconds}</p>
      </div>
    );
  }
  if (phase.kind === 'generating') {
    return (
      <div className="flex aspect-square w-full flex-col items-center justify-center gap-4 rounded-xl bg-slate-100 p-8" aria-live="polite">
        <p className="font-medium text-slate-800">Generating your graphic...</p>
        <ProgressBar label="Generating graphic" />
      </div>
    );
  }
  if (!data.existingGraphic) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-xl bg-slate-100 text-slate-600">Not generated yet</div>
    );
  }
  return (
    <img
      src={data.existingGraphic.imageUrl}
      alt={`Testimonial graphic for ${data.testimonial.attendeeName || 'an anonymous attendee'}`}
      width={1080}
      height={1080}
      className="aspect-square w-full rounded-xl border border-slate-200 bg-white shadow-sm"
    />
  );
}

function LayoutPicker({ value, disabled, onChange }: { value: GraphicLayout; disabled: boolean; onChange: (l: GraphicLayout) => void }) {
  const name = useId();
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <Layers className="size-4" aria-hidden="true" />
        Layout
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {GRAPHIC_LAYOUTS.map((layout) => (
          <label
            key={layout}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:font-semibold"
          >
            <input
              type="radio"
              name={name}
              value={layout}
              checked={value === layout}
              onChange={() => onChange(layout)}
              className="size-4 accent-indigo-700"
            />
            {GRAPHIC_LAYOUT_LABELS[layout]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function LinkedInPost({ text }: { text: string }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        LinkedIn post text
      </label>
      <textarea
        id={id}
        readOnly
        value={text}
        rows={9}
        className="w-full rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900"
      />
      <Button variant="outline" onClick={() => void copyWithToast(text, POST_TEXT_COPIED)}>
        <Copy className="size-4" aria-hidden="true" />
        Copy Post Text
      </Button>
    </div>
  );
}

function SharePanel({ data, locked }: { data: GraphicApproval; locked: boolean }) {
  const id = useId();
  const share = useUpdateGraphicShareLink(data.graphicId, {
    onSuccess: (shareUrl) =>
      toast(
        shareUrl
          ? { title: 'Share link created', description: 'Anyone with the link can see this graphic.' }
          : { title: 'Share link revoked', description: 'The link no longer works.' },
      ),
    onError: () =>
      toast({ title: 'Share failed', description: 'Could not update the share link. Please try again.', variant: 'destructive' }),
  });

  if (!data.existingGraphic) return null;
  if (!data.shareUrl) {
    return (
      <Button variant="outline" onClick={() => share.mutate(true)} disabled={locked || share.isPending}>
        <Link2 className="size-4" aria-hidden="true" />
        Create Share Link
      </Button>
    );
  }
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        Share link
      </label>
      <input id={id} readOnly value={data.shareUrl} className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm" />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copyWithToast(data.shareUrl!, LINK_COPIED)}>
          <Copy className="size-4" aria-hidden="true" />
          Copy Link
        </Button>
        <a
          href={linkedinShareUrl(data.shareUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Share2 className="size-4" aria-hidden="true" />
          Share on LinkedIn
        </a>
        <Button variant="ghost" size="sm" onClick={() => share.mutate(false)} disabled={share.isPending}>
          Revoke Link
        </Button>
      </div>
    </div>
  );
}

function ApprovalContent({ graphicId, dashboardPath }: { graphicId: number; dashboardPath: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending, isError, error, refetch } = useGraphicApproval(graphicId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [batchId, setBatchId] = useState<number | null>(null);
  const started = useRef(false);

  const generation = useGeneration(graphicId);
  const { startCountdown } = generation;
  // Graphics already made stay readable and downloadable on every plan; making more is a plan's feature.
  const account = useAccountPlan();
  const locked = account.data !== undefined && !isIncluded(account.data.plan, 'testimonialGraphics');

  // Arriving at a testimonial without a graphic starts the 3 s countdown, then generates it (once the plan allows it).
  useEffect(() => {
    if (!data || account.isPending || started.current) return;
    started.current = true;
    if (!data.existingGraphic && !locked) startCountdown(data.layout);
  }, [data, account.isPending, locked, startCountdown]);

  const remove = useDeleteGraphicTestimonial(graphicId, {
    onSuccess: ({ nextId }) => {
      toast({ title: 'Testimonial Deleted', description: 'It will no longer appear in your graphics.' });
      setConfirmDelete(false);
      navigate(nextId ? speakerPaths.graphicsApproval(nextId) : dashboardPath);
    },
    onError: () => toast({ title: 'Delete Failed', description: 'Could not delete testimonial', variant: 'destructive' }),
  });

  const generateAll = useGenerateAllGraphics({
    onSuccess: (batch) => setBatchId(batch.batchId),
    onError: () => toast({ title: 'Batch Generation Failed', description: 'Could not generate all graphics', variant: 'destructive' }),
  });

  if (isPending) return <FullPageSpinner />;
  if (isError) {
    if (errorCodeOf(error) === 'NOT_FOUND') return <GraphicNotFound dashboardPath={dashboardPath} />;
    return <LoadFailedCard onRetry={() => void refetch()} />;
  }

  const busy = generation.phase.kind !== 'idle';
  const frozen = busy || locked;
  const { testimonial, event } = data;
  return (
    <div className="min-h-dvh bg-slate-50">
      <SpeakerHeader />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
        <Link to={dashboardPath} className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Graphics Approval</h1>
            <TalkSummary eventName={event.name} talkTitle={event.talkTitle} status={event.status} eventDate={event.eventDate} />
            <p className="text-slate-700">
              Testimonial <span className="font-semibold tabular-nums">{`${data.testimonialPosition} of ${data.totalTestimonials}`}</span>
            </p>
          </div>
          {data.totalTestimonials > 1 && (
            <Button onClick={() => generateAll.mutate(event.id)} disabled={locked || generateAll.isPending || batchId !== null}>
              <Layers className="size-4" aria-hidden="true" />
              Generate All
            </Button>
          )}
        </div>

        <PlanNotice feature="testimonialGraphics" />

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <section aria-label="Graphic" className="space-y-4">
            <GraphicPreview data={data} phase={generation.phase} />
            <LayoutPicker
              value={data.layout}
              disabled={frozen}
              onChange={(layout) => {
                patchGraphicApproval(queryClient, graphicId, { layout });
                generation.generateNow(layout);
              }}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => startCountdown(data.layout)} disabled={frozen}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Regenerate
              </Button>
              {data.existingGraphic && (
                <a href={downloadUrl(data.existingGraphic.imageUrl)} download className={buttonClasses({ variant: 'outline' })}>
                  <Download className="size-4" aria-hidden="true" />
                  Download PNG
                </a>
              )}
              <Button
                variant="outline"
                onClick={() => data.navigation.nextId && navigate(speakerPaths.graphicsApproval(data.navigation.nextId))}
                disabled={!data.navigation.nextId || busy}
              >
                Next
                <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
              <Button variant="destructive" onClick={() => setConfirmDelete(true)} disabled={busy}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </div>
          </section>

          <div className="space-y-4">
            <Card>
              <CardHeader>
                <CardTitle as="h2">Testimonial</CardTitle>
              </CardHeader>
              <CardContent className="space-y-3">
                <StarRating rating={testimonial.rating} />
                <blockquote className="whitespace-pre-line text-lg text-slate-900">“{testimonial.testimonial}”</blockquote>
                <p className="text-sm text-slate-700">
                  {/* No name: the attendee opted out of sharing their details with speakers. */}
                  <span className="font-semibold">{testimonial.attendeeName || 'Anonymous'}</span>
                  {testimonial.attendeeRole ? `, ${testimonial.attendeeRole}` : ''}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-600">Event</dt>
                  <dd className="font-medium">{event.name}</dd>
                  <dt className="text-slate-600">Talk</dt>
                  <dd className="font-medium">{event.talkTitle ?? '—'}</dd>
                  <dt className="text-slate-600">Hashtag</dt>
                  <dd className="font-medium">{event.hashtag ?? '—'}</dd>
                </dl>
                <QuoteEditor data={data} disabled={frozen} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Share on LinkedIn</CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                {data.linkedinPostText === null ? (
                  <p className="text-sm text-slate-700">
                    This attendee asked not to have their testimonial shared on social media, so it has no LinkedIn post or share link.
                  </p>
                ) : (
                  <>
                    <LinkedInPost text={data.linkedinPostText} />
                    <SharePanel data={data} locked={locked} />
                  </>
                )}
              </CardContent>
            </Card>
          </div>
        </div>
      </main>

      {confirmDelete && (
        <ModalDialog
          title="Delete this testimonial?"
          description={`The graphic for ${testimonial.attendeeName || 'this anonymous attendee'} will be removed. This action cannot be undone. The response itself stays in your event.`}
          onClose={() => setConfirmDelete(false)}
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Delete Testimonial
            </Button>
          </div>
        </ModalDialog>
      )}
      {batchId !== null && <GenerateAllOverlay batchId={batchId} email={data.speaker.email} onClose={() => setBatchId(null)} />}
    </div>
  );
}

/** /graphics-approval/:graphicId — review, regenerate, share and delete one testimonial graphic. */
export function GraphicsApprovalPage() {
  const { graphicId: param } = useParams();
  const graphicId = parseGraphicId(param);
  const dashboardPath = speakerPaths.slugDashboard(useOnboardedSpeaker().slug);
  if (graphicId === null) return <GraphicNotFound dashboardPath={dashboardPath} />;
  // A new id is a new testimonial: fresh state (countdown, dialogs) for each.
  return <ApprovalContent key={graphicId} graphicId={graphicId} dashboardPath={dashboardPath} />;
}
