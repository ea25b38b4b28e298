import type { FastifyReply, FastifyRequest } from 'fastify';
import { speakerSlugParamsSchema, type SpeakerData } from '../../../shared/contract/free-tier';
import { translator } from '../../../shared/i18n/catalogue';
import { AppError } from '../../errors';
import { messagePage } from '../../pages/pages';
import { sendGeneratedHtml } from '../../plugins/web-files';
import { freeFeedbackPage, speakerNotFound } from './free-page';
import type { PageContext } from './page-context';
import { formAction, pageLocale } from './page-language';
import { parseFreePageAnswer, postedForm } from './posted-form';
import { takeAnswer } from './take-answer';

/** Longer than any slug a free page gets: no need to ask the database. */
const FREE_PAGE_SLUG_MAX = speakerSlugParamsSchema.shape.slug.maxLength ?? 120;

/** A free page's speaker, or null when the slug names none (then the page is 'Speaker not found'). */
async function freePageOrNull(context: PageContext, slug: string): Promise<SpeakerData | null> {
  if (slug.length > FREE_PAGE_SLUG_MAX) return null;
  try {
    return await context.borrowed.freePages.speaker(slug);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

const speakerNotFoundPage = (request: FastifyRequest, reply: FastifyReply, t = translator(pageLocale(request))) =>
  sendGeneratedHtml(request, reply.status(404), messagePage({ ...speakerNotFound(t), script: null }));

/** A free page has no talk language: the link's ?lang=, else the browser's, else English. */
export async function showFreePage(context: PageContext, request: FastifyRequest, reply: FastifyReply, slug: string) {
  const speaker = await freePageOrNull(context, slug);
  if (!speaker) return speakerNotFoundPage(request, reply);
  const t = translator(pageLocale(request));
  return sendGeneratedHtml(request, reply, freeFeedbackPage({ t, speaker, action: formAction(request, t), script: context.script }));
}

/** A free page's form post, stored by the service behind POST /api/free-tier-feedback. */
export async function answerFreePage(context: PageContext, request: FastifyRequest, reply: FastifyReply, slug: string) {
  const { body, values, t, action } = postedForm(request, null);
  const speaker = await freePageOrNull(context, slug);
  if (!speaker) return speakerNotFoundPage(request, reply, t);
  const { script } = context;
  return takeAnswer(
    context,
    request,
    reply,
    {
      presentationId: speaker.presentationId,
      t,
      again: (status, errors, formError) =>
        sendGeneratedHtml(request, reply.status(status), freeFeedbackPage({ t, speaker, action, script, values, errors, formError })),
      notFound: () => speakerNotFoundPage(request, reply, t),
    },
    (answerToken) => parseFreePageAnswer(speaker.speakerSlug, body, values, answerToken, t.locale),
    (input) => context.borrowed.freePages.submit(input),
  );
}
