import type { z } from 'zod';
import type {
  Gift,
  PendingAnswerResponse,
  SubmitFeedbackResponse,
  submitFeedbackSchema,
  ThankYou,
} from '../../../shared/contract/feedback';
import type { FreeTierFeedbackResponse, freeTierFeedbackSchema, SpeakerData } from '../../../shared/contract/free-tier';
import type { Locale } from '../../../shared/i18n/locales';

/** An answer kept until the attendee follows the link e-mailed to its address: its thank-you page says so. */
type Pending = { kind: 'pending'; response: PendingAnswerResponse };

/** What the thank-you page of an answer kept for its e-mailed link shows. */
export interface PendingThanks {
  presentationId: number;
  speakerName: string;
  brandColorPrimary: string;
  gift: Gift | null;
  email: string;
  language: Locale;
  state: 'waiting' | 'confirmed' | 'expired';
}

/**
 * The feedback feature's own work on a talk's answers, as its JSON API does it: storing one, the
 * two thank-you pages' contents, and confirming a changed answer. Every function throws the API's
 * errors (a 404 for a wrong key or a missing answer, a 400 for a spent confirmation link).
 */
export interface TalkAnswers {
  submit: (answer: z.output<typeof submitFeedbackSchema>) => Promise<{ kind: 'stored'; response: SubmitFeedbackResponse } | Pending>;
  thankYou: (answerId: number, key: string) => Promise<ThankYou>;
  pendingThanks: (pendingId: number, key: string) => Promise<PendingThanks>;
  /** The language of the answer a confirmation link would apply, or null when the link is spent or unknown. */
  pendingLanguage: (token: string) => Promise<Locale | null>;
  confirmPending: (token: string) => Promise<{ talkTitle: string }>;
}

/** The free-tier feature's own work on a free page: who it belongs to, and storing its answer. */
export interface FreePages {
  speaker: (slug: string) => Promise<SpeakerData>;
  submit: (answer: z.output<typeof freeTierFeedbackSchema>) => Promise<{ kind: 'stored'; response: FreeTierFeedbackResponse } | Pending>;
}

/**
 * What the attendee's pages borrow from the two features whose data they show and store, handed
 * over where the app is composed (app.ts): the pages are one plugin (one form parser, one rate
 * limit on posted answers, one /feedback/{talk or speaker} address), the work behind them is the
 * lenders' own.
 */
export interface AttendeePagesBorrowed {
  answers: TalkAnswers;
  freePages: FreePages;
}
