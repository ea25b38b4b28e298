/** Endpoints of the graphics feature; the GET URLs double as query keys. */
const seg = (id: number | string) => encodeURIComponent(String(id));

export const graphicsApi = {
  approval: (graphicId: number | string) => `/api/speaker-admin/graphics-approval/${seg(graphicId)}`,
  excerpt: (graphicId: number) => `/api/speaker-admin/graphics-approval/${seg(graphicId)}/excerpt`,
  generate: (graphicId: number) => `/api/speaker-admin/graphics-approval/${seg(graphicId)}/generate`,
  deleteTestimonial: (graphicId: number) => `/api/speaker-admin/graphics-approval/${seg(graphicId)}/delete-testimonial`,
  share: (graphicId: number) => `/api/speaker-admin/graphics-approval/${seg(graphicId)}/share`,
  generateAll: (eventId: number) => `/api/speaker-admin/events/${seg(eventId)}/generate-all-graphics`,
  batch: (batchId: number) => `/api/speaker-admin/graphic-batches/${seg(batchId)}`,
  adminData: '/api/admin/testimonial-graphics/data',
  adminGenerate: (id: number) => `/api/admin/testimonial-graphics/generate/${seg(id)}`,
  adminGenerateAll: '/api/admin/testimonial-graphics/generate-all',
  adminDelete: (id: number) => `/api/admin/testimonial-graphics/${seg(id)}`,
  adminApprove: (id: number) => `/api/admin/testimonial-graphics/${seg(id)}/approve`,
  demo: '/api/generate-graphic',
} as const;

export const graphicsPaths = {
  approval: '/graphics-approval/:graphicId',
  admin: '/testimonial-graphics',
  example: '/graphic-example',
  demo: '/graphic-demo',
} as const;

/** The graphic id from the route, or null when it cannot be one (then the page says 'Graphic not found'). */
export function parseGraphicId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** The LinkedIn share dialog for a public link. */
export function linkedinShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

/** Adds download=1 to an image URL (the server then answers with Content-Disposition: attachment). */
export function downloadUrl(imageUrl: string): string {
  return `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}download=1`;
}
