import { z } from 'zod/mini'

/**
 * The one place zod is configured. Every schema module imports `z` from here, so this runs
 * before any schema is constructed (zod reads `jitless` when a schema is built). Jitless mode
 * keeps zod from compiling parsers with `new Function`, which a strict Content-Security-Policy
 * (no 'unsafe-eval') would block and report.
 *
 * zod/mini (the functional API: `z.optional(s)`, `s.check(...)`) instead of classic zod: the
 * same parser core at about a third of the gzip size, which matters because schemas ship in
 * every page's first load. Mini has no messages of its own; `readableIssues` adds English ones
 * when a message is to be shown.
 */
z.config({ jitless: true })

let english: Promise<void> | undefined

/**
 * Loads zod's English messages ("expected string, received number"). Messages are written when
 * a value is parsed, so a failure to be described is parsed again after this. Only failures
 * need it, so it stays out of the first load; if it cannot load, messages stay terse.
 */
export function readableIssues(): Promise<void> {
  english ??= import('zod/v4/locales/en.js').then(
    ({ default: en }) => void z.config(en()),
    () => {
      english = undefined
    },
  )
  return english
}

export { z }
