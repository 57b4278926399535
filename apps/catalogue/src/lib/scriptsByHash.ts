/**
 * A page the service worker keeps, rewritten so that no nonce outlives its answer: the
 * inline scripts the server marked with the answer's nonce are allowed by their SHA-256
 * hashes instead, every attribute carrying that nonce is removed, and the content policy
 * names the hashes where it named the nonce. A copy replayed offline then runs exactly the
 * scripts the server wrote, and the nonce its first answer carried is valid nowhere again.
 * A script that did not carry the nonce (an injected one) gets no hash, so it stays blocked.
 * Pure string work over the server's own markup (React writes `nonce="…"` in double quotes,
 * and script bodies never hold `</script`), shared by the worker and its tests.
 */

/** `'nonce-…'` in a policy; the first group is the nonce. */
const nonceSource = /'nonce-([^']+)'/;

/** One script element: opening tag, body, closing tag. */
const scriptElement = /(<script\b[^>]*>)([\s\S]*?)(<\/script\s*>)/gi;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `'sha256-…'`: the policy's source for an inline script with this body (its UTF-8 bytes). */
export async function scriptHashSource(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The nonce a content policy allows scripts by, if any. */
export function policyNonce(policy: string): string | undefined {
  return nonceSource.exec(policy)?.[1];
}

export type HashedDocument = { readonly html: string; readonly policy: string };

/**
 * The document and its content policy with scripts allowed by hash, not by nonce. A policy
 * without a nonce (a copy already rewritten) comes back unchanged.
 */
export async function scriptsByHash(html: string, policy: string): Promise<HashedDocument> {
  const nonce = policyNonce(policy);
  if (nonce === undefined) return { html, policy };
  const nonceAttribute = new RegExp(`\\snonce="${escapeForPattern(nonce)}"`, 'g');
  const hashes = new Set<string>();
  const parts: string[] = [];
  let last = 0;
  for (const match of html.matchAll(scriptElement)) {
    const [whole, open = '', body = '', close = ''] = match;
    // Markup between scripts: links and styles may carry the nonce too.
    parts.push(html.slice(last, match.index).replace(nonceAttribute, ''));
    const carriesNonce = open.match(nonceAttribute) !== null;
    if (carriesNonce && !/\ssrc\s*=/i.test(open)) hashes.add(await scriptHashSource(body));
    parts.push(open.replace(nonceAttribute, ''), body, close);
    last = match.index + whole.length;
  }
  parts.push(html.slice(last).replace(nonceAttribute, ''));
  const rewrittenPolicy = policy
    .split(';')
    .map((directive) => {
      const sources = directive.trim().split(/\s+/);
      const kept = sources.filter((source) => !nonceSource.test(source));
      return sources[0] === 'script-src' ? [...kept, ...hashes].join(' ') : kept.join(' ');
    })
    .join('; ');
  return { html: parts.join(''), policy: rewrittenPolicy };
}
