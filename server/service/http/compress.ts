import { deflateSync, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

/**
 * gzip or deflate for clients that accept it, as a real service behind a CDN answers; a 13 KB
 * list page becomes about 2 KB (the proxy passes it through). The same negotiation as Hono's
 * compress middleware (gzip first, q-values, `Vary`, `no-transform`, nothing under 1 KB), but
 * each answer is compressed in one synchronous call instead of through a CompressionStream.
 * A stream holds a zlib state of about 300 KB of C memory until it is collected, and at
 * hundreds of answers a second those blocks fragmented the C heap: the process kept some 60 MB
 * it no longer used (bench/memory.ts). One call allocates its state and frees it at once, and
 * the answers are small and already whole in memory.
 */
const ENCODINGS = ['gzip', 'deflate'] as const
type Encoding = (typeof ENCODINGS)[number]

/** Smaller answers gain less than the bytes of the gzip frame and the time to pack them. */
const THRESHOLD_BYTES = 1024
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('content-type')
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      !res.body ||
      res.headers.has('content-encoding') ||
      res.headers.has('transfer-encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
    )
      return
    const vary = res.headers.get('vary')
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = chooseEncoding(c.req.header('accept-encoding'))
    if (!encoding) return
    const body = new Uint8Array(await res.arrayBuffer())
    const packed =
      body.length < THRESHOLD_BYTES
        ? body
        : encoding === 'gzip'
          ? gzipSync(body)
          : deflateSync(body)
    // Assigning c.res copies the old answer's headers onto the new one; set ours afterwards.
    c.res = new Response(packed, res)
    if (packed !== body) c.res.headers.set('content-encoding', encoding)
    c.res.headers.set('content-length', String(packed.length))
    const etag = c.res.headers.get('etag')
    if (packed !== body && etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`)
  }
}

/** The accepted encoding with the highest q (gzip on a tie), or none. */
function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined
  const accepts = parseAccept(header)
  const wildcard = accepts.find((a) => a.type === '*')?.q
  let best: { encoding: Encoding; q: number } | undefined
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0
    if (q > 0 && (!best || q > best.q)) best = { encoding, q }
  }
  return best?.encoding
}
