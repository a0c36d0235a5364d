/**
 * Errors of the embedded service are RFC 9457 problem documents, so a client can always tell
 * what went wrong and, for bad input, which parameter to fix.
 */
export interface Problem {
  title: string
  status: number
  detail: string
  parameter?: string
  [extra: string]: unknown
}

/** Thrown anywhere in a handler; the app turns it into a problem response. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail)
    this.name = 'ProblemError'
  }
}

export function badParam(parameter: string, detail: string): ProblemError {
  return new ProblemError({ title: 'Bad Request', status: 400, detail, parameter })
}

export function notFound(detail: string, extra: Record<string, unknown> = {}): ProblemError {
  return new ProblemError({ title: 'Not Found', status: 404, detail, ...extra })
}

export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  })
}

/** A value quoted in a message, cut so a long input cannot flood the answer. */
export function clip(value: string, max = 60): string {
  return value.length > max ? `${value.slice(0, max)}…` : value
}
