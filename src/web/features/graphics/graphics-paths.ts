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
