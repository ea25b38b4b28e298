import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerTokenSchema, type PendingAnswerResponse } from '../../../shared/contract/feedback';
import { EMPTY_ANSWER, type AnswerField } from '../../../shared/domain/answer-form';
import { thankYouPath } from '../../../shared/domain/thank-you-links';
import type { Translator } from '../../../shared/i18n/catalogue';
import { AppError } from '../../errors';
import type { AnswerErrors, QuestionField } from '../../pages/pages';
import { isQuestionField } from '../../../shared/domain/talk-questions';
import type { PageContext } from './page-context';

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_ANSWER).filter((key) => key !== 'questions'));
/** How long a browser without JavaScript keeps the token that lets it correct its answer. */
const ANSWER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Where a browser without JavaScript keeps its answer token for a talk (the script keeps it in
 * localStorage, features/feedback/answer-tokens.ts): the same phone then corrects its answer at
 * once instead of waiting for an e-mailed link. HttpOnly; it authorises nothing but that answer.
 */
const answerCookie = (presentationId: number) => `sp_answer_${presentationId}`;

/** What a form post's page knows of itself: its talk, how it shows the form again, and its not-found page. */
export interface AnsweredPage {
  presentationId: number;
  t: Translator;
  again: (status: number, errors: AnswerErrors, formError: string | null) => Promise<unknown>;
  notFound: () => Promise<unknown>;
}

type StoreOutcome =
  | { kind: 'stored'; response: { id: number; thankYouKey: string; answerToken: string } }
  | { kind: 'pending'; response: PendingAnswerResponse };
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/**
 * A form post, the talk's or a free page's: stored → 303 to the answer's thank-you page (a reload
 * there sends nothing twice); refused → the same form with the attendee's words and a message
 * next to each field to fix. `parse` checks the post with its API's schema (given the answer
 * token this browser keeps), `store` is the API's own service call.
 */
export async function takeAnswer<T>(
  context: PageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  page: AnsweredPage,
  parse: (answerToken: string | undefined) => Parsed<T>,
  store: (input: T) => Promise<StoreOutcome>,
) {
  const { t, again, presentationId } = page;
  try {
    await context.answerLimit(request, reply);
  } catch (err) {
    if (err instanceof AppError) return again(err.statusCode, {}, err.statusCode === 429 ? t('form.rateLimited') : err.message);
    throw err;
  }
  const kept = request.cookies[answerCookie(presentationId)];
  const parsed = parse(kept && answerTokenSchema.safeParse(kept).success ? kept : undefined);
  if (!parsed.success) {
    const errors: AnswerErrors = {};
    let unplaced = false;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (FORM_FIELDS.has(field)) errors[field as AnswerField] ??= issue.message;
      else if (isQuestionField(field)) errors[field as QuestionField] ??= issue.message;
      else unplaced = true;
    }
    return again(422, errors, unplaced ? t('form.rejected') : null);
  }
  let outcome: StoreOutcome;
  try {
    outcome = await store(parsed.data);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return page.notFound();
    // Too many confirmation links for this address: the form stays, with the server's words.
    if (err instanceof AppError && err.statusCode < 500) return again(err.statusCode, {}, err.message);
    throw err;
  }
  if (outcome.kind === 'stored') {
    const { id: answerId, thankYouKey, answerToken } = outcome.response;
    reply.setCookie(answerCookie(presentationId), answerToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: context.secureCookies,
      maxAge: ANSWER_COOKIE_MAX_AGE_SECONDS,
    });
    return reply.redirect(thankYouPath(presentationId, { id: answerId, thankYouKey }), 303);
  }
  // Another browser already answered with this address: the new answer waits for the e-mailed
  // link, and its own thank-you page says so (the script goes there too, so a reload shows it again).
  return reply.redirect(thankYouPath(presentationId, outcome.response), 303);
}
