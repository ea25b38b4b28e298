import type { FastifyBaseLogger } from 'fastify';
import type { SendOptions } from 'pg-boss';

/** The running queue as features see it: send a job, or stop. Started by queue.ts. */
export interface JobQueue {
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  stop(): Promise<void>;
}

/** What a job's handler is given besides its data. */
export interface JobContext {
  log: FastifyBaseLogger;
}

/**
 * A kind of job and how to run it. Each feature that runs jobs exports its registrations; the
 * process entry hands them to startJobQueue, which creates the queue, works it with `handler`
 * (its answer is kept as the job's output) and, when it runs the schedule, starts it by `schedule`
 * (cron, UTC). The queue itself knows no feature.
 */
export interface JobRegistration<Data extends object = object> {
  name: string;
  handler(data: Data, context: JobContext): Promise<unknown>;
  schedule?: string;
  /**
   * Runs the handler (with no data) in every process that works the queue, `everyMs` after its
   * previous run ended, from a timer of that process instead of through pg-boss, whose schedules
   * run at most once a minute. Several processes run it at once: the handler must take turns
   * itself (e.g. by locking a row with SKIP LOCKED).
   */
  everyMs?: number;
  /** Called when the queue stops, after the handler's last run (e.g. to wait for work it started). */
  stop?(): Promise<void>;
}
