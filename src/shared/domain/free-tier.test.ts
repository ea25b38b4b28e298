import { describe, expect, it } from 'vitest';
import { defaultContentTitle, giftFileProblem, isValidPhone, normalizeGiftUrl } from './free-tier';

describe('defaultContentTitle', () => {
  it("is the name plus a possessive 'Insights'", () => {
    expect(defaultContentTitle('  Maya   Okafor ')).toBe("Maya Okafor's Insights");
  });
});

describe('normalizeGiftUrl', () => {
  it('adds https:// when missing and refuses what is not a link', () => {
    expect(normalizeGiftUrl('maya.example/guide.pdf')).toBe('https://maya.example/guide.pdf');
    expect(normalizeGiftUrl('http://maya.example/x')).toBe('http://maya.example/x');
    expect(normalizeGiftUrl('  ')).toBeNull();
    expect(normalizeGiftUrl('javascript:alert(1)')).toBeUndefined();
    expect(normalizeGiftUrl('not a link')).toBeUndefined();
  });
});

describe('isValidPhone', () => {
  it.each([
    ['+44 7700 900123', true],
    ['(020) 7946-0018', true],
    ['12345', false],
    ['call me', false],
    ['+1'.padEnd(30, '1'), false],
  ])('%s -> %s', (phone, ok) => {
    expect(isValidPhone(phone)).toBe(ok);
  });
});

describe('giftFileProblem', () => {
  const MB = 1024 * 1024;
  it('accepts the listed types up to 10MB', () => {
    expect(giftFileProblem({ name: 'guide.pdf', type: 'application/pdf', size: 10 * MB })).toBeNull();
    expect(giftFileProblem({ name: 'deck.PPTX', type: '', size: 1 })).toBeNull();
    expect(giftFileProblem({ name: 'photo.jpeg', type: 'image/jpeg', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(giftFileProblem({ name: 'tool.exe', type: 'application/octet-stream', size: 1 })).toBe('type');
    expect(giftFileProblem({ name: 'page.html', type: 'text/html', size: 1 })).toBe('type');
    expect(giftFileProblem({ name: 'fake.pdf', type: 'text/html', size: 1 })).toBe('type');
    expect(giftFileProblem({ name: 'guide.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe('size');
  });
});
