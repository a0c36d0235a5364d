import type { IncomingMessage, ServerResponse } from 'node:http'
import { ENDPOINTS } from '../../../src/api/endpoints'
import { escapeHtml } from '../../shared/escape-html'

/**
 * The "floor" page of `npm run bench` (figure 3, cold-load ratio): the least a server can do to
 * show the same results, i.e. fetch the same endpoint server-side and write the titles into
 * plain HTML, no script, no style. The app's largest contentful paint is divided by this page's.
 * Served only when DDS_BENCH_FLOOR=1: never part of a normal deployment.
 */
export const BENCH_FLOOR_PREFIX = '/__bench/floor/'

/** Floor pages and the service endpoint each one mirrors. */
const FLOOR_PAGES: Record<string, { endpoint: string; heading: string }> = {
  statistics: { endpoint: ENDPOINTS.statistics.path, heading: 'Statistics' },
}

export function isBenchFloorPath(rawUrl: string | undefined): boolean {
  return rawUrl?.startsWith(BENCH_FLOOR_PREFIX) ?? false
}

function titlesOf(body: unknown): string[] {
  const items = (body as { items?: unknown } | null)?.items
  if (!Array.isArray(items)) return []
  return items
    .map((item) => (item as { title?: unknown } | null)?.title)
    .filter((title): title is string => typeof title === 'string')
}

export function renderFloorPage(heading: string, titles: string[]): string {
  const list = titles.map((title) => `<li>${escapeHtml(title)}</li>`).join('')
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(heading)}</title></head>` +
    `<body><h1>${escapeHtml(heading)}</h1><ol>${list}</ol></body></html>`
  )
}

/** Handles a request under BENCH_FLOOR_PREFIX: fetches upstream with the key, answers HTML. */
export function createBenchFloor(upstream: { baseUrl: string; apiKey: string }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://floor.invalid')
    const page = FLOOR_PAGES[url.pathname.slice(BENCH_FLOOR_PREFIX.length)]
    req.resume()
    if (!page || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No such floor page')
      return
    }
    // Only the query text is forwarded: the floor mirrors a first page of results, no more.
    const target = new URL(`${upstream.baseUrl}${page.endpoint}`)
    const q = url.searchParams.get('q')
    if (q) target.searchParams.set('q', q)
    try {
      const answer = await fetch(target, { headers: { 'x-api-key': upstream.apiKey } })
      if (!answer.ok) throw new Error(`the service answered ${answer.status}`)
      const html = renderFloorPage(page.heading, titlesOf(await answer.json()))
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(html)
    } catch (err) {
      res
        .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`Floor page failed: ${(err as Error).message}`)
    }
  }
}
