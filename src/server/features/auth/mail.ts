import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { oneLine } from '../../mail/one-line';
import { issueToken, type TokenPurpose } from './service';
import { greeting } from '../../../shared/domain/greeting';

/** Where each kind of link lands in the web app. */
const LINK_PAGE: Record<TokenPurpose, string> = {
  'verify-email': '/verify-email',
  'change-email': '/verify-email',
  'claim-account': '/claim-account',
  'password-reset': '/reset-password',
  'delete-account': '/speaker/delete-account',
  'undo-email-change': '/undo-email-change',
};

const SIGN_OFF = ['', 'The SpeakerPro team'];

function linkMail(purpose: TokenPurpose, name: string, link: string, about?: string): { subject: string; lines: string[] } {
  const hello = greeting(oneLine(name) || null);
  switch (purpose) {
    case 'verify-email':
      return {
        subject: 'Confirm your e-mail address for SpeakerPro',
        lines: [
          hello,
          '',
          'Please confirm that this is your e-mail address by opening this link (it works once, for 24 hours):',
          link,
          '',
          'Until you do, your assessment reports and anything else we hold under this address stay locked.',
          'If you did not create a SpeakerPro account, ignore this e-mail: nothing will be linked to your address.',
        ],
      };
    case 'change-email':
      return {
        subject: 'Confirm your new e-mail address for SpeakerPro',
        lines: [
          hello,
          '',
          'You asked to use this address for your SpeakerPro account. Open this link to confirm it (it works once, for 24 hours):',
          link,
          '',
          'If you did not ask for this, ignore this e-mail: the account keeps its current address.',
        ],
      };
    case 'claim-account':
      return {
        subject: 'Set your SpeakerPro password',
        lines: [
          hello,
          '',
          'Someone asked to create a password for the free SpeakerPro feedback page registered to this address.',
          'If it was you, open this link and choose your password (it works once, for 24 hours):',
          link,
          '',
          'If it was not you, ignore this e-mail: nobody can open your page or read your feedback without this link.',
        ],
      };
    case 'delete-account':
      return {
        subject: 'Confirm that you want to delete your SpeakerPro account',
        lines: [
          hello,
          '',
          'You asked to delete your SpeakerPro account. Open this link to see what will be deleted and to confirm (it works once, for 1 hour):',
          link,
          '',
          'Deleting erases your profile, your talks, every answer your attendees gave, your testimonial graphics and your uploaded files. It cannot be undone.',
          'If you did not ask for this, ignore this e-mail and change your password: your account stays as it is.',
        ],
      };
    case 'undo-email-change':
      return {
        subject: 'The e-mail address of your SpeakerPro account has changed',
        lines: [
          hello,
          '',
          `The e-mail address of your SpeakerPro account is now ${about ?? 'a new one'}. From now on we write there, and you sign in with it.`,
          '',
          'If you did not make this change, open this link to put this address back and sign out every device (it works once, for 7 days):',
          link,
          '',
          'Then choose a new password with "Forgot your password?" on the sign-in page.',
          'If you made the change, you need not do anything.',
        ],
      };
    case 'password-reset':
      return {
        subject: 'Reset your SpeakerPro password',
        lines: [
          hello,
          '',
          'Open this link to choose a new password (it works once, for 1 hour):',
          link,
          '',
          'When you do, every device signed in to your account is signed out.',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ],
      };
  }
}

/**
 * Issues a single-use link for the user and queues the e-mail that carries it. Queued, not sent
 * while the request waits: the answer takes the same time whether or not the address has an
 * account, and a slow mail server does not hold the page. `about`: the new address, in the
 * e-mail that tells the old one of a change.
 */
export async function sendLinkEmail(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  user: { id: number; firstName: string },
  purpose: TokenPurpose,
  to: string,
  about?: string,
): Promise<void> {
  const token = await issueToken(deps.db, user.id, purpose, to);
  const link = `${deps.publicUrl}${LINK_PAGE[purpose]}?token=${token}`;
  const { subject, lines } = linkMail(purpose, user.firstName, link, about);
  await deps.mailer.enqueue(deps.db, { to, subject, text: [...lines, ...SIGN_OFF].join('\n'), source: `auth-${purpose}` });
  deps.mailer.kick();
}

/**
 * Tells the owner of an address that someone tried to sign up with it: the sign-up's answer is
 * the same for every address, so this e-mail is the only place that says the account exists.
 */
export async function sendSignUpAttemptEmail(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  account: { firstName: string; email: string },
): Promise<void> {
  const lines = [
    greeting(oneLine(account.firstName) || null),
    '',
    'Someone tried to create a SpeakerPro account with this e-mail address, which already has one. Nothing about your account has changed.',
    '',
    `If it was you, sign in here: ${deps.publicUrl}/speaker/login`,
    `If you have forgotten your password, choose a new one here: ${deps.publicUrl}/forgot-password`,
    '',
    'If it was not you, you can ignore this e-mail: nobody can sign in to your account without your password.',
  ];
  await deps.mailer.enqueue(deps.db, {
    to: account.email,
    subject: 'Someone tried to sign up with your address at SpeakerPro',
    text: [...lines, ...SIGN_OFF].join('\n'),
    source: 'auth-sign-up-attempt',
  });
  deps.mailer.kick();
}
