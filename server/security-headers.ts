/**
 * Headers for every page response of the production server. The policy allows no inline script
 * and no eval (zod runs jitless for that reason); images may come from the service's own host,
 * where teaser images live. `styleHashes` allow exactly those inline style elements (a first
 * view's stylesheet), nothing else inline.
 */
export function securityHeaders(
  imageOrigins: string[],
  styleHashes: string[] = [],
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
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
