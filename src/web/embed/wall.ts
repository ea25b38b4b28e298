import type { PublicProof } from '../../shared/contract/proof-page';
import { renderWall, WALL_CSS, wallLayout } from '../../shared/domain/testimonial-wall';

/*
 * The testimonial wall for other sites: {PUBLIC_URL}/embed/wall.js, a build of its own (classic
 * script, no React, no imports), loaded by
 *
 *   <a href="{PUBLIC_URL}/s/{slug}" data-speakerpro-fallback>Testimonials for …</a>
 *   <script src="{PUBLIC_URL}/embed/wall.js" data-speaker="{slug}" data-layout="wall" async></script>
 *
 * The wall takes the place of the fallback link right before the script tag (a link crawlers and
 * browsers without scripts follow to the proof page), or is inserted before the tag. Single-page
 * sites that render later put a placeholder anywhere, at any time:
 *
 *   <div data-speakerpro-wall data-speaker="{slug}" data-layout="carousel"></div>
 *
 * (an <a href> to the proof page works as the placeholder too), found at once and then by a
 * MutationObserver; or call `SpeakerProWall.render(element)` on an element with those attributes.
 * Each wall is drawn in its own shadow root (the site's styles and the wall's do not meet), and
 * its testimonials are fetched once it comes near the screen.
 */

const PLACEHOLDER = '[data-speakerpro-wall]';
const DONE = 'data-speakerpro-done';

interface WallState {
  origin: string;
  observer: IntersectionObserver | null;
}

declare global {
  interface Window {
    /** Set by the first copy of the script that runs; a second copy (an app that adds the tag again) reuses it. */
    __speakerproWall?: WallState;
  }
}

const currentScript = document.currentScript as HTMLScriptElement | null;
// The wall's data comes from the server that served this script, wherever the page is.
const origin = window.__speakerproWall?.origin ?? new URL(currentScript?.src || location.href).origin;

function dataUrl(slug: string): string {
  return `${origin}/api/public/speakers/${encodeURIComponent(slug)}/testimonials`;
}

/** The shadow root's styles: a constructed sheet where the browser has one (a site's CSP then has no say), else a <style>. */
function addStyles(root: ShadowRoot): string {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(WALL_CSS);
    root.adoptedStyleSheets = [sheet];
    return '';
  } catch {
    return `<style>${WALL_CSS}</style>`;
  }
}

/** A link to the proof page inside the wall, for when the testimonials cannot be shown. */
function fallbackLink(root: ShadowRoot, slug: string, text: string) {
  const link = document.createElement('a');
  link.href = `${origin}/s/${encodeURIComponent(slug)}`;
  link.textContent = text;
  link.style.color = '#3730a3';
  root.replaceChildren(link);
}

async function draw(host: HTMLElement, slug: string, layout: string) {
  const root = host.shadowRoot!;
  let proof: PublicProof;
  try {
    const res = await fetch(dataUrl(slug), { credentials: 'omit', mode: 'cors' });
    // The speaker turned the page off (or the slug changed): nothing to show, not even a link.
    if (res.status === 404) return root.replaceChildren();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    proof = (await res.json()) as PublicProof;
  } catch {
    fallbackLink(root, slug, 'Read the testimonials');
    return;
  }
  const chosen = wallLayout(layout);
  root.innerHTML = addStyles(root) + renderWall(proof, { layout: chosen, interactive: true }).value;
  const track = root.querySelector<HTMLElement>('[data-spw-track]');
  if (!track) return;
  const step = (direction: number) => track.scrollBy({ left: direction * track.clientWidth * 0.85, behavior: 'smooth' });
  root.querySelector('[data-spw-prev]')?.addEventListener('click', () => step(-1));
  root.querySelector('[data-spw-next]')?.addEventListener('click', () => step(1));
}

/** The element the wall lives in: the placeholder itself (a <div>), or a <div> that takes a link's place. */
function hostFor(element: HTMLElement): HTMLElement {
  if (element.tagName !== 'A') return element;
  const host = document.createElement('div');
  for (const name of ['data-speaker', 'data-layout']) {
    const value = element.getAttribute(name);
    if (value !== null) host.setAttribute(name, value);
  }
  element.replaceWith(host);
  return host;
}

/** Draws the wall in `element` (a placeholder with data-speaker and data-layout) when it comes into view. */
export function render(element: HTMLElement) {
  if (element.hasAttribute(DONE)) return;
  const slug = element.getAttribute('data-speaker');
  if (!slug) return;
  const host = hostFor(element);
  host.setAttribute(DONE, '');
  if (!host.shadowRoot) host.attachShadow({ mode: 'open' });
  const layout = host.getAttribute('data-layout') ?? 'wall';
  const start = () => void draw(host, slug, layout);
  const state = window.__speakerproWall!;
  if (!state.observer) return start();
  (host as HTMLElement & { __spwStart?: () => void }).__spwStart = start;
  state.observer.observe(host);
}

function renderScriptTag(script: HTMLScriptElement) {
  const slug = script.getAttribute('data-speaker');
  if (!slug || script.hasAttribute(DONE)) return;
  script.setAttribute(DONE, '');
  const before = script.previousElementSibling;
  const host = document.createElement('div');
  host.setAttribute('data-speaker', slug);
  host.setAttribute('data-layout', script.getAttribute('data-layout') ?? 'wall');
  if (before?.hasAttribute('data-speakerpro-fallback')) before.replaceWith(host);
  else script.before(host);
  render(host);
}

function scan(root: ParentNode) {
  if (root instanceof HTMLElement && root.matches(PLACEHOLDER)) render(root);
  root.querySelectorAll<HTMLElement>(PLACEHOLDER).forEach(render);
}

if (!window.__speakerproWall) {
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer!.unobserve(entry.target);
              (entry.target as HTMLElement & { __spwStart?: () => void }).__spwStart?.();
            }
          },
          { rootMargin: '200px' },
        )
      : null;
  window.__speakerproWall = { origin, observer };
  // Placeholders a single-page app adds after this script ran.
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLElement) scan(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (currentScript) renderScriptTag(currentScript);
scan(document);
