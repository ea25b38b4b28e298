import type { PgBoss, SendOptions } from 'pg-boss';

/** The running queue as features see it: send a job, or stop. Started by queue.ts. */
export interface JobQueue {
  boss: PgBoss;
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  stop(): Promise<void>;
}
