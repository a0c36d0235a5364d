import { describe, expect, it } from 'vitest'
import { createFairGate } from './fair-gate'

/** A call that runs until `finish` is called, noting its start. */
function held(name: string, started: string[]) {
  let finish = () => {}
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name)
  })
  return {
    call: () => {
      started.push(name)
      return done
    },
    finish: () => finish(),
  }
}

const never = new AbortController().signal

describe('the fair gate', () => {
  it('holds one user to its share while others still get turns', async () => {
    const gate = createFairGate({ concurrency: 4, perUser: 2, maxQueue: 10, maxWaitMs: 5_000 })
    const started: string[] = []
    const a = ['a1', 'a2', 'a3', 'a4'].map((n) => held(n, started))
    for (const c of a) void gate.run('alice', c.call, never)
    await Promise.resolve()
    expect(started).toEqual(['a1', 'a2'])
    expect(gate.load('alice')).toEqual({ running: 2, waiting: 2 })
    // Turns are free, so bob starts at once although alice's calls wait.
    const b = held('b1', started)
    void gate.run('bob', b.call, never)
    await Promise.resolve()
    expect(started).toEqual(['a1', 'a2', 'b1'])
    expect(gate.underPressure()).toBe(false)
    a[0]?.finish()
    await new Promise((r) => setTimeout(r, 0))
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3'])
  })

  it('serves waiting users round-robin when every turn is taken', async () => {
    const gate = createFairGate({ concurrency: 1, perUser: 8, maxQueue: 20, maxWaitMs: 5_000 })
    const started: string[] = []
    const calls = new Map<string, ReturnType<typeof held>>()
    const ask = (user: string, name: string) => {
      const call = held(name, started)
      calls.set(name, call)
      void gate.run(user, call.call, never)
    }
    ask('alice', 'a0')
    for (const name of ['a1', 'a2', 'a3']) ask('alice', name)
    for (const name of ['b1', 'b2']) ask('bob', name)
    ask('carol', 'c1')
    expect(gate.underPressure()).toBe(true)
    // One at a time: each call that finishes lets the next user of the round go.
    for (let i = 0; i < 6; i++) {
      calls.get(started.at(-1) ?? '')?.finish()
      await new Promise((r) => setTimeout(r, 0))
    }
    expect(started).toEqual(['a0', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3'])
  })

  it('refuses past its queue, and when the wait runs out; gives a left call its place back', async () => {
    const gate = createFairGate({ concurrency: 1, perUser: 1, maxQueue: 1, maxWaitMs: 50 })
    const started: string[] = []
    const first = held('a0', started)
    void gate.run('alice', first.call, never)
    const waiting = gate.run('bob', held('b1', started).call, never)
    expect(await gate.run('carol', held('c1', started).call, never)).toEqual({
      refused: 'every upstream connection is busy and the queue is full',
    })
    expect(await waiting).toMatchObject({ refused: expect.stringMatching(/within 50 ms/) })
    const leaving = new AbortController()
    const left = gate.run('dave', held('d1', started).call, leaving.signal)
    leaving.abort()
    expect(await left).toEqual({ abandoned: true })
    expect(gate.load()).toEqual({ running: 1, waiting: 0 })
    expect(started).toEqual(['a0'])
  })
})
