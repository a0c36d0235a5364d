import PQueue from 'p-queue'

/**
 * Turns for upstream calls: at most `concurrency` in flight, at most `maxQueue` waiting, each
 * waiting at most `maxWaitMs`. A full queue is refused at once (the caller answers 503 with
 * Retry-After) instead of growing without bound, and a call's own time limit starts only when
 * it gets its turn, so time spent queued is never charged to the upstream.
 */
export interface UpstreamGate {
  /**
   * Runs `call` when a turn is free. `refused` when the queue is full or the wait ran out;
   * `abandoned` when `signal` (the client going away) fired while it waited.
   */
  run<T>(
    call: () => Promise<T>,
    signal: AbortSignal,
  ): Promise<{ value: T } | { refused: string } | { abandoned: true }>
  /** True while calls wait for a turn: new optional work (first views) should stand back. */
  underPressure(): boolean
}

export function createUpstreamGate(options: {
  concurrency: number
  maxQueue: number
  maxWaitMs: number
}): UpstreamGate {
  const queue = new PQueue({ concurrency: options.concurrency })
  return {
    async run(call, signal) {
      if (queue.pending >= options.concurrency && queue.size >= options.maxQueue)
        return { refused: 'every upstream connection is busy and the queue is full' }
      // Aborts only while waiting: p-queue gives a running task's turn back as soon as its
      // signal fires, so a signal that outlived the wait would let more calls run than allowed.
      const waiting = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        waiting.abort()
      }, options.maxWaitMs)
      const onCallerAbort = () => waiting.abort()
      signal.addEventListener('abort', onCallerAbort, { once: true })
      const stopWaiting = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', onCallerAbort)
      }
      try {
        const value = await queue.add(
          () => {
            stopWaiting()
            return call()
          },
          { signal: waiting.signal },
        )
        return { value }
      } catch (err) {
        if (timedOut)
          return { refused: `no upstream connection came free within ${options.maxWaitMs} ms` }
        if (signal.aborted) return { abandoned: true }
        throw err
      } finally {
        stopWaiting()
      }
    },
    underPressure: () => queue.size > 0,
  }
}
