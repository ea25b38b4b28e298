/** A burst of confetti, skipped for people who asked their system for less motion. */
export async function celebrate(): Promise<void> {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    // No web worker: the default one is started from a blob: URL, which the app's CSP (script-src 'self') blocks.
    const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
    await fire({ particleCount: 150, spread: 80, origin: { y: 0.6 } });
  } catch {
    // Decoration only: a failure to load it must not affect the saved profile.
  }
}
