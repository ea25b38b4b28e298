import { sql } from 'drizzle-orm';
import type { SpeakerGraphic } from '../../../shared/contract/graphics';
import { queryRows, type Db } from '../../db/client';
import { MAY_POST_SOCIAL } from '../../domain/consent-rules';
import { OFFERED, shareUrl } from '../../domain/testimonials';
import { webhookImageUrl, type LinkConfig } from '../../domain/webhook-image-link';
import { cursorTime, type Keyset } from '../../http/paging';
import { iso, layoutOf } from './service';

interface SpeakerGraphicRow {
  id: number;
  response_id: number;
  event_id: number;
  event_name: string;
  talk_title: string | null;
  layout: string;
  generated_at: Date | string;
  share_token: string | null;
  updated_at: Date | string;
  cursor_at: string;
}

/** The keyset of the graphics list: the graphic's change time and id. */
export const graphicKeys = { updatedAt: sql`g.updated_at`, id: sql`g.id` };

/**
 * A page of the speaker's graphics, newest change first: those with an image whose answer is still
 * OFFERED (as the graphics page and the `graphic.created` webhook have them). The image link is the
 * signed one webhooks carry, since an integration has no session to open the speaker's own link with.
 */
export async function pageSpeakerGraphics(db: Db, config: LinkConfig, publicUrl: string, userId: number, page: Keyset) {
  const rows = await queryRows<SpeakerGraphicRow>(
    db,
    sql`select g.id, g.response_id, g.event_id, e.event_name, e.talk_title, g.layout, g.generated_at,
               case when ${MAY_POST_SOCIAL} then g.share_token end as share_token,
               g.updated_at, ${cursorTime(sql`g.updated_at`)} as cursor_at
        from graphics g
        join responses r on r.id = g.response_id
        join events e on e.id = g.event_id
        where g.speaker_user_id = ${userId} and g.status = 'generated' and g.file_id is not null
          and g.removed_at is null and ${OFFERED} and ${page.where}
        ${page.orderAndLimit}`,
  );
  return {
    rows,
    toItem: (row: SpeakerGraphicRow): SpeakerGraphic => ({
      id: row.id,
      responseId: row.response_id,
      eventId: row.event_id,
      eventName: row.event_name,
      talkTitle: row.talk_title,
      layout: layoutOf(row.layout),
      generatedAt: iso(row.generated_at),
      imageUrl: webhookImageUrl(config, publicUrl, row.id),
      shareUrl: row.share_token ? shareUrl(publicUrl, row.share_token) : null,
      updatedAt: iso(row.updated_at),
    }),
  };
}
