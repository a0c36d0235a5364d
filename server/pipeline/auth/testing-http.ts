import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AuthStage } from './auth'

/**
 * For the auth tests: a server that runs the stage the way the app server does, then a stand-in
 * for everything after it that answers 200 "ok" and names who the stage said was asking.
 */
export async function serveStage(
  stage: () => AuthStage,
  host = '127.0.0.1',
): Promise<{ server: http.Server; port: number; passed: string[]; close(): Promise<void> }> {
  const passed: string[] = []
  const server = http.createServer((req, res) => {
    void (async () => {
      const auth = stage()
      if (await auth.handle(req, res)) return
      const who = await auth.identify(req)
      passed.push(`${req.method} ${req.url}`)
      req.resume()
      res.writeHead(200, { 'content-type': 'text/plain', 'x-test-user': who?.user ?? '' })
      res.end('ok')
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const port = (server.address() as AddressInfo).port
  return {
    server,
    port,
    passed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export interface TestResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One HTTP request with exactly the headers given (fetch adds and forbids some). */
export function send(
  port: number,
  options: {
    method?: string
    path: string
    headers?: Record<string, string>
    body?: string
    localAddress?: string
    host?: string
  },
): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: options.host ?? '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** `name=value` of a Set-Cookie line in an answer, and the line itself. */
export function cookieFrom(
  res: TestResponse,
  name: string,
): { pair: string; value: string; line: string } | undefined {
  for (const line of res.headers['set-cookie'] ?? []) {
    const pair = line.split(';')[0] ?? ''
    if (pair.startsWith(`${name}=`)) return { pair, value: pair.slice(name.length + 1), line }
  }
  return undefined
}
