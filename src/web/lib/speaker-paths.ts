/** Client-side routes of the speaker area; links and redirects build their URLs here. */

const seg = (value: string | number) => encodeURIComponent(String(value));

export const speakerRoutePatterns = {
  analytics: '/speaker/analytics',
  slugAnalytics: '/speaker/:speakerSlug/analytics',
  bookingLeads: '/speaker/booking-leads',
  slugBookingLeads: '/speaker/:speakerSlug/booking-leads',
  demoDashboard: '/speaker/demo-dashboard',
  slugDemoDashboard: '/speaker/:speakerSlug/demo-dashboard',
  speakerDemo: '/speaker-demo',
  allEvents: '/speaker/events',
  slugAllEvents: '/speaker/:speakerSlug/events',
  createTalk: '/speaker/events/create',
  slugCreateEvent: '/speaker/:speakerSlug/events/create',
  importTalks: '/speaker/events/import',
  slugImportTalks: '/speaker/:speakerSlug/events/import',
  editEvent: '/speaker/events/:eventId/edit',
  slugEditEvent: '/speaker/:speakerSlug/events/:eventId/edit',
  eventDetail: '/speaker/events/:id',
  slugEventDetail: '/speaker/:speakerSlug/events/:id',
  proofPage: '/speaker/proof-page',
  presenter: '/speaker/events/:id/present',
  slugPresenter: '/speaker/:speakerSlug/events/:id/present',
} as const;

export const speakerPaths = {
  dashboard: '/speaker/dashboard',
  slugDashboard: (slug: string) => `/speaker/${seg(slug)}/dashboard`,
  analytics: (slug: string) => `/speaker/${seg(slug)}/analytics`,
  bookingLeads: (slug: string) => `/speaker/${seg(slug)}/booking-leads`,
  /** The same page from where the slug is not at hand (the header's link). */
  bookingLeadsAnySlug: '/speaker/booking-leads',
  allEvents: (slug: string) => `/speaker/${seg(slug)}/events`,
  createTalk: (slug: string) => `/speaker/${seg(slug)}/events/create`,
  importTalks: (slug: string) => `/speaker/${seg(slug)}/events/import`,
  eventDetail: (slug: string, eventId: number) => `/speaker/${seg(slug)}/events/${seg(eventId)}`,
  editEvent: (slug: string, eventId: number) => `/speaker/${seg(slug)}/events/${seg(eventId)}/edit`,
  presenter: (slug: string, eventId: number) => `/speaker/${seg(slug)}/events/${seg(eventId)}/present`,
  onboardingStep1: '/speaker/onboarding/step1',
  discoverSpeakerPro: '/discover-speakerpro',
  assessmentReports: '/speaker-admin/assessment-reports',
  digitalGiftSetup: '/digital-gift-setup',
  graphicsApproval: (graphicId: string | number) => `/graphics-approval/${seg(graphicId)}`,
  emailGeneration: (eventId: number) => `/email-generation/${seg(eventId)}`,
  proofPage: '/speaker/proof-page',
} as const;

/** The numeric event id from a route parameter, or null when it cannot be one (then the page is 'Event not found'). */
export function parseTalkId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
