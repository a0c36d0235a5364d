import fc from 'fast-check'
import { expect } from 'vitest'
import { call } from './test-client'

/**
 * The property both survey endpoints must hold: arbitrary query strings, mixing junk with real
 * question and answer IDs, give 200 or a 4xx, never a 5xx. Shared by the endpoints' tests.
 */
const FUZZ_IDS = [
  'v0013g_demo_generation',
  'v0013g_demo_generation#1',
  'v0103_stream_services#9',
  'v0025_demo_regiondeu',
  'v0111_social_platforms',
]
const fuzzValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...FUZZ_IDS),
  fc.constant(''),
)
const fuzzParams = fc.dictionary(
  fc.constantFrom('rows', 'columns', 'filters', 'country', 'year', 'q', 'size'),
  fuzzValue,
)

export async function assertNeverServerError(path: string): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fuzzParams, async (p) => {
      const res = await call(`${path}?${new URLSearchParams(p).toString()}`)
      expect([200, 400, 404]).toContain(res.status)
    }),
    { numRuns: 150, seed: 7 },
  )
}
