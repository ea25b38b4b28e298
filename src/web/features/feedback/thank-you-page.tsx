import { Copy, Gift as GiftIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { Gift, ThankYou } from '../../../shared/contract/feedback';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { requestJson } from './api/request-json';
import { AttendeeLayout } from './attendee-layout';
import { readableTextColor, safeHexColor } from '../../../shared/domain/brand-colors';
import { copyText } from './copy-text';
import { browserSessionStorage } from '../../lib/browser-storage';
import { parsePresentationId } from '../../lib/feedback-target';
import { loadThankYouRecord, readThankYouRecord, safeGiftUrl, saveThankYouRecord, type ThankYouRecord } from '../../lib/thank-you-store';

// Only the attendees who can have a graphic download its (small) card.
const AttendeeGraphicCard = lazy(() => import('./attendee-graphic-card').then((m) => ({ default: m.AttendeeGraphicCard })));

export const MAGIC_PATH = '/magic';
export const THANK_YOU_URL = '/api/public/feedback/thank-you';
/** The gift button's colour when the speaker chose none (the app's indigo). */
const DEFAULT_GIFT_BUTTON_COLOR = '#4338ca';
/** The gift toasts: one 2 s after the click, the next at 3 s; the page itself stays on the gift. */
export const GIFT_FIRST_TOAST_MS = 2000;
export const GIFT_SECOND_TOAST_MS = 3000;

type Loaded = { status: 'ready'; record: ThankYouRecord | null } | { status: 'loading' } | { status: 'missing'; message: string };

/**
 * The page's record: from the navigation that brought the attendee here, from this tab's storage,
 * or else (a reopened tab, another device, the gift e-mail) from the server with the link's key.
 */
function useThankYouRecord(presentationId: number | null): Loaded {
  const { state } = useLocation();
  const [search] = useSearchParams();
  const answer = Number(search.get('answer'));
  const key = search.get('key');
  const local = useMemo(() => {
    const record = readThankYouRecord(state) ?? loadThankYouRecord(browserSessionStorage());
    return record && record.presentationId === presentationId ? record : null;
  }, [state, presentationId]);
  const canFetch = !local && Number.isInteger(answer) && answer > 0 && Boolean(key);
  const [fetched, setFetched] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    if (!canFetch) return;
    const controller = new AbortController();
    void requestJson<ThankYou>('POST', THANK_YOU_URL, { body: { answer, key }, signal: controller.signal }).then((outcome) => {
      if (outcome.kind === 'aborted') return;
      if (outcome.kind !== 'ok' || outcome.data.presentationId !== presentationId) {
        setFetched({
          status: 'missing',
          message:
            outcome.kind === 'network' || outcome.kind === 'server-error'
              ? 'We could not load your gift just now. Check your connection and reload the page.'
              : 'This thank-you link does not work. Open it from your e-mail again.',
        });
        return;
      }
      const data = outcome.data;
      const record: ThankYouRecord = {
        presentationId: data.presentationId,
        speakerName: data.speakerName,
        gift: data.gift,
        brandColor: data.brandColorPrimary,
        graphic: data.graphicToken ? { responseId: data.responseId, token: data.graphicToken } : null,
      };
      saveThankYouRecord(browserSessionStorage(), record);
      setFetched({ status: 'ready', record });
    });
    return () => controller.abort();
  }, [canFetch, answer, key, presentationId]);

  if (!canFetch) return { status: 'ready', record: local };
  return fetched;
}

function GiftCard({ gift, speakerName, brandColor }: { gift: Gift; speakerName: string; brandColor: string }) {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const url = safeGiftUrl(gift.url, window.location.origin);
  const isFile = gift.type === 'uploaded_file';
  const thanksTo = speakerName ? ` to ${speakerName}` : '';

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  function afterOpening() {
    if (timers.current.length > 0) return;
    timers.current.push(
      setTimeout(() => {
        toast({
          title: 'Your gift is on its way',
          description: isFile ? 'Your download has started.' : 'It opened in a new tab.',
        });
      }, GIFT_FIRST_TOAST_MS),
      // The page stays on the gift: the link and the access code must not vanish while the
      // attendee switches to the gift's tab and back.
      setTimeout(() => {
        toast({ title: 'Enjoy your gift!', description: `Thanks again for your feedback${thanksTo}.` });
      }, GIFT_SECOND_TOAST_MS),
    );
  }

  return (
    <Card>
      <CardHeader>
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-700">
          <GiftIcon className="size-4" aria-hidden="true" />
          Your free gift
        </p>
        <CardTitle>{gift.title}</CardTitle>
        {gift.description && <CardDescription className="whitespace-pre-line">{gift.description}</CardDescription>}
      </CardHeader>
      {gift.accessCode && (
        <CardContent>
          <p className="text-sm font-medium text-slate-900">Access code</p>
          <div className="mt-1 flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900">
              {gift.accessCode}
            </code>
            <Button variant="outline" aria-label="Copy access code" onClick={() => void copyText(gift.accessCode ?? '', 'Access code')}>
              <Copy className="size-4" aria-hidden="true" />
              Copy
            </Button>
          </div>
        </CardContent>
      )}
      <CardFooter>
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            download={isFile && url.startsWith('/') ? '' : undefined}
            className={buttonClasses({ size: 'lg', className: 'w-full' })}
            style={{ backgroundColor: brandColor, color: readableTextColor(brandColor) }}
            onClick={afterOpening}
          >
            Get Your Gift
          </a>
        ) : (
          <Link to={MAGIC_PATH} state={{ speakerName }} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Continue
          </Link>
        )}
      </CardFooter>
    </Card>
  );
}

/** /thank-you/:presentationId — shown only after the server stored the answers; delivers the speaker's real gift. */
export function ThankYouPage() {
  const { presentationId: param } = useParams();
  const presentationId = parsePresentationId(param);
  const loaded = useThankYouRecord(presentationId);
  if (loaded.status === 'loading') {
    return (
      <AttendeeLayout>
        <Spinner label="Loading your gift..." className="mt-16" />
      </AttendeeLayout>
    );
  }
  if (loaded.status === 'missing') {
    return (
      <AttendeeLayout>
        <Card role="alert" className="mt-8">
          <CardHeader>
            <CardTitle as="h1">Thank you!</CardTitle>
            <CardDescription>{loaded.message}</CardDescription>
          </CardHeader>
        </Card>
      </AttendeeLayout>
    );
  }
  const { record } = loaded;
  const speakerName = record?.speakerName ?? '';
  const brandColor = safeHexColor(record?.brandColor, DEFAULT_GIFT_BUTTON_COLOR);

  return (
    <AttendeeLayout>
      <div className="mt-6 space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Thank you!</h1>
        <p className="text-slate-700">{speakerName ? `Your feedback has been sent to ${speakerName}.` : 'Your feedback has been sent.'}</p>
      </div>
      {record?.notice && (
        <p role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {record.notice}
        </p>
      )}
      {record?.gift && <GiftCard gift={record.gift} speakerName={speakerName} brandColor={brandColor} />}
      {record?.gift && (
        <Link to={MAGIC_PATH} state={{ speakerName }} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
          I'm done
        </Link>
      )}
      {record?.graphic && (
        <Suspense fallback={null}>
          <AttendeeGraphicCard responseId={record.graphic.responseId} token={record.graphic.token} speakerName={speakerName} />
        </Suspense>
      )}
    </AttendeeLayout>
  );
}
