/**
 * Identical requests in flight at the same time share one upstream call (per instance): the
 * first starts it, the others join and get the same outcome. The call goes on while anyone still
 * waits for it and is given up (its signal fires) when the last of them has gone, so a client
 * that leaves cannot keep an upstream connection busy for nobody, nor end one a colleague needs.
 */
export interface SharedCalls {
  /**
   * The outcome of the call for `key`: joined when one is in flight, else started with `start`,
   * whose signal fires once every waiter's `signal` has fired.
   */
  run<T>(
    key: string,
    signal: AbortSignal,
    start: (signal: AbortSignal) => Promise<T>,
  ): Promise<{ value: T; joined: boolean } | { abandoned: true; joined: boolean }>
}

interface InFlight {
  promise: Promise<unknown>
  waiters: number
  controller: AbortController
}

export function createSharedCalls(): SharedCalls {
  const inFlight = new Map<string, InFlight>()
  return {
    run<T>(
      key: string,
      signal: AbortSignal,
      start: (signal: AbortSignal) => Promise<T>,
    ): Promise<{ value: T; joined: boolean } | { abandoned: true; joined: boolean }> {
      if (signal.aborted) return Promise.resolve({ abandoned: true, joined: false })
      let call = inFlight.get(key)
      const joined = call !== undefined
      if (!call) {
        const controller = new AbortController()
        const fresh: InFlight = { promise: Promise.resolve(), waiters: 0, controller }
        fresh.promise = start(controller.signal).finally(() => {
          if (inFlight.get(key) === fresh) inFlight.delete(key)
        })
        inFlight.set(key, fresh)
        call = fresh
      }
      const shared = call
      shared.waiters++
      const leave = () => {
        shared.waiters--
        if (shared.waiters === 0) {
          shared.controller.abort()
          // Nobody waits: a new request for the same key starts afresh rather than joining a
          // call that is being given up.
          if (inFlight.get(key) === shared) inFlight.delete(key)
        }
      }
      return new Promise<{ value: T; joined: boolean } | { abandoned: true; joined: boolean }>(
        (resolve) => {
          let done = false
          const onAbort = () => {
            if (done) return
            done = true
            leave()
            resolve({ abandoned: true, joined })
          }
          signal.addEventListener('abort', onAbort, { once: true })
          shared.promise.then(
            (value) => {
              signal.removeEventListener('abort', onAbort)
              if (done) return
              done = true
              shared.waiters--
              resolve({ value: value as T, joined })
            },
            () => {
              signal.removeEventListener('abort', onAbort)
              if (done) return
              done = true
              shared.waiters--
              resolve({ abandoned: true, joined })
            },
          )
        },
      )
    },
  }
}
