import { and, eq, like, ne, or } from 'drizzle-orm';
import { speakerSlug, untransliteratedSlug } from '../../shared/domain/slug';
import type { Db } from '../db/client';
import { freeTierSignups, speakerProfiles } from '../db/schema';

/*
 * A speaker's profile row as every feature that makes or reads one sees it: the profile page, the
 * free page (which makes a profile for its speaker) and the proof page share its defaults, its
 * lookup and the rule that gives each speaker a unique slug.
 */

export type ProfileRow = typeof speakerProfiles.$inferSelect;

export const PROFILE_NOT_FOUND_MESSAGE = 'Profile not found';
export const SPEAKER_NOT_FOUND_MESSAGE = 'Speaker not found';
export const DEFAULT_BRAND_PRIMARY = '#2563eb';
export const DEFAULT_BRAND_SECONDARY = '#1e40af';
/** Used when a name has no letters or digits a slug can keep (e.g. only non-Latin script). */
const FALLBACK_SLUG = 'speaker';

export async function getProfileByUserId(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, userId)).limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Slugs

function slugBase(firstName: string, lastName: string): string {
  return speakerSlug(firstName, lastName) || FALLBACK_SLUG;
}

/** True when `slug` is `base` or `base-N`, i.e. it was built from the same name. */
function slugMatchesBase(slug: string, base: string): boolean {
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

/** The first of base, base-2, base-3 … that no other profile uses. */
async function uniqueSlug(db: Db, base: string, exceptProfileId?: number): Promise<string> {
  // Slugs hold only [a-z0-9-], so the LIKE pattern has no wildcards of its own.
  const sameBase = or(eq(speakerProfiles.slug, base), like(speakerProfiles.slug, `${base}-%`));
  const rows = await db
    .select({ slug: speakerProfiles.slug })
    .from(speakerProfiles)
    .where(exceptProfileId === undefined ? sameBase : and(sameBase, ne(speakerProfiles.id, exceptProfileId)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Whether the speaker has a free QR page: its address, /feedback/{slug}, is the slug itself. */
async function hasFreePage(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: freeTierSignups.id }).from(freeTierSignups).where(eq(freeTierSignups.speakerUserId, userId)).limit(1);
  return row !== undefined;
}

/**
 * Keeps the current slug while the name still produces it; otherwise finds a free one. A speaker
 * with a free QR page keeps theirs whatever the name: the page's address is the slug, printed and
 * e-mailed in its QR code (a talk's QR address carries the slug only as decoration, its id decides).
 */
export async function slugFor(db: Db, firstName: string, lastName: string, existing?: ProfileRow): Promise<string> {
  const base = slugBase(firstName, lastName);
  if (existing && slugMatchesBase(existing.slug, base)) return existing.slug;
  if (existing && (await hasFreePage(db, existing.userId))) return existing.slug;
  // A slug made before names were transliterated stays as long as the name is the same.
  const before = untransliteratedSlug(firstName, lastName);
  if (existing && before && slugMatchesBase(existing.slug, before)) return existing.slug;
  return uniqueSlug(db, base, existing?.id);
}

function isUniqueViolation(err: unknown): boolean {
  // drizzle wraps driver errors; the Postgres code sits on the error or on its cause.
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(err) === '23505' || codeOf((err as { cause?: unknown } | null)?.cause) === '23505';
}

/**
 * Runs a create-or-update that picks a slug; two requests racing for the same slug (or the same
 * user's first profile) hit a unique index, and the loser simply tries again with fresh data.
 */
export async function withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err)) throw err;
    }
  }
}

export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}
