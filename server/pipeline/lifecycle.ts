/**
 * The server's running state shared by its stages: requests in flight, and whether shutdown
 * has begun (readiness then says so, and answers close their connections).
 */
export interface Lifecycle {
  readonly draining: boolean
  readonly inFlight: number
  beginDrain(): void
  requestStarted(): void
  requestEnded(): void
}

export function createLifecycle(): Lifecycle {
  let draining = false
  let inFlight = 0
  return {
    get draining() {
      return draining
    },
    get inFlight() {
      return inFlight
    },
    beginDrain: () => {
      draining = true
    },
    requestStarted: () => {
      inFlight++
    },
    requestEnded: () => {
      inFlight--
    },
  }
}
