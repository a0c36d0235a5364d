import { DAY_MS, nextUtcMidnight } from './utc-day'

/**
 * Where spending lives in the store. One hash per user per UTC day holds both the allowance
 * counters and the history, so a charge is one write and reading a user's day is one read:
 *
 *   usage:<day>:<user>     calls, credits, credits:<path>, questions, refused:<reason>
 *   usage-users:<day>      <user> → requests that day (the index the admin report walks)
 *   team-credits:<day>     the team's credits that day
 *
 * Everything is kept HISTORY_DAYS after its day ends, then expires by itself.
 */
export const HISTORY_DAYS = 31

export const usageKey = (day: string, user: string) => `usage:${day}:${user}`
export const usersKey = (day: string) => `usage-users:${day}`
export const teamKey = (day: string) => `team-credits:${day}`

export const CALLS = 'calls'
export const CREDITS = 'credits'
export const QUESTIONS = 'questions'
export const creditsField = (path: string) => `credits:${path}`
export const refusedField = (reason: string) => `refused:${reason}`

/** The TTL that keeps a key written at `nowMs` until HISTORY_DAYS after its day ends. */
export function historyTtlMs(nowMs: number): number {
  return nextUtcMidnight(nowMs) + HISTORY_DAYS * DAY_MS - nowMs
}
