// @vitest-environment node
/**
 * The console's server on a real port: its page and files, the shared request ID, health
 * and security headers, and a drain that answers what is in flight.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBasePath } from '@territorio/api-client/staff';
import { createStaffServer } from './server';
import type { StaffServer } from './server';

let root: string;
let staff: StaffServer;
let base: string;
/** The API the console forwards to: one endpoint that answers when the test says so. */
const api = Fastify();
let answerSlow: () => void = () => {};
let slowArrived: () => void = () => {};
const slowArrival = new Promise<void>((resolve) => (slowArrived = resolve));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'staff-server-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Consola</title>');
  writeFileSync(join(root, 'assets', 'index-AbCdEf12.js'), 'console.log(1);');
  api.get(`${staffBasePath}/slow`, async () => {
    slowArrived();
    await new Promise<void>((resolve) => (answerSlow = resolve));
    return { data: 'done' };
  });
  api.get('/photos/:name', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('image/webp')
      .send(Buffer.from(`webp ${(request.params as { name: string }).name}`)),
  );
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  staff = await createStaffServer({ root, apiUrl, logger: () => {} });
  base = await staff.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await staff.close(1_000);
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

describe('staff server', () => {
  it('answers its page at every app address, with the request ID and its policy', async () => {
    const page = await fetch(`${base}/operaciones/ABC`, { headers: { 'x-request-id': 'lb-7' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Consola</title>');
    expect(page.headers.get('x-request-id')).toBe('lb-7');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const asset = await fetch(`${base}/assets/index-AbCdEf12.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('forwards the photos the console previews to the API, reads only', async () => {
    const photo = await fetch(`${base}/photos/u1-p2-0123456789-360.webp`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await photo.text()).toBe('webp u1-p2-0123456789-360.webp');
    const write = await fetch(`${base}/photos/u1-p2-0123456789-360.webp`, { method: 'POST' });
    expect(write.status).toBe(404);
  });

  it('answers /health', async () => {
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('drains: a forwarded request in flight is answered, then the server is closed', async () => {
    const pending = fetch(`${base}${staffBasePath}/slow`);
    await slowArrival;
    const closing = staff.close(5_000);
    answerSlow();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({ data: 'done' });
    expect(await closing).toEqual({ drained: true });
  });
});
