import * as adminConsole from './admin-console';
import * as apiKeys from './api-keys';
import * as assessment from './assessment';
import * as auth from './auth';
import * as blog from './blog';
import * as campaigns from './campaigns';
import * as compat from './compat';
import * as events from './events';
import * as graphics from './graphics';
import * as infrastructure from './infrastructure';
import * as mailAccounts from './mail-accounts';
import * as reports from './reports';
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
  auth,
  blog,
  campaigns,
  compat,
  events,
  graphics,
  infrastructure,
  mailAccounts,
  reports,
  webhooks,
];

export const OPERATIONS: readonly Operation[] = MODULES.flatMap((module) => Object.values(module).filter(isOperation));
