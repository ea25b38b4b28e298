import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SLUG_MAX_LENGTH } from '../../shared/domain/slug';
import { queryRows, type Db } from '../db/client';

/*
 * Slugs longer than SLUG_MAX_LENGTH were made before slugs were capped; each was shortened once and
 * kept in slug_redirects (decision 086). The addresses that carry a speaker's slug answer for the old
 * one with a permanent redirect to the same address under the new slug, so a printed QR code or a
 * shared link made with it keeps working. Only a path segment longer than any slug made today costs
 * a lookup.
 */

/** The addresses with a speaker's slug as their second (or, for the wall and the calls, third) part. */
const SLUG_ADDRESS =
  /^(\/feedback\/|\/s\/|\/embed\/wall\/|\/api\/public\/speakers\/|\/api\/public\/speaker-data\/|\/api\/speaker-data\/)([a-z0-9-]+)(\/[^?]*)?(\?.*)?$/;

export function registerSlugRedirects(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = SLUG_ADDRESS.exec(request.url);
    if (!match || match[2]!.length <= SLUG_MAX_LENGTH) return;
    const [, prefix, oldSlug, rest = '', query = ''] = match;
    const [found] = await queryRows<{ slug: string }>(
      db,
      sql`select p.slug from slug_redirects r join speaker_profiles p on p.id = r.profile_id where r.old_slug = ${oldSlug}`,
    );
    if (!found) return;
    return reply.redirect(`${prefix}${found.slug}${rest}${query}`, 308);
  });
}

/**
 * Shortens every slug longer than SLUG_MAX_LENGTH and keeps the old one for the redirect above. Run
 * at every start; after the first it finds nothing. Two long slugs with the same first characters,
 * or one whose short form another speaker already has, get their profile's id on the end.
 */
export async function capLongSlugs(db: Db): Promise<number> {
  const moved = await queryRows<{ id: number }>(
    db,
    sql`with long as (
          select id, slug, rtrim(left(slug, ${SLUG_MAX_LENGTH}), '-') as capped,
                 row_number() over (partition by rtrim(left(slug, ${SLUG_MAX_LENGTH}), '-') order by id) as nth
          from speaker_profiles where length(slug) > ${SLUG_MAX_LENGTH}
        ), kept as (
          insert into slug_redirects (old_slug, profile_id) select slug, id from long on conflict (old_slug) do nothing
        )
        update speaker_profiles p
           set slug = case when long.nth > 1 or exists (select 1 from speaker_profiles o where o.slug = long.capped)
                           then rtrim(left(long.slug, ${SLUG_MAX_LENGTH} - 1 - length(p.id::text)), '-') || '-' || p.id
                           else long.capped end
        from long where p.id = long.id
        returning p.id`,
  );
  return moved.length;
}
