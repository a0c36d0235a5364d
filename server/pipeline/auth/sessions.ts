import { createHash, randomBytes } from 'node:crypto'
import type { Store } from '../../store/store'

/**
 * Signed-in sessions in the shared store, so any instance behind a balancer knows them. The
 * browser holds a random 32-byte id; the store holds only its SHA-256, so someone reading the
 * store (a Redis dump, a replica) finds no id they could present as a cookie.
 */

export const SESSION_COOKIE = 'dds_session'

export interface Session {
  user: string
  admin: boolean
  /** Epoch ms: when the user signed in. */
  createdAt: number
  /** Epoch ms: when the expiry was last moved. */
  renewedAt: number
  /**
   * password mode: the account's credential when it signed in (`credentialOf`); a session whose
   * account has another one now (password changed or reset) is over.
   */
  credential?: string
}

export interface SessionOptions {
  store: Store
  /** How long a session lasts after it was last renewed. */
  ttlMs: number
  /** Renewal writes to the store, so it happens at most this often per session. */
  renewEveryMs?: number
  /** However active, a session ends this long after sign-in (default 7 days). */
  maxAgeMs?: number
  /** The clock, in epoch ms; tests move it instead of waiting. */
  now?: () => number
}

export function createSessions(options: SessionOptions) {
  const { store, ttlMs } = options
  const renewEveryMs = options.renewEveryMs ?? Math.min(10 * 60_000, ttlMs / 4)
  const maxAgeMs = Math.max(options.maxAgeMs ?? 7 * 24 * 3_600_000, ttlMs)
  const clock = options.now ?? Date.now

  return {
    ttlMs,

    async create(user: string, admin: boolean, credential?: string): Promise<string> {
      const id = randomBytes(32).toString('base64url')
      const now = clock()
      const session: Session = {
        user,
        admin,
        createdAt: now,
        renewedAt: now,
        ...(credential ? { credential } : {}),
      }
      await store.set(keyOf(id), JSON.stringify(session), ttlMs)
      return id
    },

    /**
     * The session for a cookie's id, and whether its expiry was just moved (the cookie's
     * Max-Age should then move too). Undefined when unknown or past its end.
     */
    async read(id: string): Promise<{ session: Session; renewed: boolean } | undefined> {
      const text = await store.get(keyOf(id))
      if (text === undefined) return undefined
      const session = parseSession(text)
      if (!session) return undefined
      const now = clock()
      if (now - session.createdAt >= maxAgeMs) {
        await store.delete(keyOf(id))
        return undefined
      }
      if (now - session.renewedAt < renewEveryMs) return { session, renewed: false }
      const renewed: Session = { ...session, renewedAt: now }
      const left = Math.min(ttlMs, session.createdAt + maxAgeMs - now)
      await store.set(keyOf(id), JSON.stringify(renewed), left)
      return { session: renewed, renewed: true }
    },

    async end(id: string): Promise<void> {
      await store.delete(keyOf(id))
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>

function keyOf(id: string): string {
  return `session:${createHash('sha256').update(id).digest('base64url')}`
}

function parseSession(text: string): Session | undefined {
  try {
    const value = JSON.parse(text) as Partial<Session>
    if (
      typeof value.user === 'string' &&
      typeof value.admin === 'boolean' &&
      typeof value.createdAt === 'number'
    )
      return {
        user: value.user,
        admin: value.admin,
        createdAt: value.createdAt,
        renewedAt: typeof value.renewedAt === 'number' ? value.renewedAt : value.createdAt,
        ...(typeof value.credential === 'string' ? { credential: value.credential } : {}),
      }
  } catch {
    // A value this code did not write: treated as no session.
  }
  return undefined
}
