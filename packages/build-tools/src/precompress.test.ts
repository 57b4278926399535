import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { precompressVitePlugin } from './precompress';

describe('precompressVitePlugin', () => {
  it("writes a brotli copy of each hashed text asset big enough for the server's compression", () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'assets'));
    const plugin = precompressVitePlugin();
    expect(plugin.apply).toBe('build');
    const code = 'export const price = 1;\n'.repeat(100);
    const server = { environment: { config: { consumer: 'server' } } };
    plugin.writeBundle.call(server, { dir }, { 'assets/index-1.js': { type: 'chunk', code } });
    expect(readdirSync(join(dir, 'assets'))).toEqual([]);
    const client = { environment: { config: { consumer: 'client' } } };
    plugin.writeBundle.call(
      client,
      { dir },
      {
        'assets/index-1.js': { type: 'chunk', code },
        'assets/index-1.js.map': { type: 'asset', source: code },
        'assets/style-1.css': { type: 'asset', source: Buffer.from(`a{color:red}${code}`) },
        'assets/tiny-1.js': { type: 'chunk', code: 'export {};' },
        'assets/font-1.woff2': { type: 'asset', source: new Uint8Array(2000) },
        'index.html': { type: 'asset', source: code },
      },
    );
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['index-1.js.br', 'style-1.css.br']);
    expect(
      brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-1.js.br'))).toString(),
    ).toBe(code);
  });
});
