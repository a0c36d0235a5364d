/**
 * Turns for upstream calls, shared fairly between users: at most `concurrency` calls in flight in
 * all, at most `perUser` of them one user's, at most `maxQueue` waiting, each waiting at most
 * `maxWaitMs`. A call that cannot start waits in its user's line; when a turn comes free, the
 * lines are served round-robin, so one user with a hundred calls waiting delays a colleague's one
 * call by at most one turn per user ahead of it, never by the whole hundred. A full queue is
 * refused at once (the caller answers 503 with Retry-After), and a call's own time limit starts
 * only when it gets its turn, so time spent waiting is never charged to the upstream.
 */
export interface FairGate {
  /**
   * Runs `call` for `user` when a turn is free. `refused` when the queue is full or the wait ran
   * out; `abandoned` when `signal` (every client of the call gone) fired while it waited.
   */
  run<T>(
    user: string,
    call: () => Promise<T>,
    signal: AbortSignal,
  ): Promise<{ value: T } | { refused: string } | { abandoned: true }>
  /** True while every turn is taken: new optional work (first views) should stand back. */
  underPressure(): boolean
  /** Calls in flight and waiting, in all and for one user (tests, health). */
  load(user?: string): { running: number; waiting: number }
}

interface Waiter {
  start(): void
}

export function createFairGate(options: {
  concurrency: number
  perUser: number
  maxQueue: number
  maxWaitMs: number
}): FairGate {
  let running = 0
  let waiting = 0
  const runningOf = new Map<string, number>()
  // Each user's line, in the order users first queued; Map order is the round-robin order.
  const lines = new Map<string, Waiter[]>()

  const canStart = (user: string) =>
    running < options.concurrency && (runningOf.get(user) ?? 0) < options.perUser

  const take = (user: string) => {
    running++
    runningOf.set(user, (runningOf.get(user) ?? 0) + 1)
  }

  const give = (user: string) => {
    running--
    const left = (runningOf.get(user) ?? 1) - 1
    if (left === 0) runningOf.delete(user)
    else runningOf.set(user, left)
    next()
  }

  /** Starts waiting calls while turns are free, one user's line after the other. */
  const next = () => {
    let progressed = true
    while (progressed && running < options.concurrency && lines.size > 0) {
      progressed = false
      for (const [user, line] of [...lines]) {
        if (running >= options.concurrency) break
        if (!canStart(user)) continue
        const waiter = line.shift()
        if (line.length === 0) lines.delete(user)
        else {
          // Served: this user goes to the end of the round.
          lines.delete(user)
          lines.set(user, line)
        }
        if (!waiter) continue
        waiting--
        take(user)
        waiter.start()
        progressed = true
      }
    }
  }

  return {
    async run(user, call, signal) {
      if (signal.aborted) return { abandoned: true }
      if (canStart(user) && lines.size === 0) {
        take(user)
        try {
          return { value: await call() }
        } finally {
          give(user)
        }
      }
      if (waiting >= options.maxQueue)
        return { refused: 'every upstream connection is busy and the queue is full' }

      const turn = await new Promise<'start' | 'timeout' | 'abort'>((resolve) => {
        const waiter: Waiter = {
          start: () => {
            stop()
            resolve('start')
          },
        }
        const leave = (why: 'timeout' | 'abort') => {
          stop()
          const line = lines.get(user)
          const at = line?.indexOf(waiter) ?? -1
          if (line && at !== -1) {
            line.splice(at, 1)
            if (line.length === 0) lines.delete(user)
            waiting--
          }
          resolve(why)
        }
        const timer = setTimeout(() => leave('timeout'), options.maxWaitMs)
        const onAbort = () => leave('abort')
        signal.addEventListener('abort', onAbort, { once: true })
        const stop = () => {
          clearTimeout(timer)
          signal.removeEventListener('abort', onAbort)
        }
        waiting++
        const line = lines.get(user)
        if (line) line.push(waiter)
        else lines.set(user, [waiter])
        // A turn may be free for this user even though others wait (their users are at their cap).
        next()
      })
      if (turn === 'timeout')
        return { refused: `no upstream connection came free within ${options.maxWaitMs} ms` }
      if (turn === 'abort') return { abandoned: true }
      try {
        return { value: await call() }
      } finally {
        give(user)
      }
    },
    // Calls that wait only because their own user is at its share are no pressure on others.
    underPressure: () => running >= options.concurrency,
    load(user) {
      if (user === undefined) return { running, waiting }
      return { running: runningOf.get(user) ?? 0, waiting: lines.get(user)?.length ?? 0 }
    },
  }
}
