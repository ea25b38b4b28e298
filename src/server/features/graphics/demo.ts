import type { z } from 'zod';
import type { graphicRequestSchema } from '../../../shared/contract/graphics';
import { DEFAULT_ATTENDEE_NAME, DEFAULT_DEMO_RATING, DEFAULT_THREE_WORDS } from '../../../shared/domain/graphics';
import { fileUrl } from '../../storage/storage';
import { readLogo, type GraphicsDeps } from './service';
import { rethrowUndrawable } from '../../graphics/drawable';
import { sharedRenderer } from '../../graphics/render-pool';

type GraphicRequest = z.output<typeof graphicRequestSchema>;

/** 'engaging, informative and inspiring' -> 'Engaging, informative and inspiring.' */
function asQuote(words: string): string {
  const text = words.trim();
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The demo graphic: a real render of the visitor's three words, stored as a demo file
 * (public by its unguessable id, purged after a day) so the page can show and download it.
 */
export async function generateDemoGraphic(deps: GraphicsDeps, body: GraphicRequest, userId: number | null): Promise<{ url: string }> {
  const png = await (deps.renderer ?? sharedRenderer())
    .render({
      layout: 'classic',
      quote: asQuote(body.threeWords || DEFAULT_THREE_WORDS),
      rating: body.rating ?? DEFAULT_DEMO_RATING,
      attendeeName: body.attendeeName || DEFAULT_ATTENDEE_NAME,
      attendeeDetail: body.company,
      speakerName: body.speakerName,
      talkTitle: null,
      hashtag: body.eventHashtags || null,
      logo: await readLogo(deps.db),
    })
    .catch(rethrowUndrawable('The demo graphic'));
  const file = await deps.storage.save({
    // files.owner_user_id is nullable for anonymous uploads; Storage.save's type predates that.
    ownerUserId: userId as number,
    kind: 'demo-graphic',
    originalName: 'speakerpro-demo-graphic.png',
    mimeType: 'image/png',
    bytes: png,
  });
  return { url: fileUrl(file) };
}
