import type { Hono } from 'hono'
import type { ApiPackage, KeyStatus } from './keys'

/** Per-request values every handler can read: the caller's package and the request time. */
export interface ServiceEnv {
  Variables: { pkg: ApiPackage; now: Date }
}

export type ServiceApp = Hono<ServiceEnv>

/** Options shared by every part of the service. */
export interface ServiceOptions {
  /** The clock; tests pin it. Data is generated relative to its value at start-up. */
  now?: () => Date
  /** Survey respondents to generate (default 120,000; the benchmark uses 1,000,000). */
  respondents?: number
  /** Keys beyond the demo keys, e.g. the generated key of the in-process service. */
  extraKeys?: Record<string, KeyStatus>
  /** Time each research-job step takes, in ms (default 600). */
  researchStepMs?: number
}
