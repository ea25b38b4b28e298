import type { RouteObject } from 'react-router';

/**
 * Put on an owner's page route (as its `handle`): the app router mounts every such route under one
 * admin layout, which asks the server who is signed in before the page renders.
 */
export const ADMIN_ONLY = { adminOnly: true } as const;

export function isAdminOnly(route: RouteObject): boolean {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && (handle as { adminOnly?: unknown }).adminOnly === true;
}

/** Put on a route (as its `handle`) that renders without TanStack Query: no useQuery/useMutation below it. */
export const WITHOUT_QUERY_CLIENT = { withoutQueryClient: true } as const;

export function isWithoutQueryClient(route: RouteObject): boolean {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && (handle as { withoutQueryClient?: unknown }).withoutQueryClient === true;
}

/**
 * Which gate a speaker page sits behind. Each page route says so in its `handle` (speakerGate());
 * the app router mounts every such route under the speaker layout for that
 * kind, which renders the page only once the gate lets the visitor through and hands it what it checked.
 * - signed-in: anyone signed in.
 * - account: anyone signed in; a failed lookup offers a retry instead of the login card.
 * - speaker-role: a signed-in speaker (not an administrator).
 * - onboarded: a signed-in speaker who finished onboarding and has tried the attendee side.
 */
export const SPEAKER_GATES = ['signed-in', 'account', 'speaker-role', 'onboarded'] as const;
export type SpeakerGateKind = (typeof SPEAKER_GATES)[number];

/** A page's gate, and the document title (page name) the tab shows from the gate on, login card included. */
export interface SpeakerGateHandle {
  speakerGate: SpeakerGateKind;
  pageName?: string;
}

export function speakerGate(kind: SpeakerGateKind, pageName?: string): SpeakerGateHandle {
  return pageName === undefined ? { speakerGate: kind } : { speakerGate: kind, pageName };
}

export function speakerGateOf(route: RouteObject): SpeakerGateHandle | null {
  const handle: unknown = route.handle;
  if (typeof handle !== 'object' || handle === null) return null;
  const { speakerGate: kind, pageName } = handle as { speakerGate?: unknown; pageName?: unknown };
  const gate = SPEAKER_GATES.find((g) => g === kind);
  if (!gate) return null;
  return typeof pageName === 'string' ? { speakerGate: gate, pageName } : { speakerGate: gate };
}
