import type { Config } from './config';
import type { Db } from './db/client';
import { mirrorOutcomeOnCampaign } from './features/campaigns/delivery';
import { emailMarketingOptOuts } from './features/privacy/consent-rules';
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
