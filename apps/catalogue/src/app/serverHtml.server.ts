/**
 * HTML from the API sanitized on the server (DOMPurify over a jsdom window, as DOMPurify
 * recommends), handed to the browser with the page so hydration needs no sanitizer.
 */
import { loadSanitizer } from '../components/SafeHtml';

let ready: Promise<Awaited<ReturnType<typeof loadSanitizer>>> | null = null;

function serverSanitizer() {
  ready ??= (async () => {
    const [{ JSDOM }, sanitizer] = await Promise.all([import('jsdom'), loadSanitizer()]);
    sanitizer.setPurifierWindow(
      new JSDOM('').window as unknown as Parameters<typeof sanitizer.setPurifierWindow>[0],
    );
    return sanitizer;
  })();
  return ready;
}

/** Each piece of HTML and its sanitized form. */
export async function sanitizeOnServer(
  pieces: readonly string[],
  apiUrl: string,
): Promise<Record<string, string>> {
  if (pieces.length === 0) return {};
  const sanitizer = await serverSanitizer();
  return Object.fromEntries(pieces.map((html) => [html, sanitizer.sanitizeHtml(html, apiUrl)]));
}
