import type { MiddlewareHandler } from 'hono'
import { validator } from 'hono/validator'
import * as z from 'zod'
import type { ServiceEnv } from '../http/env'
import { badParam, ProblemError } from '../http/problem'

/**
 * What the data endpoints share: the package check and query validation by a zod schema run
 * through Hono's validator, whose first problem becomes a 400 naming its parameter (the same
 * pattern as the other endpoints' query schemas).
 */

/** Hono passes a name given once as a string and a repeated name as an array. */
export const given = z.union([z.string(), z.array(z.string())]).optional()

/** The single value of `name`; a repeated parameter is ambiguous and rejected. */
export function single(name: string) {
  return given.transform((value, ctx) => {
    if (!Array.isArray(value)) return value?.trim()
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: `'${name}' was given ${value.length} times; give it once.`,
    })
    return z.NEVER
  })
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
 * The starter package has no data endpoints. The service's key check only knows the paths of
 * the shared endpoint list, so these endpoints check the package themselves, before validation,
 * so a starter key learns about its package and not about its parameters.
 */
export function requirePackage(path: string): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const pkg = c.get('pkg')
    if (!pkg.allows(path))
      throw new ProblemError({
        title: 'Forbidden',
        status: 403,
        detail: `Your API package (${pkg.name}) does not include ${path}.`,
      })
    await next()
  }
}

export const clip = (value: string, max = 60) =>
  value.length > max ? `${value.slice(0, max)}…` : value
