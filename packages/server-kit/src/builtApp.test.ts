import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtApp, builtStylesheet } from './builtApp';
import { stylesheetIndexFile } from './page';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** An app folder with the client build's files given. */
function appFolder(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'territorio-built-app-'));
  folders.push(folder);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, 'dist/client', path, '..'), { recursive: true });
    writeFileSync(join(folder, 'dist/client', path), text);
  }
  return folder;
}

describe('builtStylesheet', () => {
  it('reads the stylesheet the client build names, for the documents to carry inline', () => {
    const folder = appFolder({
      [stylesheetIndexFile]: JSON.stringify({ href: '/assets/style-abc.css' }),
      'assets/style-abc.css': 'body{margin:0}',
      'assets/other-def.css': 'p{color:red}',
    });
    expect(builtStylesheet(join(folder, 'dist/client'))).toBe('body{margin:0}');
  });

  it('is undefined for a build without styles, or one made without the index', () => {
    const withoutStyles = appFolder({ [stylesheetIndexFile]: JSON.stringify({ href: null }) });
    expect(builtStylesheet(join(withoutStyles, 'dist/client'))).toBeUndefined();
    const withoutIndex = appFolder({ 'assets/style-abc.css': 'body{margin:0}' });
    expect(builtStylesheet(join(withoutIndex, 'dist/client'))).toBeUndefined();
  });
});

describe('builtApp', () => {
  it('gives the request handler the load context with the stylesheet', async () => {
    const folder = appFolder({
      [stylesheetIndexFile]: JSON.stringify({ href: '/assets/style-abc.css' }),
      'assets/style-abc.css': 'body{margin:0}',
    });
    mkdirSync(join(folder, 'dist/server'), { recursive: true });
    writeFileSync(join(folder, 'dist/server/index.js'), 'export const build = true;\n');
    let given: unknown;
    const app = builtApp(folder, () => (_request, context) => {
      given = context;
      return Promise.resolve(new Response('ok'));
    });
    const handler = await app.handler({ hsts: true });
    await handler?.(new Request('http://localhost/'));
    expect(given).toEqual({ hsts: true, stylesheet: 'body{margin:0}' });
  });
});
