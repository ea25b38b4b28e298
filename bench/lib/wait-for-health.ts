/** Waits up to a minute for a server the bench started to answer its health check. */
export async function waitForHealth(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}
