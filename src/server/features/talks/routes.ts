import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTalk,
  createTalkCopy,
  createTalkImport,
  createTalkImportPreview,
  createTalkNotification,
  deleteTalk,
  exportHotLeads,
  exportLeads,
  getDashboard,
  getSpeakerAnalytics,
  getTalk,
  getTalkQrPng,
  getTalkQrSvg,
  listHotLeads,
  listResponses,
  listTalkQuestionResults,
  listTalkResponses,
  listTalks,
  listTestimonials,
  updateTalk,
} from '../../../shared/contract/talks';
import { asksForPage } from '../../../shared/contract/paging';
import { servePage } from '../../http/paging';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { notContactableNote } from '../../../shared/domain/leads';
import { fileNamePart } from '../../../shared/domain/slug';
import { contentDisposition } from '../../http/content-disposition';
import { announceNewTalk, tellOwnerAboutTalk } from './announce';
import { toCsv } from '../../http/csv';
import { deleteOwnTalk } from './delete';
import { talkQuestionResults } from './question-results';
import { notFound } from '../../errors';
import { qrPng, qrSvg } from '../../graphics/qr';
import { previewTalkImport, talksToImport } from './import';
import {
  companyBreakdown,
  copyOwnTalk,
  createOwnTalk,
  createOwnTalks,
  getOwnTalk,
  leadsCsv,
  listOwnTalks,
  listResponses as listOwnResponses,
  pageOwnTalks,
  pageHotLeads,
  pageResponses,
  pageTestimonials,
  responseKeys,
  recentTalks,
  speakerTotals,
  topRoles,
  updateOwnTalk,
} from './service';

const DASHBOARD_ROLES = 6;
const ANALYTICS_ROLES = 8;

/** The talk's part of a file name: its event's name in any script (fileNamePart), or "event". */
const fileSlug = (eventName: string) => fileNamePart(eventName) || 'event';

export async function talksRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { db, config, mailer, storage } = opts.deps;
  const publicUrl = config.publicUrl;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...operationRoute(listTalks),
    handler: async (request, reply) => {
      if (!asksForPage(request.query)) return listOwnTalks(db, request.user!.id, publicUrl);
      return servePage(
        reply,
        request.query,
        { updatedAt: sql`e.updated_at`, id: sql`e.id` },
        (keys) => pageOwnTalks(db, request.user!.id, publicUrl, keys),
        { op: listTalks, publicUrl },
      );
    },
  });

  r.route({
    ...operationRoute(createTalk),
    handler: async (request, reply) => {
      const event = await createOwnTalk(db, request.user!.id, request.body, publicUrl);
      await announceNewTalk({ mailer, config }, request.user!, event);
      return reply.status(201).send(event);
    },
  });

  r.route({
    ...operationRoute(createTalkCopy),
    handler: async (request, reply) => {
      const talk = await copyOwnTalk(db, request.user!.id, request.params.id, request.body, publicUrl);
      // A copy is a new talk with its own link and QR code: the speaker gets them as for any new talk.
      await announceNewTalk({ mailer, config }, request.user!, talk);
      return reply.status(201).send(talk);
    },
  });

  r.route({
    ...operationRoute(createTalkImportPreview),
    handler: async (request) => previewTalkImport(request.body.csv),
  });

  r.route({
    ...operationRoute(createTalkImport),
    handler: async (request, reply) => {
      // No e-mail per talk: a file of many talks would send as many; each talk's page has its link and QR code.
      const talks = await createOwnTalks(db, request.user!.id, talksToImport(request.body.csv), publicUrl);
      return reply.status(201).send({ talks });
    },
  });

  r.route({
    ...operationRoute(getTalk),
    handler: async (request) => getOwnTalk(db, request.user!.id, request.params.id, publicUrl),
  });

  r.route({
    ...operationRoute(updateTalk),
    handler: async (request) => updateOwnTalk(db, request.user!.id, request.params.id, request.body, publicUrl),
  });

  r.route({
    ...operationRoute(deleteTalk),
    handler: async (request, reply) => {
      await deleteOwnTalk(db, storage, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  });

  r.route({
    ...operationRoute(listTalkResponses),
    handler: async (request, reply) => {
      const { id } = request.params;
      await getOwnTalk(db, request.user!.id, id, publicUrl);
      if (!asksForPage(request.query)) return listOwnResponses(db, request.user!.id, id);
      return servePage(reply, request.query, responseKeys, (keys) => pageResponses(db, request.user!.id, keys, id), {
        op: listTalkResponses,
        params: { id },
        publicUrl,
      });
    },
  });

  r.route({
    ...operationRoute(listTalkQuestionResults),
    handler: async (request) => {
      const results = await talkQuestionResults(db, request.user!.id, request.params.id);
      if (!results) throw notFound('Event not found');
      return results;
    },
  });

  r.route({
    ...operationRoute(listResponses),
    handler: async (request, reply) => {
      if (!asksForPage(request.query)) return listOwnResponses(db, request.user!.id);
      return servePage(reply, request.query, responseKeys, (keys) => pageResponses(db, request.user!.id, keys), {
        op: listResponses,
        publicUrl,
      });
    },
  });

  r.route({
    ...operationRoute(listHotLeads),
    handler: async (request, reply) => {
      return servePage(reply, request.query, responseKeys, (keys) => pageHotLeads(db, request.user!.id, keys, request.query.status), {
        op: listHotLeads,
        publicUrl,
      });
    },
  });

  r.route({
    ...operationRoute(listTestimonials),
    handler: async (request, reply) => {
      return servePage(reply, request.query, responseKeys, (keys) => pageTestimonials(db, request.user!.id, keys), {
        op: listTestimonials,
        publicUrl,
      });
    },
  });

  r.route({
    ...operationRoute(getDashboard),
    handler: async (request) => {
      const userId = request.user!.id;
      const [totals, recent, roles] = await Promise.all([
        speakerTotals(db, userId),
        recentTalks(db, userId, publicUrl),
        topRoles(db, userId, DASHBOARD_ROLES),
      ]);
      return { eventCount: totals.events, totalAttendees: totals.attendees, recentEvents: recent, topRoles: roles };
    },
  });

  r.route({
    ...operationRoute(getSpeakerAnalytics),
    handler: async (request) => {
      const userId = request.user!.id;
      const [totals, all, roles, companies] = await Promise.all([
        speakerTotals(db, userId),
        listOwnTalks(db, userId, publicUrl),
        topRoles(db, userId, ANALYTICS_ROLES),
        companyBreakdown(db, userId),
      ]);
      return {
        totals,
        perEvent: all.map((e) => ({
          id: e.id,
          eventName: e.eventName,
          eventDate: e.eventDate,
          responses: e.responseCount,
          hotLeads: e.hotLeadCount,
          testimonials: e.testimonialCount,
          graphics: e.graphicsCount,
        })),
        topRoles: roles,
        companies,
      };
    },
  });

  // A download is a GET; the old POST addresses answer the same through their aliases.
  for (const [kind, op] of [
    ['hot-leads', exportHotLeads],
    ['all-leads', exportLeads],
  ] as const) {
    r.route({
      ...operationRoute(op),
      handler: async (request, reply) => {
        const user = request.user!;
        const event = await getOwnTalk(db, user.id, request.params.id, publicUrl);
        const hot = kind === 'hot-leads';
        const file = await leadsCsv(db, user.id, event, hot);
        const csv = toCsv(file.header, file.rows);
        // Two talks at one event are two files: the talk's title is in the name and the subject.
        const talkSlug = event.talkTitle ? fileNamePart(event.talkTitle) : '';
        const filename = `${kind}-${fileSlug(event.eventName)}${talkSlug ? `-${talkSlug}` : ''}-${event.id}.csv`;
        const talkName = event.talkTitle ? `${event.eventName}: ${event.talkTitle}` : event.eventName;
        // Counted, never named (decision 019): the file holds only attendees who may be contacted.
        const listed = hot ? event.contactableHotLeadCount : event.contactableResponseCount;
        const notListed = (hot ? event.hotLeadCount : event.responseCount) - listed;
        // The speaker can also get the file by e-mail, so it is not lost with the browser download.
        // Reading (GET) sends it only when asked (?email=1); the old POST addresses send it unless
        // told not to (?email=0), as they always have.
        const what = hot ? `hot leads (4-5 star ratings)` : 'leads';
        const emailCopy = request.method === 'GET' ? request.query.email === '1' : request.query.email !== '0';
        if (emailCopy) {
          const sent = await mailer.send({
            to: user.email,
            subject: `${hot ? 'Hot leads' : 'All leads'} from ${talkName}`,
            text:
              `Attached are the ${listed} ${what} from ${talkName} who agreed to be contacted.` +
              (notListed > 0
                ? ` ${notContactableNote(notListed, kind)} They are counted in your dashboard but not named in the file.`
                : ''),
            attachments: [{ filename, content: csv, contentType: 'text/csv; charset=utf-8' }],
            source: `${kind}-export`,
          });
          // What became of the e-mailed copy (sent, queued, outbox, failed), for the page's words.
          reply.header('x-emailed', sent.status);
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', filename))
          .header('cache-control', 'no-store')
          .header('x-not-contactable', String(notListed))
          .send(csv);
      },
    });
  }

  r.route({
    ...operationRoute(getTalkQrSvg),
    handler: async (request, reply) => {
      const event = await getOwnTalk(db, request.user!.id, request.params.id, publicUrl);
      if (request.query.download === '1') {
        reply.header('content-disposition', contentDisposition('attachment', `qr-${fileSlug(event.eventName)}-${event.id}.svg`));
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=300')
        .send(await qrSvg(event.feedbackUrl));
    },
  });

  r.route({
    ...operationRoute(getTalkQrPng),
    handler: async (request, reply) => {
      const event = await getOwnTalk(db, request.user!.id, request.params.id, publicUrl);
      if (request.query.download === '1') {
        reply.header('content-disposition', contentDisposition('attachment', `qr-${fileSlug(event.eventName)}-${event.id}.png`));
      }
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=300')
        .send(await qrPng(event.feedbackUrl));
    },
  });

  r.route({
    ...operationRoute(createTalkNotification),
    handler: async (request, reply) => {
      const { eventName, eventNameOptional, hashtag } = request.body;
      const at = eventNameOptional?.trim() ? ` at ${eventNameOptional.trim()}` : '';
      const sent = await mailer.send({
        to: request.user!.email,
        subject: `Your talk "${eventName}" is ready for feedback`,
        text:
          `Your talk "${eventName}"${at} is set up in SpeakerPro.${hashtag ? ` Hashtag: ${hashtag}.` : ''}\n\n` +
          `Show its QR code at the end of your talk; responses appear in your dashboard: ${publicUrl}/speaker/dashboard`,
        source: 'event-created',
      });
      await tellOwnerAboutTalk({ mailer, config }, request.user!, { talk: eventName, where: at, hashtag });
      return reply.status(202).send({ status: sent.status });
    },
  });
}
