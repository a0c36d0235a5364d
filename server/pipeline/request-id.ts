import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from './log'
import { requestFacts } from './http/request-facts'

/**
 * Every request's id: on its answer (`x-request-id`), its access line and every line logged
 * about it, so an operator can join an access line to the warnings it caused. A proxy in front
 * may have given the request one already; it is kept when that proxy is trusted and the id is
 * plain text of a sane length, else the request gets a new one.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

/** UUIDs, hex, base64 and the like; nothing that could break a log line or a header. */
const VALID_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/

/**
 * Gives `req` its id (kept from `x-request-id` when `believed`), notes it in the request's facts
 * and sets it on the answer. Returns the id.
 */
export function assignRequestId(
  req: IncomingMessage,
  res: ServerResponse,
  believed: boolean,
): string {
  const given = req.headers[REQUEST_ID_HEADER]
  const id = believed && typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID()
  requestFacts(req).reqId = id
  res.setHeader(REQUEST_ID_HEADER, id)
  return id
}

/**
 * The logger for lines about one request: `log` with the request's id (`reqId`) on every line.
 * A request that has none (a stage used on its own, the dev server) logs through `log` as is.
 */
export function requestLog(req: IncomingMessage, log: Logger): Logger {
  const id = requestFacts(req).reqId
  return id ? log.child({ reqId: id }) : log
}
