import { Copy, Gift as GiftIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Gift } from '../../../shared/contract/feedback';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { AttendeeLayout } from './attendee-layout';
import { copyText } from './copy-text';
import { browserSessionStorage } from './feedback-draft';
import { parsePresentationId } from './feedback-target';
import { loadThankYouRecord, readThankYouRecord, safeGiftUrl, type ThankYouRecord } from './thank-you-store';

// Only the attendees who can have a graphic download its (small) card.
const AttendeeGraphicCard = lazy(() =>
  import('../graphics/attendee-graphic-card').then((m) => ({ default: m.AttendeeGraphicCard })),
);

export const MAGIC_PATH = '/magic';
/** The spec's gift toasts: one 2 s after the click, the next at 3 s, then the closing screen. */
export const GIFT_FIRST_TOAST_MS = 2000;
export const GIFT_SECOND_TOAST_MS = 3000;

function useThankYouRecord(presentationId: number | null): ThankYouRecord | null {
  const { state } = useLocation();
  return useMemo(() => {
    const record = readThankYouRecord(state) ?? loadThankYouRecord(browserSessionStorage());
    return record && record.presentationId === presentationId ? record : null;
  }, [state, presentationId]);
}

function GiftCard({ gift, speakerName }: { gift: Gift; speakerName: string }) {
  const navigate = useNavigate();
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
      setTimeout(() => {
        toast({ title: 'Enjoy your gift!', description: `Thanks again for your feedback${thanksTo}.` });
        navigate(MAGIC_PATH, { state: { speakerName } });
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
  const record = useThankYouRecord(presentationId);
  const speakerName = record?.speakerName ?? '';

  return (
    <AttendeeLayout>
      <div className="mt-6 space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Thank you!</h1>
        <p className="text-slate-700">
          {speakerName ? `Your feedback has been sent to ${speakerName}.` : 'Your feedback has been sent.'}
        </p>
      </div>
      {record?.notice && (
        <p role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {record.notice}
        </p>
      )}
      {record?.gift && <GiftCard gift={record.gift} speakerName={speakerName} />}
      {record?.graphic && (
        <Suspense fallback={null}>
          <AttendeeGraphicCard responseId={record.graphic.responseId} token={record.graphic.token} speakerName={speakerName} />
        </Suspense>
      )}
    </AttendeeLayout>
  );
}
