/**
 * What every part of the provider stand-in shares: the shape variant an answer is built in, a
 * request as the stand-in reads it, the answer it gives, and the provider's plain error body.
 */

/**
 * `full`: every field the provider documents (OpenAPI and prose contract alike).
 * `minimal`: only what the OpenAPI requires, nulls where it allows them, and the other forms it
 * allows: lower-case RFC 3339 dates, a leap second, a uint64 beyond 2^53, a platform `fr` …
 */
export type Variant = 'full' | 'minimal'
export const VARIANTS: readonly Variant[] = ['full', 'minimal']

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value)
}

export interface StandInRequest {
  method: string
  /** The `/v1/…` path, without a variant prefix. */
  path: string
  query: URLSearchParams
  /** The request body as text (POST only). */
  body: string
  headers: Readonly<Record<string, string | undefined>>
  /** Where the stand-in's own links point: its origin plus the variant prefix, if any. */
  base: string
  variant: Variant
}

export type StandInAnswer =
  | { status: number; headers?: Record<string, string>; json: unknown }
  | { status: number; headers: Record<string, string>; bytes: Uint8Array }

/**
 * A failure as the provider answers it: a plain JSON `{ "message": … }`, not a problem
 * document, with the status it belongs to.
 */
export class ProviderFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ProviderFailure'
  }
}

export const badRequest = (message: string) => new ProviderFailure(400, message)
export const notFound = (message: string) => new ProviderFailure(404, message)

/**
 * JSON text of an answer. A `bigint` is written as its exact digits, as a service written in
 * a language with 64-bit integers would: `9007199254740993`, which JSON.stringify of a number
 * cannot write (it would round to …992).
 */
export function jsonText(value: unknown): string {
  const marker = '\u0000bigint:'
  const text = JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? `${marker}${v.toString()}` : v,
  )
  return text.replace(/"\\u0000bigint:(\d+)"/g, '$1')
}

/** A small deterministic hash (FNV-1a), so generated numbers are the same on every start. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
