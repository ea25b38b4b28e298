import { describe, expect, it } from 'vitest';
import { onboardingStepPath } from '../../lib/onboarding-paths';
import { reviewSchema, step1Schema, step2Schema, step3Schema } from './onboarding-schemas';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('step 1', () => {
  it('uses the onboarding messages', () => {
    expect(messages(step1Schema.safeParse({ firstName: ' ', lastName: '', workEmail: 'nope' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      workEmail: 'Valid work email is required',
    });
    expect(messages(step1Schema.safeParse({ firstName: 'a', lastName: 'b', workEmail: '' }))).toEqual({
      workEmail: 'Valid work email is required',
    });
  });

  it('trims the values', () => {
    expect(step1Schema.parse({ firstName: ' Ada ', lastName: ' L ', workEmail: ' ada@example.com ' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      workEmail: 'ada@example.com',
      bio: '',
    });
  });

  it('keeps the bio as typed, within its limit', () => {
    expect(step1Schema.parse({ firstName: 'Ada', lastName: 'L', workEmail: 'ada@example.com', bio: 'Talks about engines.' }).bio).toBe(
      'Talks about engines.',
    );
    expect(
      messages(step1Schema.safeParse({ firstName: 'Ada', lastName: 'L', workEmail: 'ada@example.com', bio: 'x'.repeat(601) })),
    ).toEqual({
      bio: 'Keep your bio to 600 characters or fewer',
    });
  });
});

describe('step 2', () => {
  it('accepts blanks and adds https://', () => {
    expect(step2Schema.parse({ phoneNumber: '', websiteUrl: '', linkedinUrl: '' })).toEqual({
      phoneNumber: null,
      websiteUrl: null,
      linkedinUrl: null,
    });
    expect(step2Schema.parse({ phoneNumber: '1', websiteUrl: 'example.com', linkedinUrl: 'linkedin.com/in/ada' })).toEqual({
      phoneNumber: '1',
      websiteUrl: 'https://example.com/',
      linkedinUrl: 'https://linkedin.com/in/ada',
    });
  });

  it('names the invalid URL', () => {
    expect(messages(step2Schema.safeParse({ phoneNumber: '', websiteUrl: 'not a url', linkedinUrl: 'nope' }))).toEqual({
      websiteUrl: 'Please enter a valid website URL (e.g., example.com)',
      linkedinUrl: 'Please enter a valid LinkedIn URL',
    });
  });
});

describe('step 3', () => {
  it('needs a provider and accepts blank colours', () => {
    expect(messages(step3Schema.safeParse({ brandColorPrimary: '', brandColorSecondary: '', emailProvider: null }))).toEqual({
      emailProvider: 'Please select your email provider',
    });
    expect(step3Schema.parse({ brandColorPrimary: '', brandColorSecondary: '#ABCDEF', emailProvider: 'gmail' })).toEqual({
      brandColorPrimary: null,
      brandColorSecondary: '#ABCDEF',
      emailProvider: 'gmail',
    });
  });

  it('rejects colours that are not # and six hex digits', () => {
    expect(messages(step3Schema.safeParse({ brandColorPrimary: '#abc', brandColorSecondary: 'blue', emailProvider: 'other' }))).toEqual({
      brandColorPrimary: 'Please enter a valid hex color',
      brandColorSecondary: 'Please enter a valid hex color',
    });
  });
});

describe('review', () => {
  it('needs the confirmation', () => {
    expect(messages(reviewSchema.safeParse({ additionalComments: '', confirmAccurate: false }))).toEqual({
      confirmAccurate: 'Please confirm the information is accurate',
    });
    expect(reviewSchema.parse({ additionalComments: ' hi ', confirmAccurate: true })).toEqual({
      additionalComments: 'hi',
      confirmAccurate: true,
    });
  });
});

describe('onboardingStepPath', () => {
  it('keeps the slug form when the speaker is on it', () => {
    expect(onboardingStepPath(1)).toBe('/speaker/onboarding/step1');
    expect(onboardingStepPath(4)).toBe('/speaker/profile-review');
    expect(onboardingStepPath(3, 'ada-lovelace')).toBe('/speaker/ada-lovelace/onboarding/step3');
    expect(onboardingStepPath(4, 'ada lovelace')).toBe('/speaker/ada%20lovelace/profile-review');
  });
});
