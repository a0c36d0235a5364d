/**
 * The two reasons a research question is refused: its content (moderation) and the caller's
 * daily allowance. Both are deliberately simple so a client can provoke and display them.
 */

/** Questions per API key per UTC day; the next question is accepted but ends limit-reached. */
export const DAILY_QUESTION_LIMIT = 50

/** Words or phrases that block a question at the `moderated` step (whole words, any case). */
export const BLOCKED_TERMS = [
  'bomb',
  'bombs',
  'explosive',
  'explosives',
  'weapon instructions',
  'build a weapon',
  'make a weapon',
  'nerve agent',
  'bioweapon',
  'child abuse',
] as const

export function isBlocked(question: string): boolean {
  const normal = ` ${question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
  return BLOCKED_TERMS.some((term) => normal.includes(` ${term} `))
}

/**
 * Keys whose usage is counted. Only keys the service knows get this far (the key check runs
 * first), a handful in practice; the bound (about 1 MB) holds even for a service given many.
 * The key forgotten is the one that asked least recently, which starts its count afresh.
 */
const MAX_TRACKED_KEYS = 10_000

export class DailyQuota {
  private readonly used = new Map<string, { day: string; count: number }>()

  constructor(readonly limit: number = DAILY_QUESTION_LIMIT) {}

  /** Counts one question; false when the key had already used its allowance today. */
  take(key: string, now: Date): boolean {
    const day = now.toISOString().slice(0, 10)
    const entry = this.used.get(key)
    const count = entry && entry.day === day ? entry.count : 0
    if (count >= this.limit) return false
    this.used.delete(key)
    if (this.used.size >= MAX_TRACKED_KEYS) {
      const oldest = this.used.keys().next().value
      if (oldest !== undefined) this.used.delete(oldest)
    }
    this.used.set(key, { day, count: count + 1 })
    return true
  }

  usage(key: string, now: Date): number {
    const entry = this.used.get(key)
    return entry && entry.day === now.toISOString().slice(0, 10) ? entry.count : 0
  }
}
