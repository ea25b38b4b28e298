import { describe, expect, it } from 'vitest';
import { parseFeedbackTarget, parsePresentationId } from './feedback-target';

describe('parseFeedbackTarget', () => {
  it('treats a purely numeric value as a presentation id', () => {
    expect(parseFeedbackTarget('123')).toEqual({ kind: 'presentation', presentationId: 123 });
    expect(parseFeedbackTarget('007')).toEqual({ kind: 'presentation', presentationId: 7 });
  });

  it('treats anything else as a speaker slug', () => {
    expect(parseFeedbackTarget('jane-doe')).toEqual({ kind: 'speaker', slug: 'jane-doe' });
    expect(parseFeedbackTarget('12a')).toEqual({ kind: 'speaker', slug: '12a' });
    expect(parseFeedbackTarget('-5')).toEqual({ kind: 'speaker', slug: '-5' });
    expect(parseFeedbackTarget('1.5')).toEqual({ kind: 'speaker', slug: '1.5' });
  });

  it('keeps numeric values that cannot be ids on the presentation side, without an id', () => {
    expect(parseFeedbackTarget('0')).toEqual({ kind: 'presentation', presentationId: null });
    expect(parseFeedbackTarget('99999999999999999999')).toEqual({ kind: 'presentation', presentationId: null });
  });
});

describe('parsePresentationId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parsePresentationId('42')).toBe(42);
    expect(parsePresentationId(' 42 ')).toBe(42);
    expect(parsePresentationId('0')).toBeNull();
    expect(parsePresentationId('4e2')).toBeNull();
    expect(parsePresentationId('')).toBeNull();
    expect(parsePresentationId(null)).toBeNull();
    expect(parsePresentationId(undefined)).toBeNull();
    expect(parsePresentationId('2147483648')).toBeNull();
  });
});
