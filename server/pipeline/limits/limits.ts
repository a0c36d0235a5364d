import { creditsOf, ENDPOINTS } from '../../../src/api/endpoints'
import type { Store } from '../../store/store'
import { pagingDepth } from './paging-depth'
import { dailyRefusal, depthRefusal, rateRefusal, type DailyLimit, type Refusal } from './refusal'
import { createRequestRate } from './request-rate'
import {
  CALLS,
  CREDITS,
  QUESTIONS,
  creditsField,
  historyTtlMs,
  refusedField,
  teamKey,
  usageKey,
  usersKey,
} from './usage-keys'
import {
  readUsageReport,
  readUserUsage,
  type DayUsage,
  type UsageSettings,
  type UserUsage,
} from './usage-report'
import { utcDay } from './utc-day'

/**
 * What each user may spend of the team's key (issue 14, item 2). A user is an opaque id: a
 * user name, or in `none` mode the client address (`ip:127.0.0.1`).
 *
 * Two steps, so that an answer from the response cache costs nothing:
 *
 * - `admit(user, request)` for every /api request: the paging depth (400) and the request rate
 *   (429); it counts the request in the user's day.
 * - `reserve(user, request)` just before the upstream is actually called (a cache miss, the
 *   leader of coalesced calls, every POST, zero-credit calls included): the user's daily calls,
 *   research questions, the user's daily credits and the team's, each added atomically in the
 *   store and checked against its limit with the total the store returned, then taken back when
 *   over. So no amount of concurrency lets anyone past an allowance: each call sees its own
 *   total. Call `charge.refund()` when the upstream did not answer 2xx: the credits and the
 *   question come back, the call stays counted (it was made, and a client that could make
 *   failing calls for free could make them without end). Call `charge.cancel()` instead when no
 *   upstream call went out for it after all (joined to another's, answered from the cache, no
 *   turn in the queue, the client gone first): everything comes back. Both are idempotent.
 * - `check` is both in one, for a caller that reserves before it knows about the cache.
 *
 * Zero-credit calls (the semantic searches) take no credits, so they still work for a user
 * whose credits are used up, but each is a call: the daily calls bound them (issue 29, item 5).
 * A store that fails makes these reject (the Error names Redis):
 * spending then cannot be known, and the caller should answer 503 rather than guess.
 *
 * The clock (`now`) decides the UTC day and so every daily limit; the request rate runs on
 * rate-limiter-flexible's own clock.
 */
export interface LimitsOptions {
  store: Store
  /** Requests per user per second; bursts of 3× are allowed. */
  rate?: number
  /** Upstream calls per user per UTC day, zero-credit ones included. */
  userDailyCalls?: number
  userDailyCredits?: number
  teamDailyCredits?: number
  userDailyQuestions?: number
  /** The deepest result position anyone may page to. */
  maxDepth?: number
  /** Credits a call to `path` costs; the provider's table by default. */
  costOf?: (path: string) => number
  now?: () => number
}

export interface LimitRequest {
  /** The upstream path, `/v1/...` (`/api/v1/...` is taken too). */
  path: string
  query: URLSearchParams
  method: string
  /** What the call costs; `costOf(path)` when not given. */
  credits?: number
}

export interface Charge {
  readonly credits: number
  /** The user's credits today with this charge, when it cost any (the header's meter). */
  readonly creditsUsed?: number
  readonly question: boolean
  /** The upstream declined the call: its credits and question come back; the call counts. */
  refund(): Promise<void>
  /** No upstream call was made for it: everything comes back, the call too. */
  cancel(): Promise<void>
}

export type Admitted = { ok: true }
export type Reserved = { ok: true; charge: Charge }

export interface LimitSettings {
  rate: number
  /** Upstream calls per user per UTC day, zero-credit ones included. */
  userDailyCalls: number
  userDailyCredits: number
  teamDailyCredits: number
  userDailyQuestions: number
  maxDepth: number
}

export interface Limits {
  readonly settings: Readonly<LimitSettings>
  admit(user: string, request: LimitRequest): Promise<Admitted | Refusal>
  reserve(user: string, request: LimitRequest): Promise<Reserved | Refusal>
  check(user: string, request: LimitRequest): Promise<Reserved | Refusal>
  usageOf(user: string): Promise<UserUsage>
  /** Today and the `days` days before it (at most 30), newest first. */
  usageReport(days?: number): Promise<DayUsage[]>
}

export const DEFAULT_LIMITS: Readonly<LimitSettings> = {
  rate: 10,
  userDailyCalls: 5_000,
  userDailyCredits: 1_000,
  teamDailyCredits: 20_000,
  userDailyQuestions: 20,
  maxDepth: 1_000,
}

const QUESTION_PATH = ENDPOINTS.researchAsk.path

export function createLimits(options: LimitsOptions): Limits {
  const { store } = options
  const settings: LimitSettings = { ...DEFAULT_LIMITS, ...definedOnly(options) }
  const costOf = options.costOf ?? creditsOf
  const now = options.now ?? Date.now
  const rate = createRequestRate(store, settings.rate)
  const usageSettings: UsageSettings = settings

  const refuse = async (user: string, refusal: Refusal, nowMs: number): Promise<Refusal> => {
    await store.incrementField(
      usageKey(utcDay(nowMs), user),
      refusedField(refusal.reason),
      1,
      historyTtlMs(nowMs),
    )
    return refusal
  }

  async function admit(user: string, request: LimitRequest): Promise<Admitted | Refusal> {
    const nowMs = now()
    const path = upstreamPath(request.path)
    const counted = store.incrementField(usersKey(utcDay(nowMs)), user, 1, historyTtlMs(nowMs))
    const depth = pagingDepth(path, request.query)
    if (depth !== undefined && depth > settings.maxDepth) {
      await counted
      return refuse(user, depthRefusal(settings.maxDepth, depth), nowMs)
    }
    const [outcome] = await Promise.all([rate.consume(user), counted])
    if (!outcome.ok)
      return refuse(
        user,
        rateRefusal(rate.points, rate.windowS, outcome.used, outcome.msBeforeNext, nowMs),
        nowMs,
      )
    return { ok: true }
  }

  async function reserve(user: string, request: LimitRequest): Promise<Reserved | Refusal> {
    const nowMs = now()
    const path = upstreamPath(request.path)
    const day = utcDay(nowMs)
    const ttl = historyTtlMs(nowMs)
    const key = usageKey(day, user)
    const cost = Math.max(0, request.credits ?? costOf(path))
    const question = request.method.toUpperCase() === 'POST' && path === QUESTION_PATH
    // What has been added so far, taken back in full (and once) by a refusal or a refund; the
    // call itself is given back only when none was made (a refusal, a cancel).
    const undo: (() => Promise<unknown>)[] = []
    const takeBack = () => Promise.all(undo.splice(0).map((step) => step()))
    let callCounted = false
    const takeBackCall = async () => {
      if (!callCounted) return
      callCounted = false
      await store.incrementField(key, CALLS, -1, ttl)
    }

    const over = async (reason: DailyLimit, limit: number, total: number, by: number) => {
      await Promise.all([takeBack(), takeBackCall()])
      // Others' reservations in flight may push the total past the limit for a moment.
      const used = Math.min(total - by, limit)
      return refuse(user, dailyRefusal(reason, limit, used, by, nowMs), nowMs)
    }

    let creditsUsed: number | undefined
    try {
      const calls = await store.incrementField(key, CALLS, 1, ttl)
      callCounted = true
      if (calls > settings.userDailyCalls)
        return await over('calls', settings.userDailyCalls, calls, 1)
      if (question) {
        const asked = await store.incrementField(key, QUESTIONS, 1, ttl)
        undo.push(() => store.incrementField(key, QUESTIONS, -1, ttl))
        if (asked > settings.userDailyQuestions)
          return await over('questions', settings.userDailyQuestions, asked, 1)
      }
      if (cost > 0) {
        const used = await store.incrementField(key, CREDITS, cost, ttl)
        undo.push(() => store.incrementField(key, CREDITS, -cost, ttl))
        if (used > settings.userDailyCredits)
          return await over('credits', settings.userDailyCredits, used, cost)
        creditsUsed = used
        // The history's share needs no check, so it goes with the team's in one round trip.
        const [team, history] = await Promise.allSettled([
          store.increment(teamKey(day), cost, ttl),
          store.incrementField(key, creditsField(path), cost, ttl),
        ])
        if (team.status === 'fulfilled') undo.push(() => store.increment(teamKey(day), -cost, ttl))
        if (history.status === 'fulfilled')
          undo.push(() => store.incrementField(key, creditsField(path), -cost, ttl))
        if (team.status === 'rejected') throw team.reason
        if (history.status === 'rejected') throw history.reason
        if (team.value > settings.teamDailyCredits)
          return await over('team-credits', settings.teamDailyCredits, team.value, cost)
      }
    } catch (err) {
      // A store that failed half-way: give back what was taken if it still can, and say so.
      await Promise.all([takeBack(), takeBackCall()]).catch(() => undefined)
      throw err
    }

    let refunded: Promise<void> | undefined
    let cancelled: Promise<void> | undefined
    const charge: Charge = {
      credits: cost,
      ...(creditsUsed !== undefined ? { creditsUsed } : {}),
      question,
      refund() {
        refunded ??= takeBack().then(() => undefined)
        return refunded
      },
      cancel() {
        cancelled ??= Promise.all([charge.refund(), takeBackCall()]).then(() => undefined)
        return cancelled
      },
    }
    return { ok: true, charge }
  }

  return {
    settings,
    admit,
    reserve,
    async check(user, request) {
      const admitted = await admit(user, request)
      return admitted.ok ? reserve(user, request) : admitted
    },
    usageOf: (user) => readUserUsage(store, usageSettings, user, now()),
    usageReport: (days = 30) => readUsageReport(store, days, now()),
  }
}

function upstreamPath(path: string): string {
  return path.startsWith('/api/') ? path.slice(4) : path
}

/** The numeric settings given, so an undefined one keeps its default. */
function definedOnly(options: LimitsOptions): Partial<LimitSettings> {
  const out: Partial<LimitSettings> = {}
  for (const name of Object.keys(DEFAULT_LIMITS) as (keyof LimitSettings)[]) {
    const value = options[name]
    if (value !== undefined) {
      if (!(Number.isInteger(value) && value >= 0))
        throw new RangeError(`${name} must be a whole number of at least 0, got ${value}`)
      out[name] = value
    }
  }
  return out
}
