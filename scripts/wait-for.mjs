// Shared by the start and bench-web scripts: waits for a server to answer.

/** Resolves true once `url` answers 2xx, false when `timeoutMs` passes first. */
export async function waitForUrl(url, timeoutMs, intervalMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
