import { validator } from 'hono/validator'
import * as z from 'zod'
import { readParams, type ParamValues } from '../../../src/api/endpoint-params'
import type { Endpoint } from '../../../src/api/endpoints'
import { badParam, clip } from './problem'

/**
 * Query parameters are validated by one zod schema per endpoint, run by Hono's validator before
 * the handler. A schema is built by `querySchema` from fields that are given their parameter's
 * name, so every message names the input to fix, and the first problem becomes a 400 problem
 * document whose `parameter` is that name.
 */

/** Hono's validator passes a name given once as a string and a repeated name as an array. */
const given = z.union([z.string(), z.array(z.string())]).optional()

/** A field of a query schema, built once its parameter's name is known. */
export type Field<S extends z.ZodType = z.ZodType> = (name: string) => S

/**
 * A parameter read by `build` from its single value (`undefined` when absent). A repeated
 * parameter is ambiguous, so it is rejected before `build` sees it.
 */
export function param<S extends z.ZodType<unknown, string | undefined>>(
  build: (name: string) => S,
) {
  return (name: string) =>
    given
      .transform((value, ctx) => {
        if (!Array.isArray(value)) return value
        ctx.addIssue({
          code: 'custom',
          input: value,
          message: `'${name}' was given ${value.length} times; give it once.`,
        })
        return z.NEVER
      })
      .pipe(build(name))
}

export function querySchema<F extends Record<string, Field>>(fields: F) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field(name)]),
  )
  return z.object(shape as { [K in keyof F]: ReturnType<F[K]> })
}

/** Hono middleware: the query parsed by `schema`, read in the handler as `c.req.valid('query')`. */
export function validQuery<S extends z.ZodType>(schema: S) {
  return validator('query', (value): z.output<S> => {
    const result = schema.safeParse(value)
    if (result.success) return result.data
    const issue = result.error.issues[0]
    throw badParam(String(issue?.path[0] ?? ''), issue?.message ?? 'The query is not valid.')
  })
}

/**
 * Hono middleware reading the query as the endpoint list describes it
 * (src/api/endpoint-params.ts): the same reader the app's proxy runs, so the two agree on what
 * is valid and on every message. A parameter the endpoint does not define is ignored, as the
 * service's interface allows; the first problem is a 400 naming its parameter. The handler
 * reads the typed values with `c.req.valid('query')`.
 */
export function endpointQuery<E extends Endpoint>(endpoint: E) {
  return validator('query', (_value, c): ParamValues<E['params']> => {
    const read = readParams(endpoint, new URL(c.req.url).searchParams, { unknown: 'ignore' })
    if (!read.ok) throw badParam(read.parameter, read.message)
    return read.values as ParamValues<E['params']>
  })
}

/** A parameter the endpoint does not take: whatever is given is ignored, as the interface says. */
export const ignored: Field<z.ZodType<undefined>> = () =>
  z
    .unknown()
    .transform(() => undefined)
    .optional()

const shown = (input: unknown) => clip(String(input))

interface IntegerOptions {
  min: number
  max?: number
}

/**
 * A whole number in [min, max]. Absent, it is `fallback`, or an error saying `required`, or
 * undefined; empty is always an error.
 */
export function integer(
  opts: IntegerOptions & ({ fallback: number } | { required: string }),
): Field<z.ZodType<number, string | undefined>>
export function integer(
  opts: IntegerOptions,
): Field<z.ZodType<number | undefined, string | undefined>>
export function integer({
  min,
  max = Number.MAX_SAFE_INTEGER,
  fallback,
  required,
}: IntegerOptions & { fallback?: number; required?: string }): Field {
  return param((name) => {
    const whole = z
      .string({ error: required })
      .trim()
      .min(1, { abort: true, error: `'${name}' is empty; give a whole number or leave it out.` })
      .regex(/^[+-]?\d+$/, {
        abort: true,
        error: (iss) => `'${name}' must be a whole number, got '${shown(iss.input)}'.`,
      })
      .transform(Number)
      .pipe(
        z
          .number()
          .refine(Number.isSafeInteger, { abort: true, error: `'${name}' is too large.` })
          .min(min, {
            error: (iss) => `'${name}' must be at least ${min}, got ${String(iss.input)}.`,
          })
          .max(max, {
            error: (iss) => `'${name}' must be at most ${max}, got ${String(iss.input)}.`,
          }),
      )
    if (required !== undefined) return whole
    return fallback === undefined ? whole.optional() : whole.default(fallback)
  })
}

/** true/1 or false/0, any case; absent is undefined. */
export const flag = param((name) =>
  z
    .stringbool({
      truthy: ['true', '1'],
      falsy: ['false', '0'],
      error: (iss) => `'${name}' must be true or false, got '${shown(iss.input)}'.`,
    })
    .optional(),
)

/** One of `allowed`; absent gives `fallback`. */
export function oneOf<const T extends string>(allowed: readonly [T, ...T[]], fallback: T) {
  return param((name) =>
    z
      .string()
      .trim()
      .pipe(
        z.enum(allowed, {
          error: (iss) =>
            `'${name}' must be one of ${allowed.join(', ')}, got '${shown(iss.input)}'.`,
        }),
      )
      .default(fallback),
  )
}

/** Trimmed text of `min` to `max` characters; absent counts as empty. */
export function text({ min, max }: { min: number; max: number }) {
  return param((name) =>
    z
      .string()
      .trim()
      .min(min, { error: `'${name}' is required (${min} to ${max} characters).` })
      .max(max, {
        error: (iss) =>
          `'${name}' is ${String((iss.input as string).length)} characters long; at most ${max} are allowed.`,
      })
      .prefault(''),
  )
}
