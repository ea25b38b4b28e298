import { callToAction } from '../../../../shared/domain/presenter';
import { shortLinkText } from '../../../../shared/domain/short-link';
import { fileNamePart } from '../../../../shared/domain/slug';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { SlideInput } from '../../../graphics/slide-layout';
import type { Storage } from '../../../storage/storage';
import { getOwnTalk } from '../service';
import { findPublicTalk } from '../../../domain/speaker-card';
import { speakerLogo } from '../../../domain/speaker-card';

export interface TalkSlide {
  input: SlideInput;
  shortUrl: string;
  feedbackUrl: string;
  title: string;
  /** `slide-{talk title}-{id}.{ext}`: the name the download is saved under. */
  fileName(ext: 'png' | 'pdf'): string;
}

/**
 * What the closing slide of one of the speaker's own talks shows: the talk (its title, else the
 * event's name), the call to action with the gift the attendee's page promises, the short link,
 * the QR code of the feedback page, and the speaker's colours and own logo (decision 020). Without
 * a logo the speaker's name stands in for it: the slide sits in their own deck.
 */
export async function talkSlide(
  deps: { db: Db; storage: Storage; config: Pick<Config, 'publicUrl'> },
  userId: number,
  eventId: number,
): Promise<TalkSlide> {
  const event = await getOwnTalk(deps.db, userId, eventId, deps.config.publicUrl);
  const [presentation, logo] = await Promise.all([findPublicTalk(deps.db, event.id), speakerLogo(deps, userId)]);
  const title = presentation.title;
  return {
    input: {
      title,
      callToAction: callToAction(presentation.giftTitle),
      shortUrlText: shortLinkText(event.shortUrl),
      qrText: event.feedbackUrl,
      speakerName: presentation.speakerName,
      brandColorPrimary: presentation.brandColorPrimary,
      brandColorSecondary: presentation.brandColorSecondary,
      logo,
    },
    shortUrl: event.shortUrl,
    feedbackUrl: event.feedbackUrl,
    title,
    fileName: (ext) => `slide-${fileNamePart(title) || 'talk'}-${event.id}.${ext}`,
  };
}
