import type { Config } from './config';
import type { Db } from './db/client';
import type { AppDeps } from './deps';
import { mirrorOutcomeOnCampaign } from './features/campaigns/delivery';
import { freeTierJobs } from './features/free-tier/jobs';
import { graphicsJobs } from './features/graphics/jobs';
import { leadFollowUpJobs } from './features/lead-follow-up/jobs';
import type { GraphicsDeps } from './features/graphics/service';
import { ownerLeadJobs } from './features/owner-leads/jobs';
import { ownerLeadDeps } from './domain/owner-leads';
import { emailMarketingOptOuts } from './domain/consent-rules';
import { webhookJobs } from './features/webhooks/jobs';
import type { JobRegistration } from './jobs/job-queue';
import { createMailerFromConfig, type Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';

/*
 * Where the features are plugged into the infrastructure below them (the mailer, the job queue):
 * those modules know no feature, so the process entry and the test harness assemble them here.
 */

/** The mailer the app runs with: the privacy rules decide who refused marketing mail, and campaigns count each outcome. */
export function createAppMailer(config: Config, db: Db, storage: Storage): Mailer {
  const mailer = createMailerFromConfig(config, db, storage, { marketingOptOuts: emailMarketingOptOuts });
  mailer.onSettled(mirrorOutcomeOnCampaign);
  return mailer;
}

/** What the features' jobs run with: every dependency but the queue itself, which is started with them. */
export type JobDeps = Omit<AppDeps, 'jobs'>;

/**
 * Every feature's jobs, for startJobQueue: graphics batches and clean-up, the owner's and free
 * speakers' notices, the speakers' lead reminders, and the webhooks' turn (new events queued, due deliveries sent) every second.
 */
export function featureJobs(deps: JobDeps & Pick<GraphicsDeps, 'renderer'>): JobRegistration[] {
  const notices = ownerLeadDeps(deps);
  return [...graphicsJobs(deps), ...ownerLeadJobs(notices), ...freeTierJobs(notices), ...leadFollowUpJobs(notices), ...webhookJobs(deps)];
}
