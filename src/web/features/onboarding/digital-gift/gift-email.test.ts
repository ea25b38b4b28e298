import { describe, expect, it } from 'vitest';
import { giftCallToAction, giftEmailSubject } from '../../../../shared/domain/gift-email';
import { fileNameFromUrl, giftFileProblem, giftFormSchema, titleFromFileName } from './gift-email';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('gift form rules', () => {
  it('requires a title and checks the URL', () => {
    expect(
      messages(giftFormSchema.safeParse({ digitalGiftTitle: '  ', digitalGiftUrl: 'not a url', digitalGiftType: 'external_link' })),
    ).toMatchObject({
      digitalGiftTitle: 'Gift title is required',
      digitalGiftUrl: 'Please enter a valid website address (e.g., example.com)',
    });
  });

  it('adds https:// and turns blanks into null', () => {
    expect(
      giftFormSchema.parse({
        digitalGiftTitle: ' Checklist ',
        digitalGiftDescription: '',
        digitalGiftUrl: 'example.com/gift',
        digitalGiftAccessCode: ' ',
        digitalGiftType: 'external_link',
      }),
    ).toEqual({
      digitalGiftTitle: 'Checklist',
      digitalGiftDescription: null,
      digitalGiftUrl: 'https://example.com/gift',
      digitalGiftAccessCode: null,
      digitalGiftType: 'external_link',
    });
  });

  it('needs the file when the gift is a file, but not a URL otherwise', () => {
    expect(messages(giftFormSchema.safeParse({ digitalGiftTitle: 'Book', digitalGiftUrl: '', digitalGiftType: 'uploaded_file' }))).toEqual({
      digitalGiftUrl: 'Please upload your gift file',
    });
    expect(
      messages(
        giftFormSchema.safeParse({ digitalGiftTitle: 'Book', digitalGiftUrl: 'example.com/a.pdf', digitalGiftType: 'uploaded_file' }),
      ),
    ).toEqual({ digitalGiftUrl: 'Please upload your gift file' });
    expect(
      giftFormSchema.parse({ digitalGiftTitle: 'Book', digitalGiftUrl: '/api/files/abc/a.pdf', digitalGiftType: 'uploaded_file' }),
    ).toMatchObject({
      digitalGiftUrl: '/api/files/abc/a.pdf',
    });
    expect(giftFormSchema.safeParse({ digitalGiftTitle: 'Book', digitalGiftUrl: '', digitalGiftType: 'email_course' }).success).toBe(true);
  });

  it('keeps an uploaded file path out of a link gift', () => {
    expect(
      messages(
        giftFormSchema.safeParse({ digitalGiftTitle: 'Book', digitalGiftUrl: '/api/files/abc/a.pdf', digitalGiftType: 'external_link' }),
      ),
    ).toEqual({ digitalGiftUrl: 'Please enter a valid website address (e.g., example.com)' });
  });
});

describe('gift e-mail texts', () => {
  it('words the subject and button as the attendee sees them', () => {
    expect(giftEmailSubject('Ada', ' Speaking checklist ')).toBe('Your gift from Ada: Speaking checklist');
    expect(giftEmailSubject(' ', 'Book')).toBe('Your gift from your speaker: Book');
    expect(giftCallToAction('external_link')).toBe('Get your gift');
    expect(giftCallToAction('uploaded_file')).toBe('Download your gift');
    expect(giftCallToAction('email_course')).toBe('Start the course');
  });
});

describe('gift files', () => {
  it('accepts the four document types up to 10MB', () => {
    expect(giftFileProblem({ name: 'Book.EPUB', size: 10 * 1024 * 1024 })).toBeNull();
    expect(giftFileProblem({ name: 'a.docx', size: 1 })).toBeNull();
    expect(giftFileProblem({ name: 'a.png', size: 1 })).toBe('Please choose a PDF, DOC, DOCX or EPUB file.');
    expect(giftFileProblem({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The file is larger than 10MB. Please choose a smaller file.',
    );
  });

  it('names files', () => {
    expect(titleFromFileName('Speaking-Checklist.v2.pdf')).toBe('Speaking-Checklist.v2');
    expect(fileNameFromUrl('https://x.example/files/My%20Book.pdf')).toBe('My Book.pdf');
    expect(fileNameFromUrl('/files/abc/guide.pdf')).toBe('guide.pdf');
  });
});
