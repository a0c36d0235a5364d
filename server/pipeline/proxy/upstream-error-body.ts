import type { IncomingMessage } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { maskKey } from './redact-key'

/** Largest error body read from the upstream, before and after decoding. */
const MAX_ERROR_BODY_BYTES = 256 * 1024

const decoders: Record<string, (data: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  // HTTP's "deflate" is the zlib format, though some servers send raw deflate: unzip reads both
  // zlib and gzip, inflateRaw is tried when it fails.
  deflate: promisify(zlib.unzip),
  br: promisify(zlib.brotliDecompress),
}
const inflateRaw = promisify(zlib.inflateRaw)

export type ErrorBody =
  { ok: true; body: Buffer; contentType?: string } | { ok: false; reason: string }

/**
 * Reads an upstream error answer whole and returns its text with the key masked, decoded from
 * whatever compression it came in. Some gateways echo a rejected key in their error text; a
 * compressed body passed through as it came could carry it to the browser unseen. When the
 * body cannot be read (too large, an unknown encoding, corrupt), the caller answers with its
 * own message instead: error bodies are never relayed raw.
 */
export async function readErrorBody(res: IncomingMessage, apiKey: string): Promise<ErrorBody> {
  const raw = await collect(res)
  if (!raw) return { ok: false, reason: 'its error body was too large to pass on' }
  const encoding = String(res.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase()
  let body: Buffer
  if (encoding === 'identity' || encoding === '') body = raw
  else {
    const decode = Object.hasOwn(decoders, encoding) ? decoders[encoding] : undefined
    if (!decode) return { ok: false, reason: `its error body came in an unknown encoding` }
    const limit = { maxOutputLength: MAX_ERROR_BODY_BYTES }
    try {
      body = await decode(raw, limit).catch((err: unknown) =>
        encoding === 'deflate' ? inflateRaw(raw, limit) : Promise.reject(err),
      )
    } catch {
      return { ok: false, reason: 'its error body could not be decoded' }
    }
  }
  const contentType = res.headers['content-type']
  return { ok: true, body: maskKey(body, apiKey), ...(contentType ? { contentType } : {}) }
}

/** The whole body, or undefined past the size limit (the rest is not read). */
function collect(res: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    res.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_ERROR_BODY_BYTES) {
        res.destroy()
        resolve(undefined)
      } else chunks.push(chunk)
    })
    res.once('end', () => resolve(Buffer.concat(chunks, size)))
    res.once('error', reject)
  })
}
