/**
 * The public apps' security headers. Pages run only the app's own scripts and the inline
 * scripts the server marks with the request's nonce (React Router's hydration data, the
 * runtime configuration); no page may be framed. Shared by both apps' servers.
 */
import { randomBytes } from 'node:crypto';

/** 128 random bits, base64: a nonce is single-use, one per document answered. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export type ContentSecurityPolicyOptions = {
  readonly nonce: string;
  /** Addresses the pages call with fetch (the API, the intranet service). */
  readonly connect?: readonly string[];
  /** Addresses whose images and videos the pages show (the API's media). */
  readonly media?: readonly string[];
  /** Addresses the pages may frame (the API's payment page). */
  readonly frames?: readonly string[];
  /** Other addresses whose scripts the pages load (a configured live chat). */
  readonly scripts?: readonly string[];
};

/** The distinct origins of some addresses; what is not an address is left out. */
export function origins(addresses: readonly string[] = []): string[] {
  return [
    ...new Set(
      addresses.flatMap((address) => {
        try {
          return [new URL(address).origin];
        } catch {
          return [];
        }
      }),
    ),
  ];
}

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const list = (addresses?: readonly string[]) => ["'self'", ...origins(addresses)].join(' ');
  return [
    "default-src 'self'",
    [`script-src 'self' 'nonce-${options.nonce}'`, ...origins(options.scripts)].join(' '),
    // Style attributes rendered on the server (a picture's aspect ratio) are inline styles;
    // scripts never are.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(options.media)} data: blob:`,
    `media-src ${list(options.media)}`,
    "font-src 'self'",
    `connect-src ${list(options.connect)}`,
    `frame-src ${options.frames && options.frames.length > 0 ? origins(options.frames).join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${list(options.connect)}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers of every answer (pages, data, files); the policy above goes on pages. */
export function securityHeaders(options: { readonly hsts?: boolean } = {}): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    ...(options.hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
