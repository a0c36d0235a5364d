import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from './log'
import { requestFacts } from './http/request-facts'

/** Longest path written to a line; a longer target is cut (and says so). */
const MAX_PATH_CHARS = 2_000

/**
 * One line per request when its answer is done: its id, method, path with query string, status,
 * duration, bytes sent, and whatever the stages learned (user, cache, credits). Never headers:
 * cookies and keys stay out. A client that leaves before its answer is finished gets the same
 * line, at the same level, marked `aborted` — an expected condition, not an error.
 */
export function logAccess(log: Logger, req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now()
  const socket = req.socket
  const bytesBefore = socket.bytesWritten
  let written = false
  const write = () => {
    if (written) return
    written = true
    const url = req.url ?? ''
    const aborted = !res.writableFinished
    const { reqId, ...facts } = requestFacts(req)
    log.info(
      {
        reqId,
        method: req.method,
        path: url.length > MAX_PATH_CHARS ? `${url.slice(0, MAX_PATH_CHARS)}…` : url,
        // Nothing was answered to a client that left before the headers went out.
        status: res.headersSent ? res.statusCode : undefined,
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes: Math.max(0, socket.bytesWritten - bytesBefore),
        ...facts,
        ...(aborted ? { aborted: true } : {}),
      },
      aborted ? 'client went away' : 'request',
    )
  }
  res.once('finish', write)
  res.once('close', write)
}
