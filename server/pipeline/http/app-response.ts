import http from 'node:http'

/**
 * The server's answers, with one rule no stage can forget: a failure (5xx) never carries a
 * `Set-Cookie`. A stage may set a cookie (a new session, a renewed one) before a later stage
 * fails, and a cookie that arrives with "try again later" leaves the browser holding a session
 * the page says it does not have. Every answer's status is written here (an answer that never
 * calls `writeHead` has it called for it by Node), so the rule holds for every path.
 */
export class AppResponse<
  Request extends http.IncomingMessage = http.IncomingMessage,
> extends http.ServerResponse<Request> {
  override writeHead(statusCode: number, statusMessage?: string, headers?: Headers): this
  override writeHead(statusCode: number, headers?: Headers): this
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    if (statusCode >= 500) {
      this.removeHeader('set-cookie')
      rest = rest.map(withoutSetCookie)
    }
    return Reflect.apply(http.ServerResponse.prototype.writeHead, this, [statusCode, ...rest])
  }
}

type Headers = http.OutgoingHttpHeaders | http.OutgoingHttpHeader[]

/** Headers given to writeHead, as an object or a flat [name, value, …] list, less Set-Cookie. */
function withoutSetCookie(arg: unknown): unknown {
  if (Array.isArray(arg)) {
    const kept: unknown[] = []
    for (let i = 0; i + 1 < arg.length; i += 2)
      if (String(arg[i]).toLowerCase() !== 'set-cookie') kept.push(arg[i], arg[i + 1])
    return kept
  }
  if (arg && typeof arg === 'object')
    return Object.fromEntries(
      Object.entries(arg).filter(([name]) => name.toLowerCase() !== 'set-cookie'),
    )
  return arg
}
