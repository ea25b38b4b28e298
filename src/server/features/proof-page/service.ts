import { eq, inArray, sql } from 'drizzle-orm';
import {
  PROOF_PAGE_MAX_TESTIMONIALS,
  type CuratedTestimonial,
  type ProofPageSettings,
  type PublicProof,
  type PublicTestimonial,
  type SaveProofPage,
} from '../../../shared/contract/proof-page';
import { safeHexColor } from '../../../shared/domain/brand-colors';
import { companyFromDomain, isFreeMailDomain } from '../../../shared/domain/company';
import { quotedTestimonial } from '../../../shared/domain/graphics';
import { escapeHtml } from '../../../shared/domain/markup';
import { queryRows, type Db } from '../../db/client';
import { events, proofPages, proofPageTestimonials, responses } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import { OFFERED, shareImageUrl } from '../../domain/testimonials';
import { MAY_NAME_COMPANY, MAY_POST_SOCIAL, SHARES_DETAILS } from '../../domain/consent-rules';
import { DEFAULT_BRAND_PRIMARY, DEFAULT_BRAND_SECONDARY, PROFILE_NOT_FOUND_MESSAGE } from '../../domain/speaker-profiles';

/** The curation list a speaker works through: every testimonial the page may show, hidden ones included. */
const CURATION_LIST_MAX = 2000;

export const proofPagePath = (slug: string) => `/s/${encodeURIComponent(slug)}`;
export const WALL_SCRIPT_PATH = '/embed/wall.js';
export const wallFramePath = (slug: string) => `/embed/wall/${encodeURIComponent(slug)}`;

interface SpeakerRow {
  user_id: number;
  slug: string;
  first_name: string;
  last_name: string;
  bio: string | null;
  logo_url: string | null;
  brand_color_primary: string;
  brand_color_secondary: string;
  published_at: Date | string | null;
}

export interface ProofSpeaker {
  userId: number;
  published: boolean;
  publishedAt: Date | null;
  speaker: PublicProof['speaker'];
}

const speakerSelect = sql`
  select p.user_id, p.slug, p.first_name, p.last_name, p.bio, p.logo_url, p.brand_color_primary, p.brand_color_secondary,
         pp.published_at
  from speaker_profiles p
  left join proof_pages pp on pp.user_id = p.user_id`;

function toProofSpeaker(row: SpeakerRow, publicUrl: string): ProofSpeaker {
  const logo = row.logo_url?.startsWith('/') ? `${publicUrl}${row.logo_url}` : null;
  return {
    userId: row.user_id,
    published: row.published_at !== null,
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
    speaker: {
      name: `${row.first_name} ${row.last_name}`.trim(),
      slug: row.slug,
      bio: row.bio,
      logoUrl: logo,
      brandColorPrimary: safeHexColor(row.brand_color_primary, DEFAULT_BRAND_PRIMARY),
      brandColorSecondary: safeHexColor(row.brand_color_secondary, DEFAULT_BRAND_SECONDARY),
      pageUrl: `${publicUrl}${proofPagePath(row.slug)}`,
    },
  };
}

async function speakerWhere(db: Db, publicUrl: string, where: ReturnType<typeof sql>): Promise<ProofSpeaker | null> {
  const [row] = await queryRows<SpeakerRow>(db, sql`${speakerSelect} where ${where} limit 1`);
  return row ? toProofSpeaker(row, publicUrl) : null;
}

interface TestimonialRow {
  response_id: number;
  rating: number;
  testimonial: string;
  /** The part of it the speaker chose for its graphic, if they did. */
  excerpt: string | null;
  first_name: string | null;
  role: string | null;
  email_domain: string | null;
  event_name: string;
  talk_title: string | null;
  event_date: Date | string;
  submitted_at: Date | string;
  hidden: boolean;
}

/**
 * The speaker's testimonials in the page's order: the ones the speaker placed, in their order, then
 * the rest newest first. Which answers are testimonials is OFFERED (4-5 stars, publish consent, no
 * testimonials opt-out, not removed by the speaker), read at every request, so an opt-out on
 * /privacy takes the words off the page at once. Who said it follows the author's choices:
 * SHARES_DETAILS for the first name and role, MAY_NAME_COMPANY for the company; the e-mail itself
 * never leaves the database, only its domain does when the company may be named.
 */
async function testimonialRows(db: Db, speakerUserId: number, options: { includeHidden: boolean; limit: number }) {
  return queryRows<TestimonialRow>(
    db,
    sql`select r.id as response_id, r.rating, r.testimonial, g.excerpt,
               case when ${SHARES_DETAILS} then nullif(trim(r.attendee_name), '') end as first_name,
               case when ${SHARES_DETAILS} then nullif(trim(r.attendee_role), '') end as role,
               case when ${MAY_NAME_COMPANY} then split_part(lower(trim(r.attendee_email)), '@', 2) end as email_domain,
               e.event_name, e.talk_title, e.event_date, r.submitted_at,
               coalesce(c.hidden, false) as hidden
        from responses r
        join events e on e.id = r.event_id
        left join proof_page_testimonials c on c.response_id = r.id
        left join graphics g on g.response_id = r.id
        where e.speaker_user_id = ${speakerUserId} and ${OFFERED}
              ${options.includeHidden ? sql`` : sql`and not coalesce(c.hidden, false)`}
        order by c.position is null, c.position, r.submitted_at desc, r.id desc
        limit ${options.limit}`,
  );
}

/** The company a work e-mail's domain names; none for a personal mailbox's domain. */
function companyOf(domain: string | null): string | null {
  if (!domain || isFreeMailDomain(domain)) return null;
  return companyFromDomain(domain) || null;
}

const isoDate = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString().slice(0, 10);

function toPublicTestimonial(row: TestimonialRow): PublicTestimonial {
  return {
    quote: quotedTestimonial(row.testimonial, row.excerpt),
    rating: row.rating,
    firstName: row.first_name,
    role: row.role,
    company: companyOf(row.email_domain),
    eventName: row.event_name,
    // Talks saved before the event had a name of its own carry the title as their event name too.
    talkTitle: row.talk_title && row.talk_title !== row.event_name ? row.talk_title : null,
    eventDate: isoDate(row.event_date),
  };
}

/** Every answer the speaker's talks received (whatever the rating) and how many talks received one. */
async function totalsFor(db: Db, speakerUserId: number): Promise<PublicProof['totals']> {
  const [row] = await queryRows<{ answers: number | string; talks: number | string }>(
    db,
    sql`select count(*) as answers, count(distinct r.event_id) as talks
        from responses r join events e on e.id = r.event_id
        where e.speaker_user_id = ${speakerUserId}`,
  );
  return { answers: Number(row?.answers ?? 0), talks: Number(row?.talks ?? 0) };
}

/** What the proof page shows, with the day each testimonial was given (its review date) and whose page it is. */
export type PageProof = PublicProof & { answeredOn: string[]; userId: number };

/**
 * What the public proof page, the wall and its JSON show for `slug`: null when no speaker has that
 * slug or the speaker has not turned the page on (both are the same "not found" to the public).
 */
export async function publicProof(db: Db, publicUrl: string, slug: string): Promise<PageProof | null> {
  const found = await speakerWhere(db, publicUrl, sql`p.slug = ${slug}`);
  if (!found?.published) return null;
  const [rows, totals] = await Promise.all([
    testimonialRows(db, found.userId, { includeHidden: false, limit: PROOF_PAGE_MAX_TESTIMONIALS }),
    totalsFor(db, found.userId),
  ]);
  return {
    speaker: found.speaker,
    totals,
    testimonials: rows.map(toPublicTestimonial),
    answeredOn: rows.map((r) => isoDate(r.submitted_at)),
    userId: found.userId,
  };
}

/** A published proof page's address for a speaker (a shared graphic links to it), or null. */
export async function publishedProofPageUrl(db: Db, publicUrl: string, speakerUserId: number): Promise<string | null> {
  const found = await speakerWhere(db, publicUrl, sql`p.user_id = ${speakerUserId}`);
  return found?.published ? found.speaker.pageUrl : null;
}

/**
 * The image a shared link to the proof page shows: the speaker's best testimonial graphic that is
 * already shared publicly (its share link is live, the attendee allows social media, the page does
 * not hide it), or null.
 */
export async function previewGraphicUrl(db: Db, publicUrl: string, speakerUserId: number): Promise<string | null> {
  const [row] = await queryRows<{ share_token: string }>(
    db,
    sql`select g.share_token
        from graphics g
        join responses r on r.id = g.response_id
        left join proof_page_testimonials c on c.response_id = r.id
        where g.speaker_user_id = ${speakerUserId} and g.share_token is not null and g.status = 'generated'
              and g.file_id is not null and ${OFFERED} and ${MAY_POST_SOCIAL} and not coalesce(c.hidden, false)
        order by r.rating desc, c.position is null, c.position, g.generated_at desc
        limit 1`,
  );
  return row ? shareImageUrl(publicUrl, row.share_token) : null;
}

/** The sitemap's entries for the proof pages that are turned on. */
export async function proofPageSitemapEntries(db: Db): Promise<{ path: string }[]> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select p.slug from proof_pages pp join speaker_profiles p on p.user_id = pp.user_id
        where pp.published_at is not null
        order by p.slug`,
  );
  // No last change: a proof page changes with every new testimonial, which no single date records.
  return rows.map((r) => ({ path: proofPagePath(r.slug) }));
}

function snippets(publicUrl: string, speaker: PublicProof['speaker']) {
  const attr = (value: string) => escapeHtml(value);
  const scriptSnippet =
    `<a href="${attr(speaker.pageUrl)}" data-speakerpro-fallback>Testimonials for ${attr(speaker.name)}</a>\n` +
    `<script src="${attr(publicUrl + WALL_SCRIPT_PATH)}" data-speaker="${attr(speaker.slug)}" data-layout="wall" async></script>`;
  const iframeSnippet = `<iframe src="${attr(publicUrl + wallFramePath(speaker.slug))}" title="Testimonials for ${attr(speaker.name)}" width="100%" height="640" style="border:0" loading="lazy"></iframe>`;
  return { scriptSnippet, iframeSnippet };
}

/** GET /api/speaker-admin/proof-page: the speaker's own switch, list and snippets. */
export async function proofPageSettings(db: Db, publicUrl: string, userId: number): Promise<ProofPageSettings> {
  const found = await speakerWhere(db, publicUrl, sql`p.user_id = ${userId}`);
  if (!found) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  const [rows, totals] = await Promise.all([
    testimonialRows(db, userId, { includeHidden: true, limit: CURATION_LIST_MAX }),
    totalsFor(db, userId),
  ]);
  const testimonials: CuratedTestimonial[] = rows.map((row) => ({
    ...toPublicTestimonial(row),
    responseId: row.response_id,
    hidden: row.hidden,
  }));
  return {
    published: found.published,
    publishedAt: found.publishedAt?.toISOString() ?? null,
    slug: found.speaker.slug,
    pageUrl: found.speaker.pageUrl,
    wallScriptUrl: `${publicUrl}${WALL_SCRIPT_PATH}`,
    ...snippets(publicUrl, found.speaker),
    bio: found.speaker.bio,
    totals,
    testimonials,
    maxShown: PROOF_PAGE_MAX_TESTIMONIALS,
  };
}

/**
 * PUT /api/speaker-admin/proof-page: the switch, and the order and visibility of the listed
 * testimonials (their positions are their places in the list). Every listed id must be an answer
 * to one of the speaker's own talks; another speaker's id is refused and changes nothing. Answers
 * not listed keep what they had. Turning the page on keeps the first time it was turned on.
 */
export async function saveProofPage(db: Db, publicUrl: string, userId: number, input: SaveProofPage): Promise<ProofPageSettings> {
  const ids = input.testimonials.map((t) => t.responseId);
  if (ids.length > 0) {
    const own = await db
      .select({ id: responses.id })
      .from(responses)
      .innerJoin(events, eq(events.id, responses.eventId))
      .where(sql`${inArray(responses.id, ids)} and ${events.speakerUserId} = ${userId}`);
    const owned = new Set(own.map((r) => r.id));
    const stranger = input.testimonials.findIndex((t) => !owned.has(t.responseId));
    if (stranger !== -1) throw invalidField(`testimonials.${stranger}.responseId`, 'is not one of your testimonials');
  }
  const [profile] = await queryRows<{ user_id: number }>(db, sql`select user_id from speaker_profiles where user_id = ${userId}`);
  if (!profile) throw notFound(PROFILE_NOT_FOUND_MESSAGE);

  await db.transaction(async (tx) => {
    await tx
      .insert(proofPages)
      .values({ userId, publishedAt: input.published ? new Date() : null })
      .onConflictDoUpdate({
        target: proofPages.userId,
        set: {
          publishedAt: input.published ? sql`coalesce(${proofPages.publishedAt}, now())` : null,
          updatedAt: sql`now()`,
        },
      });
    if (input.testimonials.length > 0) {
      await tx
        .insert(proofPageTestimonials)
        .values(input.testimonials.map((t, position) => ({ responseId: t.responseId, speakerUserId: userId, position, hidden: t.hidden })))
        .onConflictDoUpdate({
          target: proofPageTestimonials.responseId,
          set: { position: sql`excluded.position`, hidden: sql`excluded.hidden`, updatedAt: sql`now()` },
        });
    }
  });
  return proofPageSettings(db, publicUrl, userId);
}
