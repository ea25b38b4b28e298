import { Gift, KeyRound, Mail } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  GIFT_PREVIEW_FIRST_NAME,
  giftCallToAction,
  giftEmailGreeting,
  giftEmailIntro,
  giftEmailSubject,
} from '../../../../shared/domain/gift-email';
import type { DigitalGiftType } from './gift-email';

/** What the attendee receives once they have left feedback; updates as the speaker types. */
export function GiftEmailPreview({
  speakerFirstName,
  speakerLastName,
  brandColor,
  title,
  description,
  url,
  accessCode,
  type,
}: {
  speakerFirstName: string;
  speakerLastName: string;
  brandColor: string;
  title: string;
  description?: string | null;
  url?: string | null;
  accessCode?: string | null;
  type: DigitalGiftType | undefined;
}) {
  return (
    <Card aria-labelledby="gift-preview-heading">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="gift-preview-heading" className="flex items-center gap-2 text-lg">
          <Mail className="size-5 text-indigo-700" aria-hidden="true" />
          Email preview
        </CardTitle>
        <p className="text-sm text-slate-600">What attendees receive after they leave feedback.</p>
      </CardHeader>
      <CardContent>
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          <div className="border-b border-slate-200 bg-white px-4 py-3 text-sm">
            <p className="text-slate-600">
              <span className="font-medium text-slate-700">Subject:</span>{' '}
              <span className="font-semibold text-slate-900">{giftEmailSubject(speakerFirstName, title)}</span>
            </p>
          </div>
          <div className="space-y-4 px-4 py-5 text-sm text-slate-800">
            <p>{giftEmailGreeting(GIFT_PREVIEW_FIRST_NAME)}</p>
            <p>{giftEmailIntro()}</p>
            <div className="space-y-2 rounded-lg bg-white p-4 shadow-sm">
              <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
                <Gift className="size-5 shrink-0" style={{ color: brandColor }} aria-hidden="true" />
                <span className="break-words">{title.trim()}</span>
              </p>
              {description?.trim() && <p className="whitespace-pre-line text-slate-700">{description.trim()}</p>}
              <span
                className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium text-white"
                style={{ backgroundColor: brandColor }}
              >
                {giftCallToAction(type)}
              </span>
              {url?.trim() && <p className="break-all text-xs text-slate-500">{url.trim()}</p>}
              {accessCode?.trim() && (
                <p className="flex items-center gap-2 text-slate-800">
                  <KeyRound className="size-4 shrink-0" aria-hidden="true" />
                  Access code: <span className="font-mono font-semibold">{accessCode.trim()}</span>
                </p>
              )}
            </div>
            <p>
              Best,
              <br />
              {`${speakerFirstName} ${speakerLastName}`.trim()}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
