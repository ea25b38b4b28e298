import * as adminConsole from './admin-console';
import * as analytics from './analytics';
import * as apiKeys from './api-keys';
import * as assessment from './assessment';
import * as auth from './auth';
import * as billing from './billing';
import * as blog from './blog';
import * as bookingLeads from './booking-leads';
import * as campaigns from './campaigns';
import * as compat from './compat';
import * as dataRequests from './data-requests';
import * as defaultGift from './default-gift';
import * as feedback from './feedback';
import * as feedbackList from './feedback-list';
import * as freeTier from './free-tier';
import * as graphics from './graphics';
import * as infrastructure from './infrastructure';
import * as inquiries from './inquiries';
import * as insights from './insights';
import * as leadFollowUp from './lead-follow-up';
import * as mailAccounts from './mail-accounts';
import * as organizerReport from './organizer-report';
import * as outbox from './outbox';
import * as ownerLeads from './owner-leads';
import * as people from './people';
import * as planPrices from './plan-prices';
import * as plans from './plans';
import * as presenter from './presenter';
import * as privacy from './privacy';
import * as profile from './profile';
import * as proofPage from './proof-page';
import * as publicMisc from './public-misc';
import * as reports from './reports';
import * as revenue from './revenue';
import * as settings from './settings';
import * as talks from './talks';
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
  analytics,
  apiKeys,
  assessment,
  auth,
  billing,
  blog,
  bookingLeads,
  campaigns,
  compat,
  dataRequests,
  defaultGift,
  feedback,
  feedbackList,
  freeTier,
  graphics,
  infrastructure,
  inquiries,
  insights,
  leadFollowUp,
  mailAccounts,
  organizerReport,
  outbox,
  ownerLeads,
  people,
  planPrices,
  plans,
  presenter,
  privacy,
  profile,
  proofPage,
  publicMisc,
  reports,
  revenue,
  settings,
  takeaways,
  talks,
  waitlist,
  webhooks,
];

export const OPERATIONS: readonly Operation[] = MODULES.flatMap((module) => Object.values(module).filter(isOperation));
