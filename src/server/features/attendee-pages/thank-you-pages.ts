import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ThankYou } from '../../../shared/contract/feedback';
import { translator } from '../../../shared/i18n/catalogue';
import { AppError, notFound } from '../../errors';
import { donePage, messagePage, thankYouLinkBroken, thankYouPage } from '../../pages/pages';
import { memoryRateLimit } from '../../plugins/rate-limit';
import { sendGeneratedHtml } from '../../plugins/web-files';
import { idFrom } from './ids';
import type { PageContext } from './page-context';
import { askedLocale, pageLocale } from './page-language';
import { publicTalkOrNull } from './talk-form';

/** The thank-you page of an answer kept until the attendee follows the link e-mailed to its address. */
async function pendingThanks(
  context: PageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  presentationId: number,
  pendingId: number,
  key: string,
) {
  const thanks = await context.borrowed.answers.pendingThanks(pendingId, key);
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
      script: context.script,
    }),
  );
}

/** The pages after an answer: its thank-you page, and the closing page after the gift. */
export function thankYouPageRoutes(app: FastifyInstance, context: PageContext) {
  const { db, script } = context;
  const thankYouLimit = memoryRateLimit({ bucket: 'thank-you-page', max: 60, windowSeconds: 60 });

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
        const presentation = await publicTalkOrNull(db, presentationId);
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
      let thanks: ThankYou;
      try {
        if (pendingId !== null) return await pendingThanks(context, request, reply, presentationId, pendingId, key);
        thanks = await context.borrowed.answers.thankYou(answerId!, key);
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
    const presentation = await publicTalkOrNull(db, idFrom(request.query.talk));
    const t = translator(pageLocale(request, presentation?.language ?? null));
    return sendGeneratedHtml(request, reply, donePage({ t, speakerName: presentation?.speakerName ?? '', script }));
  });
}
