import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobContext, JobRegistration } from '../../jobs/job-queue';
import type { HostLookup } from './address-rules';
import { createWebhookSender } from './delivery';
import { anyWebhook, pruneWebhookDeliveries, queueWebhookEvents } from './events';

const WEBHOOK_TURN_JOB = 'webhooks.turn';
const WEBHOOK_PRUNE_JOB = 'webhooks.prune';

export interface WebhookJobDeps {
  db: Db;
  config: Pick<Config, 'nodeEnv' | 'publicUrl' | 'appSecret' | 'dataDir' | 'webhookRetryBaseMs' | 'webhookTurnMs'>;
  lookup?: HostLookup;
}

/**
 * Every turn (a second by default, so an answer reaches its receiver within a few seconds): queue the events of what was stored since the last turn, then start the deliveries
 * that are due (without waiting for them: a slow receiver holds up neither the next turn nor the
 * others). Hourly: finished deliveries older than the log's retention go.
 */
export function webhookJobs(deps: WebhookJobDeps): JobRegistration[] {
  // A delivery that throws is reported through the queue's logger (known from the first turn on).
  let log: JobContext['log'] | undefined;
  const sender = createWebhookSender({
    ...deps,
    log: { error: (obj, msg) => (log ? log.error(obj, msg) : console.error(msg, obj)) },
  });
  return [
    {
      name: WEBHOOK_TURN_JOB,
      everyMs: deps.config.webhookTurnMs,
      async handler(_data, context) {
        log = context.log;
        // Without any webhook there is nothing to read or send: one cheap query a second.
        if (!(await anyWebhook(deps.db))) return { queued: 0, started: 0 };
        const queued = await queueWebhookEvents(deps.db);
        const started = await sender.pump();
        return { queued, started };
      },
      stop: () => sender.close(),
    },
    {
      name: WEBHOOK_PRUNE_JOB,
      schedule: '47 * * * *',
      async handler() {
        return { removed: await pruneWebhookDeliveries(deps.db) };
      },
    },
  ];
}
