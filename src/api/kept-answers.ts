import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { ENDPOINTS } from './endpoints'
import { API_BASE, buildUrl } from './http'
import { ddsKey, readQuery } from './queries'
import type { SentParams } from './query-params'

/**
 * Answers kept with a collection entry (docs/workspace-api.md, the entry's `answer`): taken from
 * the query cache of what the page shows, so keeping a table never buys it again, and asked again
 * on purpose from the request they answered.
 */

/** The endpoints whose answers an entry keeps, by the snapshot kind that names them. */
export const KEPT_ANSWER_ENDPOINTS = {
  'survey-table': ENDPOINTS.dataTable,
  'statistic-data': ENDPOINTS.statisticData,
  'indicator-data': ENDPOINTS.indicatorData,
} as const

export type KeptAnswerKind = keyof typeof KEPT_ANSWER_ENDPOINTS

/** An answer the page holds: what it answered, when it arrived and the body as parsed. */
export interface ShownAnswer {
  kind: KeptAnswerKind
  /** `/v1/…?…`: the request as it was sent, without the proxy's `/api`. */
  request: string
  retrievedAt: string
  body: unknown
}

const kindAt = (path: unknown): KeptAnswerKind | undefined =>
  (Object.keys(KEPT_ANSWER_ENDPOINTS) as KeptAnswerKind[]).find(
    (kind) => KEPT_ANSWER_ENDPOINTS[kind].path === path,
  )

/**
 * The cached answer of a kept kind that the page shows: the query whose key is `key`, or the one
 * whose data is `data` itself (the object on screen). Undefined when the page holds none.
 */
export function shownAnswer(
  client: QueryClient,
  which: { key: QueryKey } | { data: unknown },
): ShownAnswer | undefined {
  const query =
    'key' in which
      ? client.getQueryCache().find({ queryKey: which.key, exact: true })
      : client
          .getQueryCache()
          .findAll({ queryKey: ddsKey })
          .find((q) => which.data !== undefined && q.state.data === which.data)
  if (!query || query.state.data === undefined || query.state.dataUpdatedAt === 0) return
  // Keys are [root, endpoint path, the parameters sent] (queries.ts).
  const [, path, params] = query.queryKey
  const kind = kindAt(path)
  if (!kind || typeof params !== 'object' || params === null) return
  return {
    kind,
    request: buildUrl(path as string, params as SentParams).slice(API_BASE.length),
    retrievedAt: new Date(query.state.dataUpdatedAt).toISOString(),
    body: query.state.data,
  }
}

/**
 * The endpoint and parameters of a kept request, or undefined when it is not one the kind may
 * ask (a stored address is never trusted to name another endpoint).
 */
export function keptRequest(kind: KeptAnswerKind, request: string) {
  const endpoint = KEPT_ANSWER_ENDPOINTS[kind]
  let url: URL
  try {
    url = new URL(request, 'http://app.invalid')
  } catch {
    return undefined
  }
  if (url.pathname !== endpoint.path || url.origin !== 'http://app.invalid') return undefined
  const sent: Record<string, string> = {}
  for (const [name, value] of url.searchParams) {
    if (!Object.hasOwn(endpoint.params, name) || Object.hasOwn(sent, name)) return undefined
    sent[name] = value
  }
  return { endpoint, sent }
}

/**
 * Asks the kept request again, on purpose: one call, whatever the cache holds, whose answer then
 * becomes what the cache holds. Rejects with the request's ApiError.
 */
export async function askAgain(client: QueryClient, kind: KeptAnswerKind, request: string) {
  const kept = keptRequest(kind, request)
  if (!kept) throw new RangeError('This entry’s request is not one the app can ask again.')
  const options = readQuery(kept.endpoint, kept.sent)
  const body: unknown = await client.fetchQuery({ ...options, staleTime: 0, retry: false })
  const answer = shownAnswer(client, { key: options.queryKey })
  return answer ?? { kind, request, retrievedAt: new Date().toISOString(), body }
}

/**
 * The answer to a kept request that this browser already holds (the reader opened the same
 * table or statistic this visit), or undefined. As the survey's cost buttons do, a cached answer
 * is named as costing nothing and shown without asking again.
 */
export function cachedAnswer(
  client: QueryClient,
  kind: KeptAnswerKind,
  request: string,
): ShownAnswer | undefined {
  const path = KEPT_ANSWER_ENDPOINTS[kind].path
  for (const query of client.getQueryCache().findAll({ queryKey: ddsKey })) {
    if (query.queryKey[1] !== path || query.state.status !== 'success') continue
    const shown = shownAnswer(client, { key: query.queryKey })
    if (shown?.request === request) return shown
  }
  return undefined
}
