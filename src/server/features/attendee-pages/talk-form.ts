import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicTalk } from '../../../shared/contract/feedback';
import { translator } from '../../../shared/i18n/catalogue';
import type { Db } from '../../db/client';
import { findPublicTalk } from '../../domain/speaker-card';
import { AppError } from '../../errors';
import { feedbackPage, messagePage, talkNotFound } from '../../pages/pages';
import { sendGeneratedHtml } from '../../plugins/web-files';
import type { PageContext } from './page-context';
import { formAction, pageLocale } from './page-language';
import { parseAnswer, postedForm } from './posted-form';
import { takeAnswer } from './take-answer';
import type { AnswerValues } from '../../../shared/domain/answer-form';
import { answerProblem, questionFieldName } from '../../../shared/domain/talk-questions';

/** The talk an id names, or null when there is none (then the page is 'Talk not found'). */
export async function publicTalkOrNull(db: Db, id: number | null): Promise<PublicTalk | null> {
  if (id === null) return null;
  try {
    return await findPublicTalk(db, id);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
  sendGeneratedHtml(request, reply.status(404), messagePage({ ...talkNotFound(translator(pageLocale(request))), script: null }));

/** A talk's answer form, in the talk's language unless the link or the browser says otherwise. */
export async function showTalkForm(
  context: PageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: number | null,
  source: 'qr' | 'link',
) {
  const presentation = await publicTalkOrNull(context.db, id);
  if (!presentation) return notFoundPage(request, reply);
  const t = translator(pageLocale(request, presentation.language));
  return sendGeneratedHtml(
    request,
    reply,
    feedbackPage({ t, presentation, action: formAction(request, t), source, script: context.script }),
  );
}

/**
 * The speaker's questions checked on the page too, so a problem shows at its question (the service
 * checks again when it stores, for the JSON API).
 */
function withQuestionProblems<T extends ReturnType<typeof parseAnswer>>(parsed: T, presentation: PublicTalk, values: AnswerValues) {
  const issues = presentation.questions.flatMap((q) => {
    const field = questionFieldName(q.id);
    const problem = answerProblem(q, values.questions[field]);
    return problem ? [{ code: 'custom' as const, path: [field], message: problem, input: values.questions[field] }] : [];
  });
  if (issues.length === 0) return parsed;
  return { success: false as const, error: { issues: [...(parsed.success ? [] : parsed.error.issues), ...issues] } };
}

/** A talk's form post, stored by the service behind the JSON API's answer. */
export async function answerTalkForm(
  context: PageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: number | null,
  source: 'qr' | 'link',
) {
  const presentation = await publicTalkOrNull(context.db, id);
  if (!presentation) return notFoundPage(request, reply);
  const { body, values, t, action } = postedForm(request, presentation.language);
  const { script } = context;
  return takeAnswer(
    context,
    request,
    reply,
    {
      presentationId: presentation.id,
      t,
      again: (status, errors, formError) =>
        sendGeneratedHtml(
          request,
          reply.status(status),
          feedbackPage({ t, presentation, action, source, script, values, errors, formError }),
        ),
      notFound: () => notFoundPage(request, reply),
    },
    (answerToken) => withQuestionProblems(parseAnswer(presentation.id, body, values, answerToken, t.locale), presentation, values),
    (input) => context.borrowed.answers.submit(input),
  );
}
