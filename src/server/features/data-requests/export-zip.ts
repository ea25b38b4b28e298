import { strToU8, zipSync, type Zippable } from 'fflate';
import { normalizeEmail } from '../../../shared/domain/email';
import { readStoredFile, type Storage } from '../../storage/storage';
import type { collectPersonData } from './service';

type PersonData = Awaited<ReturnType<typeof collectPersonData>>;

const README = `What SpeakerPro holds about your e-mail address, as of the date of this download.

answers.json            your feedback answers, with the talk and speaker they belong to and your consents
                        and, where the speaker follows you up as a lead, their status, note and reminder day;
                        your answers to the speaker's own questions are under questionAnswers
pending-answers.json    changes to an answer sent from another device, waiting for your confirmation
referrals.json          where someone who answered about a talk passed your name and address on to its
                        speaker ("Who else should hear this talk?"), saying you agreed
graphics.json           testimonial graphics made from your answers; the images are in graphics/
waitlist.json           your place on the SpeakerPro waitlist
assessments.json        readiness assessments you took
assessment-reports.json reports made from them
qualified-leads.json    the record made when an assessment qualified
inquiries.json          hire-a-speaker inquiries you sent
owner-leads.json        those requests as they appear in the owner's inbox
free-tier-pages.json    free QR pages made with this address
product-feedback.json   feedback you gave about SpeakerPro
campaign-recipients.json e-mail campaigns you were a recipient of
mail.json               e-mails sent to you (their attachments are in mail/)
opt-outs.json           what you asked us not to use your data for
owner-notes.json        notes SpeakerPro's owner wrote on your record (for example after a call)
marketing-consents.json where you agreed that SpeakerPro may e-mail you news and offers, in the words you agreed to

A speaker account under this address is not part of this download: its owner sees and deletes it
from the speaker area.
`;

const ADDRESS = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+/g;
const OTHER_ADDRESS_MARK = '[another address]';

/**
 * JSON of the records with every e-mail address but the person's own masked, wherever it sits
 * (friends a free page invited, a speaker's reply-to in an e-mail's words): the download holds
 * nothing of anyone else.
 */
function jsonFor(email: string) {
  return (value: unknown) =>
    strToU8(
      JSON.stringify(
        value,
        (_key, v: unknown) =>
          typeof v === 'string' ? v.replace(ADDRESS, (m) => (normalizeEmail(m) === email ? m : OTHER_ADDRESS_MARK)) : v,
        2,
      ),
    );
}

/** The ZIP a person downloads: one JSON file per kind of record, and the files themselves. */
export async function buildPersonDataZip(storage: Pick<Storage, 'get' | 'open'>, email: string, data: PersonData): Promise<Buffer> {
  const json = jsonFor(normalizeEmail(email));
  const entries: Zippable = {
    'README.txt': strToU8(README),
    'answers.json': json(data.answers),
    'pending-answers.json': json(data.pendingAnswers),
    'referrals.json': json(data.referrals),
    'graphics.json': json(data.graphics),
    'waitlist.json': json(data.waitlist),
    'assessments.json': json(data.assessments),
    'assessment-reports.json': json(data.assessmentReports),
    'qualified-leads.json': json(data.qualifiedLeads),
    'inquiries.json': json(data.inquiries),
    'owner-leads.json': json(data.ownerLeads),
    'free-tier-pages.json': json(data.freeTierSignups),
    'product-feedback.json': json(data.productFeedback),
    'campaign-recipients.json': json(data.campaignRecipients),
    'mail.json': json(data.mail),
    'opt-outs.json': json(data.optOuts),
    'owner-notes.json': json(data.ownerNotes),
    'marketing-consents.json': json(data.marketingConsents),
  };
  for (const g of data.graphics) {
    const bytes = g.fileId ? await readFile(storage, g.fileId) : null;
    // PNGs are compressed already.
    if (bytes) entries[`graphics/testimonial-${g.id}.png`] = [bytes, { level: 0 }];
  }
  for (const m of data.mail) {
    for (const [i, a] of m.attachments.entries()) {
      const bytes = await readFile(storage, a.fileId);
      if (bytes) entries[`mail/${m.id}-${i + 1}-${a.filename.replace(/[/\\]/g, '_')}`] = bytes;
    }
  }
  return Buffer.from(zipSync(entries, { level: 6 }));
}

async function readFile(storage: Pick<Storage, 'get' | 'open'>, id: string): Promise<Uint8Array | null> {
  const file = await storage.get(id);
  return file ? readStoredFile(storage, file) : null;
}
