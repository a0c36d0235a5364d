import type { Store } from '../../store/store'
import type { RefusalReason } from './refusal'
import {
  CALLS,
  CREDITS,
  HISTORY_DAYS,
  QUESTIONS,
  teamKey,
  usageKey,
  usersKey,
  creditsField,
  refusedField,
} from './usage-keys'
import { lastUtcDays, nextUtcMidnight, utcDay } from './utc-day'

/**
 * Reading what was spent: one user's today (the header's meter, GET /api/usage) and everyone's
 * recent days (the admin page). Counts include reservations still in flight, which is what the
 * allowance is checked against too.
 */
export interface UserUsage {
  day: string
  /** Upstream calls, zero-credit ones included. */
  calls: { used: number; limit: number }
  credits: { used: number; limit: number }
  questions: { used: number; limit: number }
  team: { used: number; limit: number }
  resets_at: string
}

export interface UserDayUsage {
  user: string
  /** Requests that reached the limits, refused ones included. */
  requests: number
  /** Calls that went to the upstream (cache hits and refusals are none). */
  calls: number
  credits: number
  creditsByEndpoint: Record<string, number>
  questions: number
  refused: Partial<Record<RefusalReason, number>>
}

export interface DayUsage {
  day: string
  /** The team's credits that day. */
  credits: number
  users: UserDayUsage[]
}

export interface UsageSettings {
  userDailyCalls: number
  userDailyCredits: number
  teamDailyCredits: number
  userDailyQuestions: number
}

export async function readUserUsage(
  store: Store,
  settings: UsageSettings,
  user: string,
  nowMs: number,
): Promise<UserUsage> {
  const day = utcDay(nowMs)
  const [fields, team] = await Promise.all([
    store.getFields(usageKey(day, user)),
    store.get(teamKey(day)),
  ])
  return {
    day,
    calls: { used: count(fields[CALLS]), limit: settings.userDailyCalls },
    credits: { used: count(fields[CREDITS]), limit: settings.userDailyCredits },
    questions: { used: count(fields[QUESTIONS]), limit: settings.userDailyQuestions },
    team: { used: count(team === undefined ? 0 : Number(team)), limit: settings.teamDailyCredits },
    resets_at: new Date(nextUtcMidnight(nowMs)).toISOString(),
  }
}

/**
 * Today and the `days` UTC days before it (at most HISTORY_DAYS − 1, what is kept in full),
 * newest first; every day is listed, users only on days they made requests, by name.
 */
export async function readUsageReport(
  store: Store,
  days: number,
  nowMs: number,
): Promise<DayUsage[]> {
  const span = Math.min(Math.max(0, Math.floor(days)), HISTORY_DAYS - 1) + 1
  return Promise.all(lastUtcDays(nowMs, span).map((day) => readDay(store, day)))
}

async function readDay(store: Store, day: string): Promise<DayUsage> {
  const [requestsByUser, team] = await Promise.all([
    store.getFields(usersKey(day)),
    store.get(teamKey(day)),
  ])
  const names = Object.keys(requestsByUser).sort()
  const users = await Promise.all(
    names.map(async (user) =>
      toUserDay(user, requestsByUser[user], await store.getFields(usageKey(day, user))),
    ),
  )
  return { day, credits: count(team === undefined ? 0 : Number(team)), users }
}

const CREDITS_PREFIX = creditsField('')
const REFUSED_PREFIX = refusedField('')

function toUserDay(
  user: string,
  requests: number | undefined,
  fields: Record<string, number>,
): UserDayUsage {
  const creditsByEndpoint: Record<string, number> = {}
  const refused: Partial<Record<RefusalReason, number>> = {}
  for (const [field, value] of Object.entries(fields)) {
    // A reservation refunded in full leaves 0 behind; it is no spending.
    if (field.startsWith(CREDITS_PREFIX) && value > 0)
      creditsByEndpoint[field.slice(CREDITS_PREFIX.length)] = value
    else if (field.startsWith(REFUSED_PREFIX))
      refused[field.slice(REFUSED_PREFIX.length) as RefusalReason] = value
  }
  return {
    user,
    requests: count(requests),
    calls: count(fields[CALLS]),
    credits: count(fields[CREDITS]),
    creditsByEndpoint,
    questions: count(fields[QUESTIONS]),
    refused,
  }
}

/** A stored count as a number to show: missing is 0, and never below 0. */
function count(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0
}
