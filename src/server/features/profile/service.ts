import { and, eq, like, ne, or } from 'drizzle-orm';
import {
  UPLOADED_FILE_PATH_PREFIX,
  type DemoSpeaker,
  type SpeakerProfile,
  digitalGiftSchema,
  saveProfileSchema,
  createDemoSpeakerSchema,
} from '../../../shared/contract/profile';
import { normalizeEmail } from '../../../shared/domain/email';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time-zones';
import { speakerSlug, untransliteratedSlug } from '../../../shared/domain/slug';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { files, speakerProfiles } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { fileUrl, type FileKind } from '../../storage/storage';

export type ProfileRow = typeof speakerProfiles.$inferSelect;
/** Bodies as the route hands them over, after the contract's zod transforms. */
export type SaveProfileInput = z.output<typeof saveProfileSchema>;
export type DigitalGiftInput = z.output<typeof digitalGiftSchema>;
export type CreateDemoSpeakerInput = z.output<typeof createDemoSpeakerSchema>;

export const PROFILE_NOT_FOUND_MESSAGE = 'Profile not found';
export const SPEAKER_NOT_FOUND_MESSAGE = 'Speaker not found';
export const DEFAULT_BRAND_PRIMARY = '#2563eb';
export const DEFAULT_BRAND_SECONDARY = '#1e40af';
/** Used when a name has no letters or digits a slug can keep (e.g. only non-Latin script). */
const FALLBACK_SLUG = 'speaker';

export function toProfileDto(row: ProfileRow): SpeakerProfile {
  return {
    id: row.id,
    userId: row.userId,
    slug: row.slug,
    firstName: row.firstName,
    lastName: row.lastName,
    workEmail: row.workEmail,
    phoneNumber: row.phoneNumber,
    websiteUrl: row.websiteUrl,
    linkedinUrl: row.linkedinUrl,
    company: row.company,
    brandColorPrimary: row.brandColorPrimary,
    brandColorSecondary: row.brandColorSecondary,
    emailProvider: row.emailProvider,
    additionalComments: row.additionalComments,
    logoUrl: row.logoUrl,
    bio: row.bio,
    speakingTopics: row.speakingTopics ?? [],
    socialHandles: row.socialHandles ?? null,
    isOnboardingComplete: row.isOnboardingComplete,
    hasExperiencedSpeakerPro: row.hasExperiencedSpeakerPro,
    digitalGiftTitle: row.digitalGiftTitle,
    digitalGiftDescription: row.digitalGiftDescription,
    digitalGiftUrl: row.digitalGiftUrl,
    digitalGiftAccessCode: row.digitalGiftAccessCode,
    digitalGiftType: row.digitalGiftType,
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

export async function getProfileByUserId(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, userId)).limit(1);
  return row;
}

async function requireProfile(db: Db, userId: number): Promise<ProfileRow> {
  const row = await getProfileByUserId(db, userId);
  if (!row) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
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

/** Keeps the current slug while the name still produces it; otherwise finds a free one. */
export async function slugFor(db: Db, firstName: string, lastName: string, existing?: ProfileRow): Promise<string> {
  const base = slugBase(firstName, lastName);
  if (existing && slugMatchesBase(existing.slug, base)) return existing.slug;
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

// ---------------------------------------------------------------------------------------------
// Uploaded files referenced from the profile

/** The file a `/api/files/{id}/{name}` path points at, if it is the user's own file of that kind. */
async function findOwnUploadedFile(db: Db, userId: number, url: string, kind: FileKind) {
  if (!url.startsWith(UPLOADED_FILE_PATH_PREFIX)) return undefined;
  const id = url.slice(UPLOADED_FILE_PATH_PREFIX.length).split('/')[0] ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerUserId, userId), eq(files.kind, kind)))
    .limit(1);
  return row;
}

function invalidField(field: string, message: string) {
  return badRequest(`Invalid body: ${field} ${message}`, { fields: [{ field, message }] });
}

// ---------------------------------------------------------------------------------------------
// Profile

/** Creates the speaker's profile (end of onboarding) or replaces its onboarding fields. */
export async function saveProfile(db: Db, userId: number, input: SaveProfileInput): Promise<ProfileRow> {
  let logoUrl: string | null = null;
  if (input.logoUrl !== null) {
    const logo = await findOwnUploadedFile(db, userId, input.logoUrl, 'logo');
    if (!logo) throw invalidField('logoUrl', 'must be a logo you uploaded');
    logoUrl = fileUrl(logo);
  }
  const fields = {
    firstName: input.firstName,
    lastName: input.lastName,
    workEmail: normalizeEmail(input.workEmail),
    phoneNumber: input.phoneNumber,
    websiteUrl: input.websiteUrl,
    linkedinUrl: input.linkedinUrl,
    brandColorPrimary: input.brandColorPrimary ?? DEFAULT_BRAND_PRIMARY,
    brandColorSecondary: input.brandColorSecondary ?? DEFAULT_BRAND_SECONDARY,
    emailProvider: input.emailProvider,
    additionalComments: input.additionalComments,
    logoUrl,
    speakingTopics: input.speakingTopics,
    socialHandles: input.socialHandles,
    isOnboardingComplete: input.isOnboardingComplete,
    // Not sent: the stored bio stays (see bioField); so does the time zone.
    ...(input.bio === undefined ? {} : { bio: input.bio }),
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
  };

  return withSlugRetry(async () => {
    const existing = await getProfileByUserId(db, userId);
    const slug = await slugFor(db, input.firstName, input.lastName, existing);
    if (existing) {
      const [row] = await db
        .update(speakerProfiles)
        .set({ ...fields, slug, updatedAt: new Date() })
        .where(eq(speakerProfiles.id, existing.id))
        .returning();
      return row!;
    }
    const [row] = await db
      .insert(speakerProfiles)
      .values({ ...fields, userId, slug })
      .returning();
    return row!;
  });
}

export async function markExperienced(db: Db, userId: number): Promise<ProfileRow> {
  const [row] = await db
    .update(speakerProfiles)
    .set({ hasExperiencedSpeakerPro: true, updatedAt: new Date() })
    .where(eq(speakerProfiles.userId, userId))
    .returning();
  if (!row) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  return row;
}

/** The speaker's bio alone (null clears it), as their proof page's settings save it. */
export async function updateBio(db: Db, userId: number, bio: string | null): Promise<ProfileRow> {
  const [row] = await db.update(speakerProfiles).set({ bio, updatedAt: new Date() }).where(eq(speakerProfiles.userId, userId)).returning();
  if (!row) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  return row;
}

export async function updateTimeZone(db: Db, userId: number, timeZone: string): Promise<ProfileRow> {
  const [row] = await db
    .update(speakerProfiles)
    .set({ timeZone, updatedAt: new Date() })
    .where(eq(speakerProfiles.userId, userId))
    .returning();
  if (!row) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  return row;
}

export async function updateDigitalGift(db: Db, userId: number, input: DigitalGiftInput): Promise<ProfileRow> {
  const profile = await requireProfile(db, userId);
  let url = input.digitalGiftUrl;
  // The file the page already offers may stay: a free page made with the owner's gift file holds a
  // file the speaker did not upload themselves.
  const keepsCurrentFile = url !== null && url === profile.digitalGiftUrl;
  if (input.digitalGiftType === 'uploaded_file' && !keepsCurrentFile) {
    const file = url === null ? undefined : await findOwnUploadedFile(db, userId, url, 'gift');
    if (!file) throw invalidField('digitalGiftUrl', 'must be a file you uploaded');
    url = fileUrl(file);
  } else if (input.digitalGiftType !== 'uploaded_file' && url !== null && url.startsWith(UPLOADED_FILE_PATH_PREFIX)) {
    // An app path only makes sense for an uploaded gift; a link or course needs a website address.
    throw invalidField('digitalGiftUrl', 'Please enter a valid website address (e.g., example.com)');
  }
  const [row] = await db
    .update(speakerProfiles)
    .set({
      digitalGiftTitle: input.digitalGiftTitle,
      digitalGiftDescription: input.digitalGiftDescription,
      digitalGiftUrl: url,
      digitalGiftAccessCode: input.digitalGiftAccessCode,
      digitalGiftType: input.digitalGiftType,
      updatedAt: new Date(),
    })
    .where(eq(speakerProfiles.id, profile.id))
    .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------
// The first-presentation (demo) path (/api/speakers)

export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

export function toDemoSpeaker(row: ProfileRow, options: { includeEmail: boolean }): DemoSpeaker {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: options.includeEmail ? row.workEmail : '',
    title: row.company?.trim() ? row.company : 'Speaker',
    slug: row.slug,
  };
}

/**
 * The "Create Your Speaker Profile" step of the demo path: fills in the signed-in speaker's
 * basics. A profile it creates is not onboarded, so the real onboarding still runs.
 */
export async function upsertDemoSpeaker(
  db: Db,
  userId: number,
  input: CreateDemoSpeakerInput,
): Promise<{ row: ProfileRow; created: boolean }> {
  const { firstName, lastName } = splitName(input.name);
  const fields = { firstName, lastName, workEmail: normalizeEmail(input.email), company: input.title };
  return withSlugRetry(async () => {
    const existing = await getProfileByUserId(db, userId);
    const slug = await slugFor(db, firstName, lastName, existing);
    if (existing) {
      const [row] = await db
        .update(speakerProfiles)
        .set({ ...fields, slug, updatedAt: new Date() })
        .where(eq(speakerProfiles.id, existing.id))
        .returning();
      return { row: row!, created: false };
    }
    const [row] = await db
      .insert(speakerProfiles)
      .values({ ...fields, userId, slug, isOnboardingComplete: false })
      .returning();
    return { row: row!, created: true };
  });
}

/** A speaker may read only their own demo record; anyone else's id looks like a missing one. */
export async function getOwnDemoSpeaker(db: Db, userId: number, profileId: number): Promise<ProfileRow> {
  const [row] = await db
    .select()
    .from(speakerProfiles)
    .where(and(eq(speakerProfiles.id, profileId), eq(speakerProfiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound(SPEAKER_NOT_FOUND_MESSAGE);
  return row;
}

export async function getSpeakerBySlug(db: Db, name: string): Promise<ProfileRow> {
  // The parameter is a slug, but a plain name ("Maya Okafor") finds the same speaker.
  const slug = speakerSlug(name, '');
  if (!slug) throw notFound(SPEAKER_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(speakerProfiles).where(eq(speakerProfiles.slug, slug)).limit(1);
  if (!row) throw notFound(SPEAKER_NOT_FOUND_MESSAGE);
  return row;
}
