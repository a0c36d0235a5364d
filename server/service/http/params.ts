import { badParam } from './problem'

/**
 * Query-parameter parsing shared by every endpoint. Each parser names the parameter in its
 * error, so a 400 always says which input to fix.
 */
export type Query = URLSearchParams

/** The single value of a parameter; a repeated parameter is ambiguous and rejected. */
export function single(query: Query, name: string): string | undefined {
  const all = query.getAll(name)
  if (all.length > 1) throw badParam(name, `'${name}' was given ${all.length} times; give it once.`)
  return all[0]
}

export function integer(
  query: Query,
  name: string,
  opts: { min?: number; max?: number; fallback?: number } = {},
): number | undefined {
  const raw = single(query, name)
  if (raw === undefined || raw.trim() === '') {
    if (raw !== undefined && raw.trim() === '')
      throw badParam(name, `'${name}' is empty; give a whole number or leave it out.`)
    return opts.fallback
  }
  if (!/^[+-]?\d+$/.test(raw.trim()))
    throw badParam(name, `'${name}' must be a whole number, got '${clip(raw)}'.`)
  const value = Number(raw.trim())
  if (!Number.isSafeInteger(value)) throw badParam(name, `'${name}' is too large.`)
  if (opts.min !== undefined && value < opts.min)
    throw badParam(name, `'${name}' must be at least ${opts.min}, got ${value}.`)
  if (opts.max !== undefined && value > opts.max)
    throw badParam(name, `'${name}' must be at most ${opts.max}, got ${value}.`)
  return value
}

export function boolean(query: Query, name: string): boolean | undefined {
  const raw = single(query, name)
  if (raw === undefined) return undefined
  const v = raw.trim().toLowerCase()
  if (v === 'true' || v === '1') return true
  if (v === 'false' || v === '0') return false
  throw badParam(name, `'${name}' must be true or false, got '${clip(raw)}'.`)
}

export function oneOf<T extends string>(
  query: Query,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = single(query, name)
  if (raw === undefined) return fallback
  const v = raw.trim() as T
  if (!allowed.includes(v))
    throw badParam(name, `'${name}' must be one of ${allowed.join(', ')}, got '${clip(raw)}'.`)
  return v
}

/** Required text with a length range (the semantic search endpoints' `q`). */
export function text(query: Query, name: string, opts: { min: number; max: number }): string {
  const raw = single(query, name)
  const v = raw?.trim() ?? ''
  if (v.length < opts.min)
    throw badParam(name, `'${name}' is required (${opts.min} to ${opts.max} characters).`)
  if (v.length > opts.max)
    throw badParam(
      name,
      `'${name}' is ${v.length} characters long; at most ${opts.max} are allowed.`,
    )
  return v
}

export function clip(value: string, max = 60): string {
  return value.length > max ? `${value.slice(0, max)}…` : value
}
