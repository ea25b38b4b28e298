import { and, eq } from 'drizzle-orm';
import {
  type DemoSpeaker,
  type SpeakerProfile,
  digitalGiftSchema,
  saveProfileSchema,
  createDemoSpeakerSchema,
} from '../../../shared/contract/profile';
import { normalizeEmail } from '../../../shared/domain/email';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time-zones';
import { speakerSlug } from '../../../shared/domain/slug';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { speakerProfiles } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { fileUrl } from '../../storage/storage';
import { findOwnUploadedFile, giftUrlToStore } from '../../domain/gifts';
import {
  DEFAULT_BRAND_PRIMARY,
  DEFAULT_BRAND_SECONDARY,
  getProfileByUserId,
  PROFILE_NOT_FOUND_MESSAGE,
  slugFor,
  SPEAKER_NOT_FOUND_MESSAGE,
  splitName,
  withSlugRetry,
  type ProfileRow,
} from '../../domain/speaker-profiles';

/** Bodies as the route hands them over, after the contract's zod transforms. */
export type SaveProfileInput = z.output<typeof saveProfileSchema>;
export type DigitalGiftInput = z.output<typeof digitalGiftSchema>;
export type CreateDemoSpeakerInput = z.output<typeof createDemoSpeakerSchema>;

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

async function requireProfile(db: Db, userId: number): Promise<ProfileRow> {
  const row = await getProfileByUserId(db, userId);
  if (!row) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Uploaded files referenced from the profile

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
  const url = await giftUrlToStore(
    db,
    userId,
    { type: input.digitalGiftType, url: input.digitalGiftUrl },
    'digitalGiftUrl',
    profile.digitalGiftUrl,
  );
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
