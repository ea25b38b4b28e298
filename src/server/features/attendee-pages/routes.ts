import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { readAttendeeScript } from '../../pages/script-assets';
import { memoryRateLimit } from '../../plugins/rate-limit';
import type { AttendeePagesBorrowed } from './borrowed';
import { confirmAnswerPageRoutes } from './confirm-answer-page';
import { answerFreePage, showFreePage } from './free-page-form';
import { idFrom } from './ids';
import type { PageContext } from './page-context';
import { registerPageHandling } from './page-hooks';
import { answerTalkForm, showTalkForm } from './talk-form';
import { thankYouPageRoutes } from './thank-you-pages';

/** The one path under /feedback/ that is neither a talk nor a free page: the campaign's link, the web app's page. */
const WEB_APP_FEEDBACK_PATH = 'campaign';

/**
 * The attendee's pages as HTML made on the server: the talk, the speaker's name, colours and logo
 * and the whole form arrive in the first response, so a phone on a crowded conference network
 * shows the stars without downloading the web app, and the form works with JavaScript turned off
 * (it posts to its own page). A small script (src/web/attendee/main.ts) adds the kept draft, the
 * messages while typing and the offline retry when it runs. A free-tier speaker's page
 * (/feedback/{speaker slug}) is made here the same way. These pages exist only here: the web app
 * hands its links to them over as whole page loads (decision 044). /feedback/campaign goes on to the app.
 * `borrowed`: the feedback and free-tier features' services that store and show the answers (decision 066).
 */
export async function attendeePageRoutes(app: FastifyInstance, opts: { deps: AppDeps; webDist: string; borrowed: AttendeePagesBorrowed }) {
  const { db, config } = opts.deps;
  const context: PageContext = {
    db,
    secureCookies: config.secureCookies,
    script: readAttendeeScript(opts.webDist),
    answerLimit: memoryRateLimit({ bucket: 'feedback-page', max: config.feedbackRateLimitPerMinute, windowSeconds: 60 }),
    borrowed: opts.borrowed,
  };
  registerPageHandling(app);

  type QrParams = { Params: { speakerSlug: string; eventId: string } };
  type FeedbackParams = { Params: { presentationIdOrSlug: string } };

  // The slug in a QR address is decoration (it changes with the speaker's name, printed codes stay): the event id decides.
  app.get<QrParams>('/qr/:speakerSlug/:eventId', async (request, reply) =>
    showTalkForm(context, request, reply, idFrom(request.params.eventId), 'qr'),
  );
  app.post<QrParams>('/qr/:speakerSlug/:eventId', async (request, reply) =>
    answerTalkForm(context, request, reply, idFrom(request.params.eventId), 'qr'),
  );

  // A number is a talk; /feedback/campaign is the web app's; anything else is a free speaker's page.
  app.get<FeedbackParams>('/feedback/:presentationIdOrSlug', async (request, reply) => {
    const value = request.params.presentationIdOrSlug;
    if (value === WEB_APP_FEEDBACK_PATH) return reply.callNotFound();
    if (!/^\d+$/.test(value)) return showFreePage(context, request, reply, value);
    return showTalkForm(context, request, reply, idFrom(value), 'link');
  });
  app.post<FeedbackParams>('/feedback/:presentationIdOrSlug', async (request, reply) => {
    const value = request.params.presentationIdOrSlug;
    if (value === WEB_APP_FEEDBACK_PATH) return reply.callNotFound();
    if (!/^\d+$/.test(value)) return answerFreePage(context, request, reply, value);
    return answerTalkForm(context, request, reply, idFrom(value), 'link');
  });

  thankYouPageRoutes(app, context);
  confirmAnswerPageRoutes(app, context);
}
