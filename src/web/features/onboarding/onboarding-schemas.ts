import { z } from 'zod';
import { PROFILE_BIO_MAX_LENGTH, saveProfileSchema } from '../../../shared/contract/profile';

/*
 * The onboarding forms validate with the same rules the server applies to the whole profile
 * (saveProfileSchema), one step's fields at a time. Only the e-mail gets the onboarding's own
 * message: the shared rule words it as a fragment for generic forms.
 */
const shape = saveProfileSchema.shape;

export const step1Schema = z.object({
  firstName: shape.firstName,
  lastName: shape.lastName,
  workEmail: z.string().transform((v, ctx) => {
    const parsed = shape.workEmail.safeParse(v);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'Valid work email is required' });
      return z.NEVER;
    }
    return parsed.data;
  }),
  // Kept as typed (the draft holds it); trimmed, and blank made null, when the profile is saved.
  bio: z.string().max(PROFILE_BIO_MAX_LENGTH, `Keep your bio to ${PROFILE_BIO_MAX_LENGTH} characters or fewer`).default(''),
});
export type Step1Input = z.input<typeof step1Schema>;
export type Step1Output = z.output<typeof step1Schema>;

export const step2Schema = saveProfileSchema.pick({ phoneNumber: true, websiteUrl: true, linkedinUrl: true, timeZone: true });
export type Step2Input = z.input<typeof step2Schema>;
export type Step2Output = z.output<typeof step2Schema>;

export const step3Schema = saveProfileSchema.pick({
  brandColorPrimary: true,
  brandColorSecondary: true,
  emailProvider: true,
});
export type Step3Input = z.input<typeof step3Schema>;
export type Step3Output = z.output<typeof step3Schema>;

export const reviewSchema = z.object({
  additionalComments: shape.additionalComments,
  confirmAccurate: z.boolean().refine((v) => v, 'Please confirm the information is accurate'),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewOutput = z.output<typeof reviewSchema>;
