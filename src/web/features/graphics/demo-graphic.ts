import type { GraphicRequest } from '../../../shared/domain/graphics';
import { graphicRequestDefaults } from '../../../shared/domain/graphics';
import { ApiError } from '../../lib/api-request';
import { generateDemoGraphic } from './api/generate-demo-graphic';

/** The generated demo graphic's URL is kept in session storage, so a reload shows it again. */
export const DEMO_GRAPHIC_KEY = 'speakerpro.demoGraphicUrl';
export const FALLBACK_SPEAKER_NAME = 'Your Name';

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

function session(): SessionLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function storedDemoGraphic(storage: SessionLike | null = session()): string | null {
  try {
    const url = storage?.getItem(DEMO_GRAPHIC_KEY) ?? null;
    // Only our own stored files: never render an arbitrary URL from storage.
    return url && /^\/api\/(public\/)?files\/[A-Za-z0-9_-]+\/[^/]+$/.test(url) ? url : null;
  } catch {
    return null;
  }
}

export function rememberDemoGraphic(url: string, storage: SessionLike | null = session()): void {
  try {
    storage?.setItem(DEMO_GRAPHIC_KEY, url);
  } catch {
    // Without storage the page still shows the graphic; a reload makes a new one.
  }
}

/**
 * The demo request from the page's query string (?speakerName=&testimonial=&jobRole=&attendeeName=
 * &rating=&eventHashtags=), with the defaults for what is missing.
 */
export function demoRequestFrom(search: string, speakerName?: string | null): GraphicRequest {
  const q = new URLSearchParams(search);
  const rating = Number(q.get('rating'));
  return graphicRequestDefaults({
    speakerName: q.get('speakerName')?.trim() || speakerName?.trim() || FALLBACK_SPEAKER_NAME,
    testimonial: q.get('testimonial'),
    jobRole: q.get('jobRole'),
    attendeeName: q.get('attendeeName'),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    eventHashtags: q.get('eventHashtags'),
  });
}

/** The real steps of making the demo graphic, each reported when it has happened. */
export const DEMO_STEPS = {
  prepared: 10,
  rendered: 30,
  stored: 50,
  downloaded: 70,
  decoded: 90,
  shown: 100,
} as const;

export interface DemoResult {
  /** The stored PNG on the server. */
  url: string;
  /** The downloaded bytes, ready to show without a second request. */
  objectUrl: string;
}

/**
 * Generates (or reuses) the demo graphic and reports progress as each real step completes: request
 * prepared, graphic rendered by the server, its URL stored, the PNG downloaded, the image decoded.
 */
export async function makeDemoGraphic(
  request: GraphicRequest,
  onProgress: (percent: number) => void,
  options: { reuse?: string | null; decode?: (objectUrl: string) => Promise<void> } = {},
): Promise<DemoResult> {
  onProgress(DEMO_STEPS.prepared);
  let url = options.reuse ?? null;
  if (!url) {
    url = (
      await generateDemoGraphic(request).catch((err: unknown) => {
        // The wording for a refused call; a request that never got an answer keeps fetch's own error.
        throw err instanceof ApiError ? new Error(`HTTP error! status: ${err.status}`) : err;
      })
    ).url;
    onProgress(DEMO_STEPS.rendered);
    rememberDemoGraphic(url);
  } else {
    onProgress(DEMO_STEPS.rendered);
  }
  onProgress(DEMO_STEPS.stored);
  const image = await fetch(url, { credentials: 'include' });
  // A stored demo graphic is purged after a day: make a new one.
  if (!image.ok && options.reuse) return makeDemoGraphic(request, onProgress, { ...options, reuse: null });
  if (!image.ok) throw new Error(`HTTP error! status: ${image.status}`);
  const objectUrl = URL.createObjectURL(await image.blob());
  onProgress(DEMO_STEPS.downloaded);
  await (options.decode ?? decodeImage)(objectUrl);
  onProgress(DEMO_STEPS.decoded);
  return { url, objectUrl };
}

async function decodeImage(objectUrl: string): Promise<void> {
  const img = new Image();
  img.src = objectUrl;
  await img.decode();
}
