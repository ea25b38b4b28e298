import { describe, expect, it } from 'vitest';
import { validateWaitlistForm, WAITLIST_MESSAGES } from './waitlist';

describe('validateWaitlistForm', () => {
  it('asks for the name first, then the e-mail, then a valid e-mail', () => {
    expect(validateWaitlistForm({ name: '   ', email: '' })).toBe(WAITLIST_MESSAGES.nameRequired);
    expect(validateWaitlistForm({ name: 'Maya', email: '  ' })).toBe(WAITLIST_MESSAGES.emailRequired);
    expect(validateWaitlistForm({ name: 'Maya', email: 'maya@example' })).toBe(WAITLIST_MESSAGES.invalidEmail);
    expect(validateWaitlistForm({ name: 'Maya', email: 'maya @example.com' })).toBe(WAITLIST_MESSAGES.invalidEmail);
    expect(validateWaitlistForm({ name: 'Maya', email: ' maya@example.com ' })).toBeNull();
  });

  it('uses the spec texts', () => {
    expect(WAITLIST_MESSAGES.invalidEmail).toEqual({ title: 'Invalid Email', description: 'Please enter a valid email address.' });
    expect(WAITLIST_MESSAGES.nameRequired.description).toBe('Please enter your name to join the waitlist.');
  });
});
