import { z } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

/**
 * The one place zod is configured. Every schema module imports `z` from here, so this runs
 * before any schema is constructed (zod reads `jitless` when a schema is built). Jitless mode
 * keeps zod from compiling parsers with `new Function`, which a strict Content-Security-Policy
 * (no 'unsafe-eval') would block and report.
 *
 * zod/mini (the functional API: `z.optional(s)`, `s.check(...)`) instead of classic zod: the
 * same parser core at about a third of the gzip size, which matters because schemas ship in
 * every page's first load. Mini has no messages of its own; the English locale keeps parse
 * errors readable ("expected string, received number").
 */
z.config({ ...en(), jitless: true })

export { z }
