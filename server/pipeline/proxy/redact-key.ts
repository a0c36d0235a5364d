import { PassThrough, Transform } from 'node:stream'

/**
 * Masks every occurrence of the API key in a response body, byte for byte (`*` of the same
 * length, so Content-Length stays true). Some gateways echo a rejected key in their error text;
 * the proxy must not hand it to the browser. A key split across chunks is caught by holding
 * back a chunk's end only while it could be the start of the key, so streaming is not delayed.
 */
export function keyRedactor(key: string): Transform {
  if (key === '') return new PassThrough()
  const needle = Buffer.from(key)
  const mask = Buffer.alloc(needle.length, '*')
  let tail = Buffer.alloc(0)
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let data = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk
      let at = data.indexOf(needle)
      // Masked in a copy: the chunk belongs to the upstream socket's stream.
      if (at !== -1 && data === chunk) data = Buffer.from(chunk)
      for (; at !== -1; at = data.indexOf(needle, at + needle.length)) mask.copy(data, at)
      const keep = partialKeyAtEnd(data, needle)
      tail = Buffer.from(data.subarray(data.length - keep))
      done(null, data.subarray(0, data.length - keep))
    },
    flush(done) {
      done(null, tail)
    },
  })
}

/** Length of the longest end of `data` that is a proper beginning of `needle`. */
function partialKeyAtEnd(data: Buffer, needle: Buffer): number {
  for (let length = Math.min(needle.length - 1, data.length); length > 0; length--) {
    const start = data.length - length
    if (data[start] === needle[0] && data.subarray(start).equals(needle.subarray(0, length)))
      return length
  }
  return 0
}

/** True when a header value carries the key (an echoing upstream): such headers are dropped. */
export function headerCarriesKey(value: string | string[], key: string): boolean {
  return key !== '' && (Array.isArray(value) ? value : [value]).some((v) => v.includes(key))
}

/** A copy of `data` with every occurrence of the key masked (same length), for whole bodies. */
export function maskKey(data: Buffer, key: string): Buffer {
  if (key === '' || data.indexOf(key) === -1) return data
  const out = Buffer.from(data)
  const mask = Buffer.alloc(Buffer.byteLength(key), '*')
  for (let at = out.indexOf(key); at !== -1; at = out.indexOf(key, at + mask.length))
    mask.copy(out, at)
  return out
}
