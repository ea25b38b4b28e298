/** Test helpers: reading QR codes and e-mail attachments the way a phone and a mail client would. */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailMessages } from '../db/schema';

/** The text a QR code in a PNG encodes, or null when no code is found. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** The decoded bytes of the first base64 attachment of `contentType` in a raw MIME message. */
export function mimeAttachment(raw: string, contentType: string): { filename: string | null; bytes: Buffer } | null {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const split = part.indexOf('\r\n\r\n');
      if (split === -1) continue;
      const headers = part.slice(0, split);
      if (!new RegExp(`content-type:\\s*${contentType.replace('/', '\\/')}`, 'i').test(headers)) continue;
      if (!/content-transfer-encoding:\s*base64/i.test(headers)) continue;
      const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? null;
      return { filename, bytes: Buffer.from(part.slice(split + 4).replace(/\s+/g, ''), 'base64') };
    }
  }
  return null;
}

/** A free QR wizard's sign-up as the wizard sends it (Maya Okafor's page), with `overrides`. */
export const wizardSignupBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maya Okafor',
  email: 'maya.free@example.com',
  phone: '+44 7700 900123',
  contentType: 'webinar',
  contentTitle: 'Hybrid Teams That Work',
  giftTitle: 'Hybrid Team Checklist',
  giftUrl: 'maya.example/checklist',
  accessCode: 'TEAM25',
  hasShared: true,
  speakerFriends: [{ email: 'friend@example.com' }, { email: '' }],
  whatsappInterest: { interested: true, phoneNumber: '+44 7700 900123', timestamp: new Date().toISOString(), agreedToTerms: true },
  agentIntroInterest: { interested: false, timestamp: new Date().toISOString() },
  tier: 'free',
  ...overrides,
});

/**
 * The slug of the free page whose link was last e-mailed to `email`: the sign-up's answer names no
 * page (decision 088), so a test finds it where the speaker does, in the QR code e-mail.
 */
export async function freePageSlugFromMail(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailMessages.textBody })
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email.trim().toLowerCase()), eq(mailMessages.source, 'free-tier-qr')))
    .orderBy(desc(mailMessages.id))
    .limit(1);
  const slug = mail ? /\/feedback\/([^\s/]+)/.exec(mail.text)?.[1] : undefined;
  if (!slug) throw new Error(`no free page e-mailed to ${email}`);
  return decodeURIComponent(slug);
}
