import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from '../api/zod'
import { SignInPage } from '../features/account/sign-in-page'
import { pageTitle } from '../lib/page-title'
import { m } from '../paraglide/messages.js'

/** Only a path on this site may be gone to after signing in: never another origin. */
const samePath = z.string().check(z.maxLength(4000), z.regex(/^\/(?![/\\])/))

const searchSchema = z.object({
  next: z._default(z.catch(samePath, '/'), '/'),
  error: z._default(z.catch(z.enum(['', 'invalid', 'throttled', 'expired', 'failed']), ''), ''),
  // The wait the server set after failed sign-ins (server/pipeline/auth/login-throttle.ts).
  retry_after: z.catch(z.optional(z.int().check(z.positive(), z.lte(86_400))), undefined),
})
const defaults = { next: '/', error: '' as const }

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(defaults)] },
  head: () => ({ meta: [{ title: pageTitle(m.sign_in_title()) }] }),
  component: SignInRoute,
})

function SignInRoute() {
  const { next, error, retry_after: retryAfterS } = Route.useSearch()
  return <SignInPage next={next} error={error} retryAfterS={retryAfterS} />
}
