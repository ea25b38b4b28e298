import { z } from 'zod';
import { defineOperation } from './operation';

export const LINKEDIN_PROFILE_MESSAGE = 'Please enter your LinkedIn profile URL (e.g. linkedin.com/in/your-name)';

/** A linkedin.com address; https:// is added when missing. */
export function normalizeLinkedinProfile(input: string): string | undefined {
  const value = input.trim();
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    const host = url.hostname.toLowerCase();
    if (!/^https?:$/.test(url.protocol) || !(host === 'linkedin.com' || host.endsWith('.linkedin.com'))) return undefined;
    if (url.pathname === '/' || url.pathname === '') return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

/** POST /api/linkedin-profiles (/share-excitement). submittedAt is accepted but the server's clock decides. */
export const createLinkedinProfileSchema = z.object({
  linkedinProfile: z
    .string({ message: 'is required' })
    .trim()
    .min(1, LINKEDIN_PROFILE_MESSAGE)
    .max(300, 'must be at most 300 characters')
    .transform((v, ctx) => {
      const url = normalizeLinkedinProfile(v);
      if (!url) {
        ctx.addIssue({ code: 'custom', message: LINKEDIN_PROFILE_MESSAGE });
        return z.NEVER;
      }
      return url;
    }),
  excitement: z
    .string({ message: 'must be text' })
    .max(2000, 'must be at most 2000 characters')
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim())),
  submittedAt: z.string().max(40, 'must be at most 40 characters').nullish(),
});
export type CreateLinkedinProfile = z.input<typeof createLinkedinProfileSchema>;

export const linkedinProfileSchema = z.object({
  id: z.number().int(),
  linkedinProfile: z.string(),
  excitement: z.string().nullable(),
  submittedAt: z.string(),
});
export type LinkedinProfile = z.infer<typeof linkedinProfileSchema>;

export const listLinkedinProfiles = defineOperation({
  id: 'listLinkedinProfiles',
  method: 'GET',
  path: '/api/admin/linkedin-profiles',
  summary: 'List the LinkedIn profiles visitors shared, with what excites them',
  tag: 'public',
  answers: { 200: z.array(linkedinProfileSchema) },
});

export const createLinkedinProfileResponseSchema = z.object({ message: z.string(), profile: linkedinProfileSchema });

const tag = 'public';

export const createLinkedinProfile = defineOperation({
  id: 'createLinkedinProfile',
  method: 'POST',
  path: '/api/public/linkedin-profiles',
  summary: 'Share a LinkedIn profile from the recommend page',
  tag,
  body: createLinkedinProfileSchema,
  answers: { 201: createLinkedinProfileResponseSchema },
  errors: [429],
});

export const getSiteQrCode = defineOperation({
  id: 'getSiteQrCode',
  method: 'GET',
  path: '/api/public/site-qr.png',
  summary: "The QR code of the site's home page",
  tag,
  answers: { 200: { kind: 'file', contentTypes: ['image/png'], description: 'The QR code' } },
});
