import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../store/memory-store'
import { createSessions } from './sessions'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('sessions', () => {
  const setup = () => {
    let now = Date.UTC(2026, 10, 23, 9)
    const clock = () => now
    const store = createMemoryStore({ now: clock })
    const sessions = createSessions({
      store,
      ttlMs: 12 * HOUR,
      renewEveryMs: 10 * MINUTE,
      maxAgeMs: 48 * HOUR,
      now: clock,
    })
    return { store, sessions, advance: (ms: number) => (now += ms) }
  }

  it('keeps only a hash of the id in the store', async () => {
    const { store, sessions } = setup()
    const id = await sessions.create('alice', false)
    expect(await store.get(`session:${id}`)).toBeUndefined()
    expect((await sessions.read(id))?.session).toMatchObject({ user: 'alice', admin: false })
  })

  it('expires after its lifetime unused, moves while used, and ends at its maximum age', async () => {
    const { sessions, advance } = setup()
    const idle = await sessions.create('idle', false)
    const busy = await sessions.create('busy', false)
    advance(5 * MINUTE)
    expect((await sessions.read(busy))?.renewed).toBe(false) // at most once per 10 minutes
    for (let h = 0; h < 42; h += 6) {
      advance(6 * HOUR)
      expect((await sessions.read(busy))?.renewed, `after ${h + 6} h`).toBe(true)
    }
    expect(await sessions.read(idle)).toBeUndefined()
    advance(6 * HOUR) // 48 h 5 min since sign-in, past the maximum
    expect(await sessions.read(busy)).toBeUndefined()
  })

  it('ends at sign-out', async () => {
    const { sessions } = setup()
    const id = await sessions.create('alice', false)
    await sessions.end(id)
    expect(await sessions.read(id)).toBeUndefined()
  })
})
