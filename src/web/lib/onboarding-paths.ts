/**
 * Routes of the onboarding area. Each onboarding page also lives under the speaker's slug
 * (/speaker/{speakerSlug}/...), and the flow keeps whichever form the speaker arrived on.
 */
export const onboardingPaths = {
  step1: '/speaker/onboarding/step1',
  step2: '/speaker/onboarding/step2',
  step3: '/speaker/onboarding/step3',
  review: '/speaker/profile-review',
  slugStep1: '/speaker/:speakerSlug/onboarding/step1',
  slugStep2: '/speaker/:speakerSlug/onboarding/step2',
  slugStep3: '/speaker/:speakerSlug/onboarding/step3',
  slugReview: '/speaker/:speakerSlug/profile-review',
  onboarding: '/speaker/onboarding',
  legacyOnboarding: '/speaker-onboarding',
  discover: '/discover-speakerpro',
  giftSetup: '/digital-gift-setup',
  slugGiftSetup: '/speaker/:speakerSlug/digital-gift-setup',
} as const;

/** 1-3 are the form steps; 4 is the review (confirmation) screen. */
export type OnboardingStep = 1 | 2 | 3 | 4;

export const ONBOARDING_FORM_STEPS = 3;

export function onboardingStepPath(step: OnboardingStep, speakerSlug?: string): string {
  const prefix = speakerSlug ? `/speaker/${encodeURIComponent(speakerSlug)}` : '/speaker';
  return step === 4 ? `${prefix}/profile-review` : `${prefix}/onboarding/step${step}`;
}
