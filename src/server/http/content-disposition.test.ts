import { describe, expect, it } from 'vitest';
import { attachmentDisposition, contentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('escapes quotes and backslashes in the fallback and encodes the exact name', () => {
    expect(attachmentDisposition('a"b\\c (1).pdf')).toBe(`attachment; filename="a_b_c (1).pdf"; filename*=UTF-8''a%22b%5Cc%20%281%29.pdf`);
  });
});

describe('contentDisposition', () => {
  it('gives a plain ASCII name as it is, and any other name with its fallback and exact UTF-8 name', () => {
    expect(contentDisposition('inline', 'qr-talk-3.png')).toBe('inline; filename="qr-talk-3.png"');
    expect(contentDisposition('attachment', 'qr-王芳-3.png')).toBe(
      `attachment; filename="qr-__-3.png"; filename*=UTF-8''qr-%E7%8E%8B%E8%8A%B3-3.png`,
    );
  });
});
