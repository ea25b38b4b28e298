import type { Dashboard, Talk } from '../../../shared/contract/talks';
import { SHORT_CODE_ALPHABET } from '../../../shared/domain/short-link';

/** Fixed sample numbers for the public demo dashboard; nothing here is read from the server. */
export const DEMO_FIRST_NAME = 'Alex';

/** A code from the real alphabet, so the demo looks like a real talk's link. */
const demoShortCode = (id: number) =>
  `DEMX${SHORT_CODE_ALPHABET[id % SHORT_CODE_ALPHABET.length]}${SHORT_CODE_ALPHABET[(id * 7) % SHORT_CODE_ALPHABET.length]}`;

const demoEvent = (
  e: Omit<
    Talk,
    | 'feedbackUrl'
    | 'shortCode'
    | 'shortUrl'
    | 'createdAt'
    | 'updatedAt'
    | 'talkTitle'
    | 'hashtag'
    | 'client'
    | 'askTakeaway'
    | 'askBooking'
    | 'language'
    | 'timeZone'
    | 'effectiveTimeZone'
    | 'gift'
    | 'questions'
  > &
    Partial<Talk>,
): Talk => ({
  talkTitle: null,
  hashtag: null,
  client: null,
  feedbackUrl: `https://speakerpro.app/qr/alex-morgan/${e.id}`,
  shortCode: demoShortCode(e.id),
  shortUrl: `https://speakerpro.app/t/${demoShortCode(e.id)}`,
  createdAt: e.eventDate,
  updatedAt: e.eventDate,
  askTakeaway: true,
  askBooking: true,
  language: null,
  timeZone: null,
  effectiveTimeZone: 'Europe/London',
  gift: null,
  questions: [],
  ...e,
});

export const DEMO_EVENTS: Talk[] = [
  demoEvent({
    id: 101,
    eventName: 'Leadership Summit 2025',
    talkTitle: 'Leading Through Change',
    venue: 'ExCeL London',
    client: 'Summit Events Ltd',
    eventDate: '2025-10-14T00:00:00.000Z',
    status: 'completed',
    expectedAudienceSize: 120,
    responseCount: 47,
    hotLeadCount: 31,
    contactableResponseCount: 40,
    contactableHotLeadCount: 27,
    testimonialCount: 28,
    graphicsCount: 12,
    averageRating: 4.6,
    responseRate: 39,
  }),
  demoEvent({
    id: 102,
    eventName: 'Sales Kick-Off',
    talkTitle: 'Stories That Sell',
    venue: 'Manchester Central',
    client: 'Northwind Traders',
    eventDate: '2025-09-02T00:00:00.000Z',
    status: 'completed',
    expectedAudienceSize: null,
    responseCount: 23,
    hotLeadCount: 15,
    contactableResponseCount: 20,
    contactableHotLeadCount: 13,
    testimonialCount: 14,
    graphicsCount: 5,
    averageRating: 4.3,
    responseRate: null,
  }),
];

export const DEMO_DASHBOARD: Dashboard = {
  eventCount: DEMO_EVENTS.length,
  totalAttendees: DEMO_EVENTS.reduce((sum, e) => sum + e.responseCount, 0),
  recentEvents: DEMO_EVENTS,
  topRoles: [
    { role: 'Head of Sales', count: 14, percentage: 20 },
    { role: 'HR Director', count: 12, percentage: 17 },
    { role: 'CEO', count: 9, percentage: 13 },
    { role: 'Marketing Manager', count: 8, percentage: 11 },
    { role: 'Team Lead', count: 6, percentage: 9 },
    { role: 'Event Manager', count: 4, percentage: 6 },
  ],
};

export const REQUEST_ACCESS_MAILTO = 'mailto:hello@speakerpro.app?subject=SpeakerPro%20access%20request';
