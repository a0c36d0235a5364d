import { DATE_FORMATS_TEXT, parseDateParam } from './date-param'
import type { Endpoint, ParamSpec } from './endpoints'
import { isAnswerId, isDimensionId, MAX_ANSWER_CODE } from './survey-ids'
import { isUuid } from './uuid'

/**
 * Reads a request's query against its endpoint's description (endpoints.ts): every parameter
 * named and typed there, nothing else. The proxy refuses what this refuses before anything goes
 * upstream, and forwards and keys its cache by what this read, so `offset=1e4`, `0x2710` or a
 * parameter no endpoint defines never reaches the service nor splits the cache. The embedded
 * service validates with the same reader, so the two agree on every message.
 */

/** A parameter's value once read. */
export type ParamValue = string | number | boolean | readonly string[]

type ValueOf<S> = S extends { type: 'whole' }
  ? number
  : S extends { type: 'flag' }
    ? boolean
    : S extends { type: 'answer-ids' | 'geo-codes' }
      ? readonly string[]
      : string
type Always<S> = S extends { required: true } ? true : S extends { default: unknown } ? true : false

/**
 * The values `readParams` gives for an endpoint's parameters, typed by their description: a
 * required parameter or one with a default is always there, others may be absent.
 */
export type ParamValues<P> = {
  readonly [K in keyof P as Always<P[K]> extends true ? K : never]: ValueOf<P[K]>
} & {
  readonly [K in keyof P as Always<P[K]> extends true ? never : K]?: ValueOf<P[K]>
}

export interface ReadParams {
  ok: true
  /** Values by parameter name, defaults included (what the request means). */
  values: Readonly<Record<string, ParamValue>>
  /**
   * The query as it is forwarded: parameters in the endpoint's order, each in one canonical
   * form, values equal to their default and blank optional text left out. Equal meanings give
   * equal strings, so this is the cache key's query too.
   */
  query: string
}

export interface ParamProblem {
  ok: false
  /** The parameter to fix. */
  parameter: string
  /** A sentence naming it and the accepted form. */
  message: string
}

export interface ReadOptions {
  /**
   * What a parameter the endpoint does not define means: a refusal (the proxy: it must not be
   * forwarded) or nothing (the embedded service ignores it, as a service may).
   */
  unknown: 'refuse' | 'ignore'
}

const WHOLE = /^\d+$/
const GEO_CODE = /^[A-Za-z0-9]{2,3}$/
const UINT64_MAX = 18_446_744_073_709_551_615n
// Control characters never belong in a parameter; the service would read them differently.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** Cuts an echoed value short, so a message stays a sentence. */
function shown(value: string): string {
  const flat = value.replace(/\s+/g, ' ')
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat
}

type One = { ok: true; value: ParamValue; absent?: true } | { ok: false; message: string }

/** Reads one present value of parameter `name` by its description. */
export function readParam(name: string, spec: ParamSpec, raw: string): One {
  const fail = (accepts: string): One => ({
    ok: false,
    message: `'${name}' must be ${accepts}, got '${shown(raw)}'.`,
  })
  if (CONTROL.test(raw)) return { ok: false, message: `'${name}' holds a control character.` }
  const value = raw.trim()
  switch (spec.type) {
    case 'text': {
      if (value === '') {
        if (spec.required)
          return {
            ok: false,
            message: `'${name}' is required: ${spec.min} to ${spec.max} characters.`,
          }
        return { ok: true, value: '', absent: true }
      }
      const length = [...value].length
      if (length < spec.min || length > spec.max)
        return {
          ok: false,
          message: `'${name}' is ${length} characters long; ${spec.min} to ${spec.max} are allowed.`,
        }
      return { ok: true, value }
    }
    case 'whole': {
      if (!WHOLE.test(value))
        return fail(`a whole number in decimal digits from ${spec.min} to ${spec.max}`)
      const number = Number(value)
      if (!Number.isSafeInteger(number) || number < spec.min || number > spec.max)
        return fail(`a whole number from ${spec.min} to ${spec.max}`)
      return { ok: true, value: number }
    }
    case 'flag': {
      const lower = value.toLowerCase()
      if (lower === 'true' || lower === '1') return { ok: true, value: true }
      if (lower === 'false' || lower === '0') return { ok: true, value: false }
      return fail('true or false')
    }
    case 'choice':
      return spec.values.includes(value)
        ? { ok: true, value }
        : fail(`one of ${spec.values.join(', ')}`)
    case 'date': {
      const date = parseDateParam(value, spec.bound)
      return date instanceof Date
        ? { ok: true, value }
        : {
            ok: false,
            message: `'${name}' is not a date (${date.error}): '${shown(raw)}'. Use ${DATE_FORMATS_TEXT}.`,
          }
    }
    case 'survey-id':
      if (value === '') {
        return spec.required
          ? { ok: false, message: `'${name}' is required: a question ID or an answer ID.` }
          : { ok: true, value: '', absent: true }
      }
      return isDimensionId(value)
        ? { ok: true, value }
        : fail(
            `a question ID or an answer ID (question ID#code, the code at most ${MAX_ANSWER_CODE})`,
          )
    case 'answer-ids': {
      if (value === '') return { ok: true, value: [], absent: true }
      const ids = value.split(',').map((id) => id.trim())
      if (ids.length > spec.max)
        return { ok: false, message: `'${name}' holds at most ${spec.max} answer IDs.` }
      const bad = ids.find((id) => !isAnswerId(id))
      if (bad !== undefined)
        return {
          ok: false,
          message:
            bad === ''
              ? `'${name}' has an empty entry; give comma-separated answer IDs.`
              : `'${name}' takes comma-separated answer IDs (question ID#code), not '${shown(bad)}'.`,
        }
      // Their order carries no meaning (AND across questions, OR within one).
      return { ok: true, value: [...new Set(ids)].sort() }
    }
    case 'country':
      if (value === '') return { ok: true, value: '', absent: true }
      return /^[A-Za-z]{3}$/.test(value)
        ? { ok: true, value: value.toUpperCase() }
        : fail('exactly 3 letters (ISO 3166-1 alpha-3)')
    case 'content-id':
      return WHOLE.test(value) && value.length <= 20 && BigInt(value) <= UINT64_MAX
        ? { ok: true, value: String(BigInt(value)) }
        : fail('a content identifier: an unsigned whole number in decimal digits')
    case 'uuid':
      return isUuid(value) ? { ok: true, value: value.toLowerCase() } : fail('a UUID')
    case 'geo-codes': {
      const codes = value.split(',').map((code) => code.trim())
      if (codes.length > spec.max)
        return { ok: false, message: `'${name}' holds at most ${spec.max} geo codes.` }
      const bad = codes.find((code) => !GEO_CODE.test(code))
      if (bad !== undefined)
        return fail(`comma-separated geo codes of 2 or 3 letters or digits (e.g. WLD,DEU)`)
      return { ok: true, value: [...new Set(codes.map((c) => c.toUpperCase()))].sort() }
    }
    case 'token':
      if (value === '') return { ok: false, message: `'${name}' is required.` }
      return value.length <= spec.max ? { ok: true, value } : fail(`at most ${spec.max} characters`)
  }
}

/** The value a parameter has when it is not given, if the endpoint's description names one. */
function defaultOf(spec: ParamSpec): ParamValue | undefined {
  switch (spec.type) {
    case 'whole':
    case 'choice':
      return spec.default
    case 'geo-codes':
      return [spec.default]
    default:
      return undefined
  }
}

function isRequired(spec: ParamSpec): boolean {
  return 'required' in spec && spec.required === true
}

function requiredMessage(name: string, spec: ParamSpec): string {
  switch (spec.type) {
    case 'survey-id':
      return `'${name}' is required: a question ID or an answer ID.`
    case 'content-id':
      return `'${name}' is required: the identifier of a content item.`
    case 'text':
      return `'${name}' is required: ${spec.min} to ${spec.max} characters.`
    default:
      return `'${name}' is required.`
  }
}

/** How a read value is written into the forwarded query. */
function written(value: ParamValue): string {
  return Array.isArray(value) ? value.join(',') : String(value)
}

function sameValue(a: ParamValue, b: ParamValue | undefined): boolean {
  return b !== undefined && written(a) === written(b)
}

/**
 * Reads `query` for `endpoint`. The first problem is the answer: a parameter the endpoint does
 * not define (with `unknown: 'refuse'`), one given twice, a value its type cannot read, a
 * required one missing, or `size` and its alias `limit` disagreeing.
 */
export function readParams(
  endpoint: Pick<Endpoint, 'path' | 'params'>,
  query: URLSearchParams,
  options: ReadOptions,
): ReadParams | ParamProblem {
  const specs: Readonly<Record<string, ParamSpec>> = endpoint.params
  const aliasOf = new Map<string, string>()
  for (const [name, spec] of Object.entries(specs))
    if ('alias' in spec && spec.alias) aliasOf.set(spec.alias, name)

  const given = new Map<string, string[]>()
  for (const [name, value] of query) {
    if (!Object.hasOwn(specs, name) && !aliasOf.has(name)) {
      if (options.unknown === 'ignore') continue
      const names = Object.keys(specs)
      return {
        ok: false,
        parameter: name,
        message:
          names.length === 0
            ? `${endpoint.path} takes no query parameters; '${shown(name)}' is not one.`
            : `'${shown(name)}' is not a parameter of ${endpoint.path}; it takes ${names.join(', ')}.`,
      }
    }
    given.set(name, [...(given.get(name) ?? []), value])
  }

  const values: Record<string, ParamValue> = {}
  const parts: string[] = []
  for (const [name, spec] of Object.entries(specs)) {
    const alias = 'alias' in spec ? spec.alias : undefined
    let read: ParamValue | undefined
    for (const key of alias ? [name, alias] : [name]) {
      const raws = given.get(key)
      if (raws === undefined) continue
      if (raws.length > 1)
        return {
          ok: false,
          parameter: key,
          message: `'${key}' was given ${raws.length} times; give it once.`,
        }
      const one = readParam(key, spec, raws[0] ?? '')
      if (!one.ok) return { ok: false, parameter: key, message: one.message }
      if (one.absent) continue
      if (read !== undefined && !sameValue(one.value, read))
        return {
          ok: false,
          parameter: name,
          message: `'${key}' is an alias of '${name}'; they were given different values.`,
        }
      read = one.value
    }
    if (read === undefined) {
      if (isRequired(spec))
        return { ok: false, parameter: name, message: requiredMessage(name, spec) }
      const fallback = defaultOf(spec)
      if (fallback !== undefined) values[name] = fallback
      continue
    }
    values[name] = read
    if (sameValue(read, defaultOf(spec))) continue
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(written(read))}`)
  }
  return { ok: true, values, query: parts.join('&') }
}
