import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './input';

describe('fieldErrorText', () => {
  it('puts the field name before a schema fragment and leaves a sentence alone', () => {
    expect(fieldErrorText('Event name', 'is required')).toBe('Event name is required');
    expect(fieldErrorText('First name', 'First name is required')).toBe('First name is required');
    expect(fieldErrorText('Website', 'Please enter a valid website URL (e.g., example.com)')).toBe(
      'Please enter a valid website URL (e.g., example.com)',
    );
  });
});
