import { createHash } from 'node:crypto'

/**
 * Headers for every page response of the production server. The policy allows no inline script
 * but a written page's own (by its nonce), and no eval (zod runs jitless for that reason); images may come from the service's own host,
 * where teaser images live. `styleHashes` allow exactly those inline style elements (the built
 * stylesheet, see `inlineStyleHashes`), nothing else inline.
 */
export function securityHeaders(
  imageOrigins: string[],
  styleHashes: string[] = [],
  /** A server-written page's nonce: the router's inline scripts carry it (server/pipeline/pages/first-view.ts). */
  scriptNonce?: string,
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    scriptNonce ? `script-src 'self' 'nonce-${scriptNonce}'` : "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    // blob: lets the survey chart be rasterised to PNG in the page for download.
    `img-src 'self' blob: ${imageOrigins.join(' ')}`.trim(),
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  }
}

/**
 * The policy's sources for the style elements a built page carries (vite.config.ts writes the
 * stylesheet into index.html): each allowed by the SHA-256 of its exact text, so no other
 * inline style can apply.
 */
export function inlineStyleHashes(page: string): string[] {
  return [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  )
}

/**
 * Sent when the public address is https (DDS_PUBLIC_URL, or X-Forwarded-Proto from a trusted
 * proxy): a year, without subdomains, which may be other services this server cannot speak for.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000'
