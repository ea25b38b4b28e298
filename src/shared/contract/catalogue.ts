import * as adminConsole from './admin-console';
import * as apiKeys from './api-keys';
import * as assessment from './assessment';
import * as blog from './blog';
import * as campaigns from './campaigns';
import * as compat from './compat';
import * as events from './events';
import * as feedback from './feedback';
import * as graphics from './graphics';
import * as organizerReport from './organizer-report';
import * as presenter from './presenter';
import * as profile from './profile';
import * as proofPage from './proof-page';
import * as reports from './reports';
import * as takeaways from './takeaways';
import * as waitlist from './waitlist';
import * as webhooks from './webhooks';
import { isOperation, type Operation } from './operation';

/**
 * Every operation of the API, from each feature's contract module. The server checks at start-up
 * that it mounts each one, and a test that nothing is mounted outside it.
 */
const MODULES: readonly Record<string, unknown>[] = [
  adminConsole,
  apiKeys,
  assessment,
  blog,
  campaigns,
  compat,
  events,
  feedback,
  graphics,
  organizerReport,
  presenter,
  profile,
  proofPage,
  reports,
  takeaways,
  waitlist,
  webhooks,
];

export const OPERATIONS: readonly Operation[] = MODULES.flatMap((module) => Object.values(module).filter(isOperation));
