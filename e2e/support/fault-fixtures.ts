import { request as httpRequest } from '@playwright/test'
import { test as base } from './fixtures'
import { UPSTREAM_BASE } from './fault-ports'
import type { RecordedRequest, Rule } from './test-upstream'

export { expect } from './fixtures'
export { FAULT_API_KEY, FAULT_BASE } from './fault-ports'
export type { FaultMode } from './test-upstream'

/** The test's handle on the test upstream; everything is scoped to the running test. */
export interface UpstreamControl {
  /** Makes `rule.endpoint` misbehave (mode `normal` with no delay clears the rule). */
  set(rule: Rule): Promise<void>
  /** Sends the answers held back by a rule with `hold`. */
  release(): Promise<void>
  /** Clears every rule and recorded request of this test. */
  reset(): Promise<void>
  /** Requests the upstream received from this test's browser, in order. */
  requests(): Promise<RecordedRequest[]>
}

/**
 * The shared `test` (CSP and uncaught-error checks) plus an `upstream` handle. The browser's
 * User-Agent carries the test's scope, which the proxy forwards, so tests in parallel workers
 * each steer only their own faults.
 */
export const test = base.extend<{ upstream: UpstreamControl }>({
  userAgent: async ({ userAgent }, use, testInfo) => {
    await use(`${userAgent ?? 'Mozilla/5.0'} dds-scope/${testInfo.testId}`)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function uses
  upstream: async ({}, use, testInfo) => {
    // A fresh connection per control call: a kept-alive one can be closed by the upstream's
    // idle timeout just as the next step reuses it (seen as ECONNRESET between fault steps).
    const api = await httpRequest.newContext({
      baseURL: UPSTREAM_BASE,
      extraHTTPHeaders: { connection: 'close' },
    })
    const scope = `scope=${encodeURIComponent(testInfo.testId)}`
    const ok = async (response: { ok(): boolean; status(): number; url(): string }) => {
      if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`)
    }
    const control: UpstreamControl = {
      set: async (rule) => ok(await api.post(`/__control?${scope}`, { data: rule })),
      release: async () => ok(await api.post(`/__release?${scope}`)),
      reset: async () => ok(await api.post(`/__reset?${scope}`)),
      requests: async () =>
        (await (await api.get(`/__requests?${scope}`)).json()) as RecordedRequest[],
    }
    await control.reset()
    await use(control)
    await control.reset()
    await api.dispose()
  },
})
