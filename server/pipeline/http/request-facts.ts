import type { IncomingMessage } from 'node:http'

/**
 * What the stages of one request learned that its access line reports: who asked, whether the
 * answer came from a cache, what it cost. Kept beside the request, not on it.
 */
export interface RequestFacts {
  /** The request's id (server/pipeline/request-id.ts), also on its answer and its log lines. */
  reqId?: string
  user?: string
  cache?: 'hit' | 'miss'
  /** Credits the upstream call spent (docs/service-contract.md, credits), when one was made. */
  credits?: number
  /** The limit that refused the request (rate, credits, team-credits, questions, depth). */
  refused?: string
}

const facts = new WeakMap<IncomingMessage, RequestFacts>()

export function requestFacts(req: IncomingMessage): RequestFacts {
  let found = facts.get(req)
  if (!found) {
    found = {}
    facts.set(req, found)
  }
  return found
}
