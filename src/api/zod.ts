import { z } from 'zod'

/**
 * The one place zod is configured. Every schema module imports `z` from here, so this runs
 * before any schema is constructed (zod reads `jitless` when a schema is built). Jitless mode
 * keeps zod from compiling parsers with `new Function`, which a strict Content-Security-Policy
 * (no 'unsafe-eval') would block and report.
 */
z.config({ jitless: true })

export { z }
