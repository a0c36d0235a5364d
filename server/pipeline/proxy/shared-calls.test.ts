import { describe, expect, it } from 'vitest'
import { createSharedCalls } from './shared-calls'

/** A call that ends when told, or when its signal fires; notes how it ended. */
function controllable() {
  const log: string[] = []
  let finish = (_value: string) => {}
  const start = (signal: AbortSignal) =>
    new Promise<string>((resolve) => {
      log.push('started')
      finish = (value) => resolve(value)
      signal.addEventListener('abort', () => log.push('given up'))
    })
  return { log, start, finish: (value: string) => finish(value) }
}

describe('shared calls', () => {
  it('join identical requests in flight into one call, for all of them', async () => {
    const shared = createSharedCalls()
    const call = controllable()
    const a = shared.run('k', new AbortController().signal, call.start)
    const b = shared.run('k', new AbortController().signal, call.start)
    call.finish('answer')
    expect(await a).toEqual({ value: 'answer', joined: false })
    expect(await b).toEqual({ value: 'answer', joined: true })
    expect(call.log).toEqual(['started'])
  })

  it('go on while anyone waits, and are given up when the last client has gone', async () => {
    const shared = createSharedCalls()
    const call = controllable()
    const first = new AbortController()
    const second = new AbortController()
    const a = shared.run('k', first.signal, call.start)
    const b = shared.run('k', second.signal, call.start)
    first.abort()
    expect(await a).toEqual({ abandoned: true, joined: false })
    expect(call.log).toEqual(['started'])
    second.abort()
    expect(await b).toEqual({ abandoned: true, joined: true })
    expect(call.log).toEqual(['started', 'given up'])
    // A new request for the same key starts afresh rather than joining the call given up.
    const again = controllable()
    const c = shared.run('k', new AbortController().signal, again.start)
    again.finish('new')
    expect(await c).toEqual({ value: 'new', joined: false })
  })
})
