import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ID_MAX } from '../../../shared/contract/common';
import { answerTokenSchema, submitFeedbackSchema, type Presentation } from '../../../shared/contract/feedback';
import { thankYouPath } from '../../../shared/domain/thank-you-links';
import { isDatabaseUnavailableError } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { sendGeneratedHtml } from '../../plugins/web-files';
import { findNulBytes } from '../../plugins/hostile-input';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { confirmPendingAnswer, pendingAnswerLanguage, pendingThanksFor, submitFeedback, thankYouFor } from '../feedback/service';
import { getPresentation } from '../../domain/speaker-card';
import {
  confirmAnswerPage,
  donePage,
  feedbackPage,
  messagePage,
  presentationNotFound,
  thankYouLinkBroken,
  thankYouPage,
  type AnswerErrors,
} from '../../pages/pages';
import { translator, type Translator } from '../../../shared/i18n/catalogue';
import { bestLocale, DEFAULT_LOCALE, supportedLocale, type Locale } from '../../../shared/i18n/locales';
import { EMPTY_ANSWER, type AnswerField, type AnswerValues } from '../../../shared/domain/answer-form';
import { readAttendeeScript } from '../../pages/script-assets';
import { freeTierFeedbackSchema, speakerSlugParamsSchema, type SpeakerData } from '../../../shared/contract/free-tier';
import { getSpeakerData, submitFreeTierFeedback } from '../free-tier/service';
import { freeFeedbackPage, speakerNotFound } from './free-page';

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_ANSWER));
/** The one path under /feedback/ that is neither a talk nor a free page: the campaign's link, the web app's page. */
const WEB_APP_FEEDBACK_PATH = 'campaign';
/** Longer than any slug a free page gets: no need to ask the database. */
const FREE_PAGE_SLUG_MAX = speakerSlugParamsSchema.shape.slug.maxLength ?? 120;
/** How long a browser without JavaScript keeps the token that lets it correct its answer. */
const ANSWER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Where a browser without JavaScript keeps its answer token for a talk (the script keeps it in
 * localStorage, features/feedback/answer-tokens.ts): the same phone then corrects its answer at
 * once instead of waiting for an e-mailed link. HttpOnly; it authorises nothing but that answer.
 */
const answerCookie = (presentationId: number) => `sp_answer_${presentationId}`;

/**
 * The language of an attendee's page: `?lang=` when it names a supported language (the switcher,
 * a link the speaker shared), else the talk's language, else the browser's best match, else English.
 */
/**
 * Where the form posts: its own page, keeping a `?lang=` the attendee chose (a refused post then
 * shows the form in the same language; the stored answer takes it from the hidden field).
 */
function formAction(request: FastifyRequest, t: Translator): string {
  const path = request.url.split('?')[0]!;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.lang === 'string' && supportedLocale(query.lang) === t.locale
    ? `${path}?lang=${encodeURIComponent(t.locale)}`
    : path;
}

/** The language a link or the switcher asks for with `?lang=`, when it is one of ours. */
function askedLocale(request: FastifyRequest): Locale | null {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.lang === 'string' ? supportedLocale(query.lang) : null;
}

function pageLocale(request: FastifyRequest, talkLanguage: Locale | null = null): Locale {
  return askedLocale(request) ?? talkLanguage ?? bestLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** A positive whole number that fits an id, or null (then the page is 'Presentation not found'). */
function idFrom(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= ID_MAX ? id : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A yes/no pair of radio buttons: neither chosen is not answered. */
const yesNo = (value: unknown): boolean | undefined => (value === 'yes' ? true : value === 'no' ? false : undefined);

/** The form's fields as the attendee typed them; a checkbox is sent only when ticked. */
function valuesFrom(body: Record<string, unknown>): AnswerValues {
  const rating = /^\d$/.test(text(body.rating)) ? Number(body.rating) : 0;
  const ticked = (value: unknown) => value !== undefined && value !== '';
  return {
    rating,
    testimonial: text(body.testimonial),
    firstName: text(body.firstName),
    jobRole: text(body.jobRole),
    workEmail: text(body.workEmail),
    businessInquiry: text(body.businessInquiry),
    contactConsent: ticked(body.contactConsent),
    publishConsent: ticked(body.publishConsent),
    takeaway: text(body.takeaway),
    booksSpeakers: yesNo(body.booksSpeakers) ?? null,
    referralName: text(body.referralName),
    referralEmail: text(body.referralEmail),
    referralConsent: ticked(body.referralConsent),
  };
}

/**
 * What both forms' APIs take under the same names, from the form post: the answer, the consent
 * versions the page showed (hidden fields), this browser's answer token and the page's language.
 */
function commonAnswer(body: Record<string, unknown>, values: AnswerValues, answerToken: string | undefined, language: Locale) {
  return {
    rating: /^\d+$/.test(text(body.rating)) ? Number(body.rating) : undefined,
    testimonial: values.testimonial,
    firstName: values.firstName,
    jobRole: values.jobRole,
    workEmail: values.workEmail,
    businessInquiry: values.businessInquiry,
    contactConsent: values.contactConsent,
    publishConsent: values.publishConsent,
    contactConsentVersion: text(body.contactConsentVersion) || undefined,
    publishConsentVersion: text(body.publishConsentVersion) || undefined,
    answerToken,
    language,
  };
}

/** The form post as the JSON API's body, checked by the same schema: the same limits and the same words for every problem. */
function parseAnswer(
  presentationId: number,
  body: Record<string, unknown>,
  values: AnswerValues,
  answerToken: string | undefined,
  language: Locale,
) {
  return submitFeedbackSchema.safeParse({
    presentationId,
    ...commonAnswer(body, values, answerToken, language),
    takeaway: values.takeaway,
    // Anything but yes, no or nothing reaches the schema as it came, which names the field.
    booksSpeakers:
      body.booksSpeakers === undefined || body.booksSpeakers === '' ? undefined : (yesNo(body.booksSpeakers) ?? body.booksSpeakers),
    referralName: values.referralName,
    referralEmail: values.referralEmail,
    referralConsent: values.referralConsent,
  });
}

/**
 * A free page's form post as POST /api/free-tier-feedback's body, checked by its schema. The page
 * marks the job role required as the talk's form does (the API keeps it optional for older
 * clients), so that one is checked here too.
 */
function parseFreePageAnswer(
  speakerSlug: string,
  body: Record<string, unknown>,
  values: AnswerValues,
  answerToken: string | undefined,
  language: Locale,
) {
  const parsed = freeTierFeedbackSchema.safeParse({ speakerSlug, ...commonAnswer(body, values, answerToken, language) });
  if (values.jobRole.trim() !== '') return parsed;
  const required = { code: 'custom' as const, path: ['jobRole'], message: 'is required', input: values.jobRole };
  return { success: false as const, error: { issues: [...(parsed.success ? [] : parsed.error.issues), required] } };
}

/**
 * The attendee's pages as HTML made on the server: the talk, the speaker's name, colours and logo
 * and the whole form arrive in the first response, so a phone on a crowded conference network
 * shows the stars without downloading the web app, and the form works with JavaScript turned off
 * (it posts to its own page). A small script (src/web/attendee/main.ts) adds the kept draft, the
 * messages while typing and the offline retry when it runs. A free-tier speaker's page
 * (/feedback/{speaker slug}) is made here the same way. These pages exist only here: the web app
 * hands its links to them over as whole page loads (decision 044). /feedback/campaign goes on to the app.
 */
export async function attendeePageRoutes(app: FastifyInstance, opts: { deps: AppDeps; webDist: string }) {
  const { db, config, mailer } = opts.deps;
  const script = readAttendeeScript(opts.webDist);
  const answerLimit = memoryRateLimit({ bucket: 'feedback-page', max: config.feedbackRateLimitPerMinute, windowSeconds: 60 });
  const thankYouLimit = memoryRateLimit({ bucket: 'thank-you-page', max: 60, windowSeconds: 60 });
  const confirmLimit = memoryRateLimit({ bucket: 'confirm-answer-page', max: 30, windowSeconds: 60 });

  // Only this plugin's routes read form bodies (Fastify keeps a parser to the plugin that adds it);
  // the API goes on refusing them (plugins/csrf.ts).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // The app's default (no-referrer) makes Chromium send `Origin: null` with a form's post, which the
  // cross-site check (plugins/csrf.ts) must refuse. Same-origin keeps the page's own origin on its
  // post and still tells other sites (the gift's link) nothing.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('referrer-policy', 'same-origin');
  });

  // A page's words follow the browser's languages (when neither the talk nor the link sets one):
  // a shared cache must keep one copy per Accept-Language.
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = reply.getHeader('vary');
    if (
      !String(vary ?? '')
        .toLowerCase()
        .includes('accept-language')
    )
      reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
    return payload;
  });

  // A NUL in the path is no address a link or a QR code gives: it gets the answer every other path
  // with one gets (the API's 400 naming the path), not a page.
  app.addHook('onRequest', async (request, reply) => {
    if (!/%00/.test(request.url.split('?')[0] ?? '')) return;
    const problem = findNulBytes({ url: request.url, params: {}, query: {}, body: undefined })!;
    return reply.status(400).send({ message: problem.message, code: problem.code, details: problem.details });
  });

  // A page's errors as a page, not as the API's JSON: a refused cross-site post, a rate limit, a database restart.
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const unavailable = isDatabaseUnavailableError(err);
    const status =
      err instanceof AppError ? err.statusCode : unavailable ? 503 : err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500 && !unavailable) request.log.error({ err }, 'attendee page failed');
    if (unavailable) reply.header('retry-after', '1');
    const t = translator(pageLocale(request));
    const message = status === 429 ? t('form.rateLimited') : status < 500 ? err.message : t('page.loadFailed');
    return sendGeneratedHtml(request, reply.status(status), messagePage({ t, title: t('page.feedbackTitle'), message, alert: true }));
  });

  async function presentationOrNull(id: number | null): Promise<Presentation | null> {
    if (id === null) return null;
    try {
      return await getPresentation(db, id);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return null;
      throw err;
    }
  }

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendGeneratedHtml(request, reply.status(404), messagePage({ ...presentationNotFound(translator(pageLocale(request))), script: null }));

  async function showForm(request: FastifyRequest, reply: FastifyReply, id: number | null, source: 'qr' | 'link') {
    const presentation = await presentationOrNull(id);
    if (!presentation) return notFoundPage(request, reply);
    const t = translator(pageLocale(request, presentation.language));
    return sendGeneratedHtml(request, reply, feedbackPage({ t, presentation, action: formAction(request, t), source, script }));
  }

  /** What a form post's page knows of itself: its talk, how it shows the form again, and its not-found page. */
  interface AnsweredPage {
    presentationId: number;
    speakerName: string;
    brandColor: string | null;
    t: Translator;
    again: (status: number, errors: AnswerErrors, formError: string | null) => Promise<unknown>;
    notFound: () => Promise<unknown>;
  }
  type StoreOutcome = { kind: 'stored'; response: { id: number; thankYouKey: string; answerToken: string } } | PendingAnswer;
  type PendingAnswer = Extract<Awaited<ReturnType<typeof submitFeedback>>, { kind: 'pending' }>;
  type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

  /**
   * A form post, the talk's or a free page's: stored → 303 to the answer's thank-you page (a reload
   * there sends nothing twice); refused → the same form with the attendee's words and a message
   * next to each field to fix. `parse` checks the post with its API's schema (given the answer
   * token this browser keeps), `store` is the API's own service call.
   */
  async function takeAnswer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    page: AnsweredPage,
    parse: (answerToken: string | undefined) => Parsed<T>,
    store: (input: T) => Promise<StoreOutcome>,
  ) {
    const { t, again, presentationId } = page;
    try {
      await answerLimit(request, reply);
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
        secure: config.secureCookies,
        maxAge: ANSWER_COOKIE_MAX_AGE_SECONDS,
      });
      return reply.redirect(thankYouPath(presentationId, { id: answerId, thankYouKey }), 303);
    }
    // Another browser already answered with this address: the new answer waits for the e-mailed
    // link, and its own thank-you page says so (the script goes there too, so a reload shows it again).
    return reply.redirect(thankYouPath(presentationId, outcome.response), 303);
  }

  /** The form post's body, and the language its form was shown in (its hidden field), so a refusal reads as the form did. */
  function postedForm(request: FastifyRequest, fallback: Locale | null) {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const formLanguage = typeof body.language === 'string' ? supportedLocale(body.language) : null;
    const t = translator(formLanguage ?? pageLocale(request, fallback));
    return { body, values: valuesFrom(body), t, action: formAction(request, t) };
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, id: number | null, source: 'qr' | 'link') {
    const presentation = await presentationOrNull(id);
    if (!presentation) return notFoundPage(request, reply);
    const { body, values, t, action } = postedForm(request, presentation.language);
    return takeAnswer(
      request,
      reply,
      {
        presentationId: presentation.id,
        speakerName: presentation.speakerName,
        brandColor: presentation.brandColorPrimary,
        t,
        again: (status, errors, formError) =>
          sendGeneratedHtml(
            request,
            reply.status(status),
            feedbackPage({ t, presentation, action, source, script, values, errors, formError }),
          ),
        notFound: () => notFoundPage(request, reply),
      },
      (answerToken) => parseAnswer(presentation.id, body, values, answerToken, t.locale),
      (input) => submitFeedback({ db, config, mailer }, input),
    );
  }

  /** A free page's speaker, or null when the slug names none (then the page is 'Speaker not found'). */
  async function freePageOrNull(slug: string): Promise<SpeakerData | null> {
    if (slug.length > FREE_PAGE_SLUG_MAX) return null;
    try {
      return await getSpeakerData(db, slug);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return null;
      throw err;
    }
  }

  const speakerNotFoundPage = (request: FastifyRequest, reply: FastifyReply, t = translator(pageLocale(request))) =>
    sendGeneratedHtml(request, reply.status(404), messagePage({ ...speakerNotFound(t), script: null }));

  /** A free page has no talk language: the link's ?lang=, else the browser's, else English. */
  async function showFreePage(request: FastifyRequest, reply: FastifyReply, slug: string) {
    const speaker = await freePageOrNull(slug);
    if (!speaker) return speakerNotFoundPage(request, reply);
    const t = translator(pageLocale(request));
    return sendGeneratedHtml(request, reply, freeFeedbackPage({ t, speaker, action: formAction(request, t), script }));
  }

  /** A free page's form post, stored by the service behind POST /api/free-tier-feedback. */
  async function answerFreePage(request: FastifyRequest, reply: FastifyReply, slug: string) {
    const { body, values, t, action } = postedForm(request, null);
    const speaker = await freePageOrNull(slug);
    if (!speaker) return speakerNotFoundPage(request, reply, t);
    return takeAnswer(
      request,
      reply,
      {
        presentationId: speaker.presentationId,
        speakerName: speaker.name,
        brandColor: null,
        t,
        again: (status, errors, formError) =>
          sendGeneratedHtml(request, reply.status(status), freeFeedbackPage({ t, speaker, action, script, values, errors, formError })),
        notFound: () => speakerNotFoundPage(request, reply, t),
      },
      (answerToken) => parseFreePageAnswer(speaker.speakerSlug, body, values, answerToken, t.locale),
      (input) => submitFreeTierFeedback(db, (answer) => submitFeedback({ db, config, mailer }, answer), input),
    );
  }

  type QrParams = { Params: { speakerSlug: string; eventId: string } };
  type FeedbackParams = { Params: { presentationIdOrSlug: string } };

  // The slug in a QR address is decoration (it changes with the speaker's name, printed codes stay): the event id decides.
  app.get<QrParams>('/qr/:speakerSlug/:eventId', async (request, reply) => showForm(request, reply, idFrom(request.params.eventId), 'qr'));
  app.post<QrParams>('/qr/:speakerSlug/:eventId', async (request, reply) => answer(request, reply, idFrom(request.params.eventId), 'qr'));

  // A number is a talk; /feedback/campaign is the web app's; anything else is a free speaker's page.
  app.get<FeedbackParams>('/feedback/:presentationIdOrSlug', async (request, reply) => {
    const value = request.params.presentationIdOrSlug;
    if (value === WEB_APP_FEEDBACK_PATH) return reply.callNotFound();
    if (!/^\d+$/.test(value)) return showFreePage(request, reply, value);
    return showForm(request, reply, idFrom(value), 'link');
  });
  app.post<FeedbackParams>('/feedback/:presentationIdOrSlug', async (request, reply) => {
    const value = request.params.presentationIdOrSlug;
    if (value === WEB_APP_FEEDBACK_PATH) return reply.callNotFound();
    if (!/^\d+$/.test(value)) return answerFreePage(request, reply, value);
    return answer(request, reply, idFrom(value), 'link');
  });

  /** The thank-you page of an answer kept until the attendee follows the link e-mailed to its address. */
  async function pendingThanks(request: FastifyRequest, reply: FastifyReply, presentationId: number, pendingId: number, key: string) {
    const thanks = await pendingThanksFor(db, config, pendingId, key);
    if (thanks.presentationId !== presentationId) throw notFound('This thank-you page does not exist.');
    const t = translator(askedLocale(request) ?? thanks.language);
    const notice =
      thanks.state === 'confirmed'
        ? t('thanks.pendingConfirmed')
        : thanks.state === 'expired'
          ? t('thanks.pendingExpired', { email: thanks.email })
          : t('thanks.pending', { email: thanks.email });
    return sendGeneratedHtml(
      request,
      reply,
      thankYouPage({
        t,
        presentationId,
        speakerName: thanks.speakerName,
        brandColor: thanks.brandColorPrimary,
        gift: thanks.gift,
        notice,
        script,
      }),
    );
  }

  // The thank-you page, with the key of the answer (after the form, a reload, the gift e-mail) or
  // of the answer kept for its e-mailed link. Without a key it cannot know whose answer to show:
  // it says so, in the talk's or the browser's language, and where the complete link is.
  app.get<{ Params: { presentationId: string }; Querystring: { answer?: string; pending?: string; key?: string; lang?: string } }>(
    '/thank-you/:presentationId',
    { onRequest: thankYouLimit },
    async (request, reply) => {
      const { answer: answerParam, pending: pendingParam, key } = request.query;
      const presentationId = idFrom(request.params.presentationId);
      if (answerParam === undefined && pendingParam === undefined && key === undefined) {
        const presentation = await presentationOrNull(presentationId);
        const t = translator(pageLocale(request, presentation?.language ?? null));
        return sendGeneratedHtml(
          request,
          reply.status(400),
          messagePage({ t, title: t('page.thankYouBrokenTitle'), message: t('thanks.incompleteLink'), alert: true }),
        );
      }
      const broken = () =>
        sendGeneratedHtml(request, reply.status(404), messagePage({ ...thankYouLinkBroken(translator(pageLocale(request))), alert: true }));
      const answerId = idFrom(answerParam);
      const pendingId = idFrom(pendingParam);
      if (
        presentationId === null ||
        (answerId === null) === (pendingId === null) ||
        typeof key !== 'string' ||
        key === '' ||
        key.length > 200
      )
        return broken();
      let thanks: Awaited<ReturnType<typeof thankYouFor>>;
      try {
        if (pendingId !== null) return await pendingThanks(request, reply, presentationId, pendingId, key);
        thanks = await thankYouFor(db, config, answerId!, key);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) return broken();
        throw err;
      }
      if (thanks.presentationId !== presentationId) return broken();
      // In the language the attendee answered in, unless the link asks for another.
      return sendGeneratedHtml(
        request,
        reply,
        thankYouPage({
          t: translator(askedLocale(request) ?? thanks.language),
          presentationId,
          speakerName: thanks.speakerName,
          brandColor: thanks.brandColorPrimary,
          gift: thanks.gift,
          graphic: thanks.graphicToken ? { responseId: thanks.responseId, token: thanks.graphicToken } : null,
          script,
        }),
      );
    },
  );

  // The closing page after the gift, linked from the thank-you page with its talk and language
  // (without a talk, or with an unknown one, it thanks on behalf of "the speaker").
  app.get<{ Querystring: { talk?: string; lang?: string } }>('/magic', async (request, reply) => {
    const presentation = await presentationOrNull(idFrom(request.query.talk));
    const t = translator(pageLocale(request, presentation?.language ?? null));
    return sendGeneratedHtml(request, reply, donePage({ t, speakerName: presentation?.speakerName ?? '', script }));
  });

  // The link e-mailed to confirm a changed answer, in the language the answer was given in.
  // Opening it changes nothing; the button posts the token back (a form post, allowed only here
  // and on the answer pages: plugins/csrf.ts).
  app.get<{ Querystring: { token?: string; lang?: string } }>('/confirm-answer', { onRequest: confirmLimit }, async (request, reply) => {
    const token = typeof request.query.token === 'string' && request.query.token.length <= 200 ? request.query.token : null;
    const language = token ? await pendingAnswerLanguage(db, token) : null;
    const t = translator(language ?? pageLocale(request));
    return sendGeneratedHtml(request, reply.status(token ? 200 : 400), confirmAnswerPage({ t, token, script }));
  });
  app.post('/confirm-answer', { onRequest: confirmLimit }, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const token = typeof body.token === 'string' && body.token !== '' && body.token.length <= 200 ? body.token : null;
    const asked = typeof body.lang === 'string' ? supportedLocale(body.lang) : null;
    const t = translator(asked ?? pageLocale(request));
    if (!token) return sendGeneratedHtml(request, reply.status(400), confirmAnswerPage({ t, token: null, script }));
    try {
      const { talkTitle } = await confirmPendingAnswer(db, token);
      return sendGeneratedHtml(request, reply, confirmAnswerPage({ t, token, outcome: { saved: talkTitle }, script }));
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 400) throw err;
      return sendGeneratedHtml(
        request,
        reply.status(400),
        confirmAnswerPage({ t, token, outcome: { problem: t('confirm.invalid') }, script }),
      );
    }
  });
}
