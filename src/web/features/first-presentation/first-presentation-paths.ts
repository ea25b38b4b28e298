/** Routes of the first-presentation demo path (presentation onboarding) and where it leads. */

const seg = (value: string | number) => encodeURIComponent(String(value));

export const firstPresentationPaths = {
  signup: '/signup',
  features: '/features',
  addPresentation: '/add-presentation',
  slugAddPresentation: '/speaker/:speakerSlug/add-presentation',
  welcome: '/welcome',
  success: '/success',
  speakerDashboard: '/speaker/dashboard',
  speakerLogin: '/speaker/login',
} as const;

/** The QR step for one presentation. */
export function welcomePath(presentationId: number): string {
  return `${firstPresentationPaths.welcome}?presentationId=${seg(presentationId)}`;
}

export function successPath(presentationId: number | null): string {
  return presentationId === null
    ? firstPresentationPaths.success
    : `${firstPresentationPaths.success}?presentationId=${seg(presentationId)}`;
}

/** The attendee's page for the speaker's own presentation ('Show Me'); never a fixed id. */
export function feedbackPath(presentationId: number): string {
  return `/feedback/${seg(presentationId)}`;
}

export function dashboardPath(speakerSlug: string | undefined): string {
  return speakerSlug ? `/speaker/${seg(speakerSlug)}/dashboard` : firstPresentationPaths.speakerDashboard;
}

/** The demo path has five screens: profile, features, event, QR code, done. */
export const DEMO_STEP_COUNT = 5;
export const DEMO_STEPS = { signup: 1, features: 2, addPresentation: 3, welcome: 4, success: 5 } as const;
