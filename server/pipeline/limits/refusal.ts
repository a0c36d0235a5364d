import { nextUtcMidnight } from './utc-day'

/**
 * The answers a limit gives, in words a researcher can act on. Every refusal has the same body,
 * `{ title, detail, limit, used, resets_at }`, so the app shows any of them one way. Time limits
 * are 429 with Retry-After; the paging depth is 400, since waiting does not change it.
 */
export type RefusalReason = 'rate' | 'calls' | 'credits' | 'team-credits' | 'questions' | 'depth'

export interface LimitBody {
  title: string
  detail: string
  limit: number
  used: number
  /** ISO time the limit resets; null for one that never does (the paging depth). */
  resets_at: string | null
}

export interface Refusal {
  ok: false
  status: 429 | 400
  reason: RefusalReason
  body: LimitBody
  /** Seconds for Retry-After (429 only). */
  retryAfterS?: number
}

const count = (n: number) => n.toLocaleString('en-US')

export type DailyLimit = 'calls' | 'credits' | 'team-credits' | 'questions'

/** A daily limit reached: `used` before this request, which would add `cost`. */
export function dailyRefusal(
  reason: DailyLimit,
  limit: number,
  used: number,
  cost: number,
  nowMs: number,
): Refusal {
  const resets = nextUtcMidnight(nowMs)
  const over = used >= limit ? '' : ` and this request costs ${count(cost)}`
  const when = 'this resets at 00:00 UTC.'
  const { title, detail } =
    reason === 'calls'
      ? {
          title: 'Daily calls to the service used up',
          detail:
            `You have made ${count(used)} of ${count(limit)} calls to the service today ` +
            `(searches that cost no credits included); ${when}`,
        }
      : reason === 'credits'
        ? {
            title: 'Daily credits used up',
            detail: `You have used ${count(used)} of ${count(limit)} credits today${over}; ${when}`,
          }
        : reason === 'team-credits'
          ? {
              title: 'The team’s daily credits are used up',
              detail: `The team has used ${count(used)} of ${count(limit)} credits today${over}; ${when}`,
            }
          : {
              title: 'Daily research questions used up',
              detail: `You have asked ${count(used)} of ${count(limit)} research questions today; ${when}`,
            }
  return {
    ok: false,
    status: 429,
    reason,
    body: { title, detail, limit, used, resets_at: new Date(resets).toISOString() },
    retryAfterS: Math.max(1, Math.ceil((resets - nowMs) / 1000)),
  }
}

/** Too many requests in the rate window (`windowS` seconds, `points` requests allowed). */
export function rateRefusal(
  points: number,
  windowS: number,
  used: number,
  msBeforeNext: number,
  nowMs: number,
): Refusal {
  const retryAfterS = Math.max(1, Math.ceil(msBeforeNext / 1000))
  const perSecond = points / windowS
  return {
    ok: false,
    status: 429,
    reason: 'rate',
    body: {
      title: 'Too many requests',
      detail:
        `You are sending requests too fast: at most ${count(points)} in ${windowS} seconds ` +
        `(${count(perSecond)} a second) are answered; try again in ${seconds(retryAfterS)}.`,
      limit: points,
      used,
      resets_at: new Date(nowMs + msBeforeNext).toISOString(),
    },
    retryAfterS,
  }
}

/** A request reaching past the deepest position anyone may page to. */
export function depthRefusal(maxDepth: number, depth: number): Refusal {
  return {
    ok: false,
    status: 400,
    reason: 'depth',
    body: {
      title: 'Too far into the results',
      detail:
        `This asks for results up to number ${count(depth)}; paging stops at ` +
        `${count(maxDepth)}. Narrow the search (words, dates, filters) to reach what you need.`,
      limit: maxDepth,
      used: depth,
      resets_at: null,
    },
  }
}

function seconds(n: number): string {
  return n === 1 ? '1 second' : `${n} seconds`
}
