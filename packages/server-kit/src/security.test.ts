import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce, securityHeaders } from './security';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    nonce: 'abc',
    connect: ['https://api.example/v1', 'https://intranet.example', 'not an address'],
    media: ['https://api.example/v1'],
    frames: ['https://api.example/v1'],
  });
  const directives = new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values] as const;
    }),
  );

  it('runs only own scripts and those carrying the nonce, never inline ones', () => {
    expect(directives.get('script-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('talks to the given origins only, frames the payment page and is never framed', () => {
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://api.example',
      'https://intranet.example',
    ]);
    expect(directives.get('frame-src')).toEqual(['https://api.example']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
  });

  it('frames nothing when no frame is given', () => {
    expect(contentSecurityPolicy({ nonce: 'n' })).toContain("frame-src 'none'");
  });
});

describe('newNonce', () => {
  it('is 128 random bits, different on every call', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only when asked', () => {
    expect(securityHeaders()).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ hsts: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders()).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    expect(securityHeaders()['Permissions-Policy']).toContain('camera=()');
  });
});
