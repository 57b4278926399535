import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { fontPreloadTags, fontPreloadVitePlugin } from './fontPreload';

// A tiny app built by the real Vite: a page, a script, a stylesheet with an @font-face.
const root = mkdtempSync(join(tmpdir(), 'font-preload-'));
mkdirSync(join(root, 'fonts'));
// Not a real font: Vite copies and hashes it like any asset, which is all this test needs.
writeFileSync(join(root, 'fonts', 'brand-latin.woff2'), Buffer.alloc(8192, 1));
writeFileSync(join(root, 'fonts', 'brand-greek.woff2'), Buffer.alloc(8192, 2));
writeFileSync(
  join(root, 'style.css'),
  [
    "@font-face { font-family: Brand; src: url('./fonts/brand-latin.woff2') format('woff2'); unicode-range: U+0000-00FF; }",
    "@font-face { font-family: Brand; src: url('./fonts/brand-greek.woff2') format('woff2'); unicode-range: U+0370-03FF; }",
    'body { font-family: Brand, sans-serif; }',
  ].join('\n'),
);
writeFileSync(join(root, 'main.js'), "import './style.css';\ndocument.body.append('Hola');\n");
writeFileSync(
  join(root, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function buildWith(fontFiles: readonly string[], base = '/') {
  const outDir = join(root, `dist-${Math.random().toString(36).slice(2)}`);
  await build({
    root,
    base,
    logLevel: 'silent',
    configFile: false,
    plugins: [fontPreloadVitePlugin(fontFiles)],
    build: { outDir, emptyOutDir: true, assetsInlineLimit: 0 },
  });
  return { outDir, html: readFileSync(join(outDir, 'index.html'), 'utf8') };
}

const preloadLinks = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((match) => match[0]);

describe('fontPreloadVitePlugin', () => {
  it('preloads the named font with its hashed name, a file the build wrote', async () => {
    const { outDir, html } = await buildWith(['brand-latin.woff2']);
    const links = preloadLinks(html);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('type="font/woff2"');
    expect(links[0]).toMatch(/ crossorigin[ >]/);
    const href = /href="([^"]+)"/.exec(links[0]!)?.[1] ?? '';
    expect(href).toMatch(/^\/assets\/brand-latin-[A-Za-z0-9_-]{8,}\.woff2$/);
    expect(existsSync(join(outDir, href))).toBe(true);
  });

  it('leaves the other subsets to their unicode-range (no preload)', async () => {
    const { html } = await buildWith(['brand-latin.woff2']);
    expect(html).not.toContain('brand-greek');
  });

  it('puts the preload in the head and honours the base path', async () => {
    const { html } = await buildWith(['brand-latin.woff2'], '/sitio/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(preloadLinks(head)[0]).toMatch(/href="\/sitio\/assets\/brand-latin-[^"]+\.woff2"/);
  });

  it('fails the build when the named font is not in it', async () => {
    await expect(buildWith(['renamed-font.woff2'])).rejects.toThrow(
      /emitted no renamed-font\.woff2/,
    );
  });
});

describe('fontPreloadTags', () => {
  it('matches a file by its source name, not by a chunk that mentions it', () => {
    const tags = fontPreloadTags(
      {
        'assets/a.js': { type: 'chunk', fileName: 'assets/a.js', names: ['x.woff2'] },
        'assets/x-AbCdEf12.woff2': {
          type: 'asset',
          fileName: 'assets/x-AbCdEf12.woff2',
          names: ['x.woff2'],
        },
      },
      ['x.woff2'],
    );
    expect(tags.map((tag) => tag.attrs.href)).toEqual(['/assets/x-AbCdEf12.woff2']);
  });
});
