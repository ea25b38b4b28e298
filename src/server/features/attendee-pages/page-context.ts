import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AttendeeScript } from '../../pages/script-assets';
import type { AttendeePagesBorrowed } from './borrowed';

/** What the attendee pages' handlers share, made once when the plugin is registered. */
export interface PageContext {
  db: Db;
  /** Whether the answer-token cookie is sent only over HTTPS. */
  secureCookies: boolean;
  /** The small script every page loads, or null when the web app is not built. */
  script: AttendeeScript | null;
  /** One limit for every posted answer, the talk's and a free page's alike, per client address. */
  answerLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  borrowed: AttendeePagesBorrowed;
}
