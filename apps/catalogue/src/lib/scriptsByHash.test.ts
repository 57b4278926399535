import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { policyNonce, scriptHashSource, scriptsByHash } from './scriptsByHash';

const nonce = 'q1w2e3r4t5y6u7i8o9p0+/==';
const policy = `default-src 'self'; script-src 'self' 'nonce-${nonce}' https://chat.example; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'`;
const config = 'window.__TERRITORIO_CONFIG__={"apiUrl":"http://api.example"}';
const context = 'window.__reactRouterContext = {"state":"\\u003cb\\u003e"};';
const entry = 'import "/assets/entry.client-abc.js";';
const page = [
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
  `<script nonce="${nonce}">${config}</script>`,
  '<script type="application/ld+json">{"@type":"AutoDealer"}</script>',
  `</head><body><main>Oportunidades</main><script nonce="${nonce}">${context}</script>`,
  `<script type="module" nonce="${nonce}" async="">${entry}</script>`,
  `<script src="/assets/chat.js" nonce="${nonce}"></script>`,
  '<script>alert("injected")</script></body></html>',
].join('');

const sha256 = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('scriptsByHash', () => {
  it('allows by hash exactly the inline scripts that carried the nonce, and drops the nonce', async () => {
    const kept = await scriptsByHash(page, policy);
    expect(kept.html).not.toContain(nonce);
    expect(policyNonce(kept.policy)).toBeUndefined();
    expect(kept.policy).not.toContain("'nonce-");
    const scriptSrc = kept.policy
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(
      `script-src 'self' https://chat.example ${sha256(config)} ${sha256(context)} ${sha256(entry)}`,
    );
    // The script without the nonce stays unlisted, so still blocked.
    expect(kept.policy).not.toContain(sha256('alert("injected")'));
    // Everything but the nonce attributes is as the server wrote it.
    expect(kept.html).toBe(page.replaceAll(` nonce="${nonce}"`, ''));
    expect(kept.policy.split('; ').slice(2)).toEqual(policy.split('; ').slice(2));
  });

  it('hashes the UTF-8 bytes of the body, as browsers do', async () => {
    expect(await scriptHashSource('a="Sin conexión"')).toBe(sha256('a="Sin conexión"'));
  });

  it('leaves a copy already rewritten, or without a nonce, unchanged', async () => {
    const once = await scriptsByHash(page, policy);
    expect(await scriptsByHash(once.html, once.policy)).toEqual(once);
    expect(await scriptsByHash(page, "default-src 'self'")).toEqual({
      html: page,
      policy: "default-src 'self'",
    });
  });
});
