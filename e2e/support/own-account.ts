import { createHash } from 'node:crypto'
import type { TestInfo } from '@playwright/test'

/**
 * The journeys that keep saved work (collections, saved tables, audiences, research history)
 * run against a server of their own in `header` mode, as behind a team's auth proxy: each test
 * attempt names a reader of its own in the proxy's header, so it starts with an empty workspace
 * and never counts what a journey running beside it saved. On the main server (`none` mode)
 * every journey would share its one local account.
 */
const appPort = Number(process.env.E2E_PORT ?? 4173)

export const OWN_ACCOUNT_PORT = Number(process.env.E2E_OWN_ACCOUNT_PORT ?? appPort + 2008)
export const OWN_ACCOUNT_BASE = `http://127.0.0.1:${OWN_ACCOUNT_PORT}`
/** The header the server believes from its loopback peers (DDS_AUTH_HEADER's default). */
export const OWN_ACCOUNT_HEADER = 'x-forwarded-email'

/** A short reader name unique to this attempt of this test (a retry starts empty too). */
export function ownReader(info: TestInfo): string {
  const key = `${info.testId}:${info.retry}:${info.repeatEachIndex}:${process.pid}`
  return `r${createHash('sha256').update(key).digest('hex').slice(0, 8)}@e2e.test`
}
