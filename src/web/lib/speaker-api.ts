/** Endpoints of the speaker's own data; each URL doubles as its query key. */
const base = '/api/speaker-admin';
const seg = (id: number) => encodeURIComponent(String(id));

export const speakerApi = {
  dashboard: `${base}/dashboard`,
  analytics: `${base}/analytics`,
  events: `${base}/events`,
  allResponses: `${base}/all-responses`,
  event: (id: number) => `${base}/events/${seg(id)}`,
  eventResponses: (id: number) => `${base}/events/${seg(id)}/responses`,
  downloadHotLeads: (id: number) => `${base}/events/${seg(id)}/download-hot-leads`,
  downloadAllLeads: (id: number) => `${base}/events/${seg(id)}/download-all-leads`,
  qrSvg: (id: number) => `${base}/events/${seg(id)}/qr.svg`,
  qrPng: (id: number) => `${base}/events/${seg(id)}/qr.png`,
  generateGraphics: (id: number) => `${base}/events/${seg(id)}/generate-graphics`,
  createThankYouEmail: (id: number) => `${base}/events/${seg(id)}/create-thank-you-email`,
} as const;
