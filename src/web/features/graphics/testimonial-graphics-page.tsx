import { ArrowLeft, CheckCircle2, ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AdminTestimonial } from '../../../shared/contract/graphics';
import { ADMIN_REVIEW_DELAY_MS, formatElapsed } from '../../../shared/domain/graphics';
import { paths } from '../../lib/paths';
import { BrandLogo } from '../../components/brand-logo';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ModalDialog } from '../../components/modal-dialog';
import { StarRating } from '../../components/star-rating';
import {
  useAdminTestimonials,
  useApproveAdminGraphic,
  useDeleteAdminGraphic,
  useGenerateAdminGraphic,
  useGenerateAllAdminGraphics,
} from './api/admin-testimonial-graphics';
import { ProgressBar } from '../../components/progress-bar';
import { generationFailure } from './generation-failure';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

type View =
  | { kind: 'list' }
  | { kind: 'progress'; item: AdminTestimonial; startedAt: number; state: 'working' | 'done' | 'failed'; failure?: string }
  | { kind: 'review'; item: AdminTestimonial };

/** The image, or 'Image not available' when it cannot be loaded. */
function GraphicImage({ item, className }: { item: AdminTestimonial; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!item.imageUrl || broken) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600">
        Image not available
      </div>
    );
  }
  return (
    <img
      src={item.imageUrl}
      alt={`Testimonial graphic for ${item.attendeeName || 'an anonymous attendee'}`}
      width={1080}
      height={1080}
      onError={() => setBroken(true)}
      className={className ?? 'aspect-square w-full rounded-lg border border-slate-200'}
    />
  );
}

function ApprovalBadge({ item }: { item: AdminTestimonial }) {
  if (!item.approvedAt) return null;
  return (
    <p className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      Approved {dateFormat.format(new Date(item.approvedAt))}
      {item.approvedBy ? ` by ${item.approvedBy}` : ''}
    </p>
  );
}

function useAdminActions(onGenerated: (item: AdminTestimonial) => void, onFailed: (failure: string) => void) {
  const generate = useGenerateAdminGraphic({
    onSuccess: ({ testimonial }) => {
      toast({ title: 'Graphic Generated Successfully!', description: `Created testimonial graphic for ${testimonial.speakerName}` });
      onGenerated(testimonial);
    },
    onError: (err) => {
      const failure = generationFailure(err);
      toast({ title: 'Generation Failed', description: failure, variant: 'destructive' });
      onFailed(failure);
    },
  });
  const approve = useApproveAdminGraphic({
    onSuccess: () => toast({ title: 'Graphic Approved!', description: 'The graphic is approved for email delivery.' }),
    onError: () =>
      toast({ title: 'Approval failed', description: 'Could not approve the graphic. Please try again.', variant: 'destructive' }),
  });
  const remove = useDeleteAdminGraphic({
    onSuccess: () => toast({ title: 'Graphic Deleted', description: 'Testimonial graphic has been removed successfully' }),
    onError: () => toast({ title: 'Delete Failed', description: 'Failed to delete testimonial graphic', variant: 'destructive' }),
  });
  const generateAll = useGenerateAllAdminGraphics({
    onSuccess: ({ summary }) =>
      toast({
        title: 'Batch Generation Complete!',
        description: `Generated ${summary.successful} graphic${summary.successful === 1 ? '' : 's'} successfully, ${summary.failed} failed`,
      }),
    onError: () =>
      toast({ title: 'Batch Generation Failed', description: 'Failed to generate testimonial graphics', variant: 'destructive' }),
  });
  return { generate, approve, remove, generateAll };
}

function ProgressView({ view, onBack }: { view: Extract<View, { kind: 'progress' }>; onBack: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (view.state !== 'working') return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [view.state]);
  const message =
    view.state === 'working'
      ? 'Generating LinkedIn graphic...'
      : view.state === 'done'
        ? 'Generation complete!'
        : (view.failure ?? 'Generation failed. Please try again.');
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle as="h1">Creating Testimonial Graphic</CardTitle>
        <CardDescription>
          For {view.item.speakerName}, testimonial #{view.item.id}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3" aria-live="polite">
        <ProgressBar label="Graphic progress" value={view.state === 'working' ? undefined : 100} />
        <div className="flex justify-between text-sm">
          <p className="font-medium">{message}</p>
          <p className="tabular-nums text-slate-600">
            {view.state === 'working' ? '' : view.state === 'done' ? '100% · ' : ''}
            {formatElapsed(now - view.startedAt)}
          </p>
        </div>
      </CardContent>
      {view.state === 'failed' && (
        <CardFooter>
          <Button variant="outline" onClick={onBack}>
            Back to Testimonials
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

function TestimonialCard({
  item,
  onGenerate,
  onApprove,
  onDelete,
  approving,
}: {
  item: AdminTestimonial;
  onGenerate: () => void;
  onApprove: () => void;
  onDelete: () => void;
  approving: boolean;
}) {
  return (
    <li>
      <Card className="flex h-full flex-col" aria-label={`Testimonial #${item.id}`} role="article">
        <CardHeader className="space-y-2">
          <div className="flex items-start justify-between gap-2">
            <div>
              <h2 className="font-semibold text-slate-900">{item.speakerName}</h2>
              <p className="text-sm text-slate-600">{item.eventName}</p>
            </div>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-mono text-slate-700">#{item.id}</span>
          </div>
          <div className="flex items-center gap-2 text-sm">
            <StarRating rating={item.rating} />
            <span className="tabular-nums">{item.rating}/5</span>
          </div>
          <ApprovalBadge item={item} />
        </CardHeader>
        <CardContent className="flex-1 space-y-3">
          <blockquote className="text-sm text-slate-800">“{item.testimonial}”</blockquote>
          <p className="text-xs text-slate-600">— {item.attendeeName || 'Anonymous'}</p>
          {item.imageUrl && <GraphicImage item={item} />}
        </CardContent>
        <CardFooter className="flex-row flex-wrap gap-2">
          {!item.imageUrl ? (
            <Button size="sm" onClick={onGenerate}>
              Generate Graphic
            </Button>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={onGenerate}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Regenerate
              </Button>
              <Button size="sm" onClick={onApprove} disabled={approving || Boolean(item.approvedAt)}>
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {item.approvedAt ? 'Approved' : 'Approve'}
              </Button>
              <Button size="sm" variant="destructive" onClick={onDelete}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
              <a href={item.imageUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
                <ExternalLink className="size-4" aria-hidden="true" />
                View Full Size
              </a>
            </>
          )}
        </CardFooter>
      </Card>
    </li>
  );
}

function GraphicsAdmin() {
  const { data, isPending, isError, error } = useAdminTestimonials();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const actions = useAdminActions(
    (item) => {
      setView((v) => (v.kind === 'progress' ? { ...v, item, state: 'done' } : v));
      // "Generation complete!" for a second, then the review view.
      setTimeout(() => setView((v) => (v.kind === 'progress' && v.state === 'done' ? { kind: 'review', item } : v)), ADMIN_REVIEW_DELAY_MS);
    },
    (failure) => setView((v) => (v.kind === 'progress' ? { ...v, state: 'failed', failure } : v)),
  );

  useEffect(() => {
    if (isError) console.error('Could not load testimonial graphics', error);
  }, [isError, error]);

  const startGenerate = (item: AdminTestimonial) => {
    setView({ kind: 'progress', item, startedAt: Date.now(), state: 'working' });
    actions.generate.mutate(item.id);
  };

  // Load failures are logged and the empty state shows.
  const items = isError ? [] : (data ?? []);
  const current = (item: AdminTestimonial) => items.find((i) => i.id === item.id) ?? item;

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <BrandLogo className="text-xl" />
          <Link to={paths.admin} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Admin Dashboard
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
        {view.kind === 'progress' && <ProgressView view={view} onBack={() => setView({ kind: 'list' })} />}

        {view.kind === 'review' && (
          <div className="grid gap-6 lg:grid-cols-2">
            <section className="space-y-3">
              <h1 className="text-2xl font-bold tracking-tight">Review Testimonial Graphic</h1>
              <GraphicImage
                item={current(view.item)}
                className="aspect-square w-full rounded-xl border border-slate-200 bg-white shadow-sm"
              />
              <ApprovalBadge item={current(view.item)} />
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => actions.approve.mutate(view.item.id, { onSuccess: () => setView({ kind: 'list' }) })}
                  disabled={actions.approve.isPending}
                >
                  Approve Graphic
                </Button>
                <Button variant="outline" onClick={() => startGenerate(view.item)}>
                  Regenerate Graphic
                </Button>
                <Button variant="ghost" onClick={() => setView({ kind: 'list' })}>
                  Back to Testimonials
                </Button>
              </div>
            </section>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Original testimonial</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2 text-sm">
                <p>
                  <span className="text-slate-600">ID:</span> #{view.item.id}
                </p>
                <p>
                  <span className="text-slate-600">Name:</span> {view.item.speakerName} (from{' '}
                  {view.item.attendeeName || 'an anonymous attendee'})
                </p>
                <div className="flex items-center gap-2">
                  <span className="text-slate-600">Rating:</span>
                  <StarRating rating={view.item.rating} /> {view.item.rating}/5
                </div>
                <blockquote className="text-base text-slate-900">“{view.item.testimonial}”</blockquote>
              </CardContent>
            </Card>
          </div>
        )}

        {view.kind === 'list' && (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Testimonial Graphics</h1>
                <p className="text-slate-700">
                  {items.length} {items.length === 1 ? 'testimonial' : 'testimonials'} available
                </p>
              </div>
              <Button onClick={() => actions.generateAll.mutate()} disabled={actions.generateAll.isPending || items.length === 0}>
                {actions.generateAll.isPending ? 'Generating...' : 'Generate All Graphics'}
              </Button>
            </div>
            {isPending ? (
              <Spinner className="py-10" />
            ) : items.length === 0 ? (
              <Card className="p-8 text-center">
                <h2 className="text-lg font-semibold">No Testimonials Available</h2>
                <p className="text-sm text-slate-600">Testimonials rated 4+ stars (with the attendee's consent to publish) appear here.</p>
              </Card>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((item) => (
                  <TestimonialCard
                    key={item.id}
                    item={item}
                    approving={actions.approve.isPending && actions.approve.variables === item.id}
                    onGenerate={() => startGenerate(item)}
                    onApprove={() => actions.approve.mutate(item.id)}
                    onDelete={() => setDeleting(item)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </main>
      {deleting && (
        <ModalDialog
          title="Delete graphic?"
          description={`Are you sure you want to delete the graphic for ${deleting.speakerName}? This action cannot be undone.`}
          onClose={() => setDeleting(null)}
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() => actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
              disabled={actions.remove.isPending}
            >
              Delete Graphic
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}

/** /testimonial-graphics — the admin's list, progress and review views; the server decides who is admin. */
export function TestimonialGraphicsPage() {
  return <GraphicsAdmin />;
}
