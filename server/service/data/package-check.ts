import type { MiddlewareHandler } from 'hono'
import * as z from 'zod'
import type { ServiceEnv } from '../http/env'
import { ProblemError } from '../http/problem'
import { param } from '../http/query'

/**
 * What the data endpoints add to the shared query validation (../http/query.ts): the package
 * check, and a trimmed single value for the schemas that refine it further.
 */

/** The single value of `name`, trimmed; a repeated parameter is rejected by `param`. */
export const single = (name: string) =>
  param(() =>
    z
      .string()
      .optional()
      .transform((value) => value?.trim()),
  )(name)

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
