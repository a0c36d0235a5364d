import { expect } from 'vitest'
import { call } from './test-client'

/** Shapes the catalogue tests read from list responses. */
export interface ListItem {
  identifier: number
  title: string
  platform: string
  released_at: string
  is_premium: boolean
  ranking_score: number
  [field: string]: unknown
}
export interface ListBody {
  items: ListItem[]
  total_count: number
  total_pages: number
  took?: Record<string, string>
}

export const LIST_PATHS = [
  '/v1/marketInsights',
  '/v1/studies',
  '/v1/infographics',
  '/v1/search/statistics',
] as const

export async function list(path: string, key = 'demo-advanced'): Promise<ListBody> {
  const res = await call(path, { key })
  expect(res.status, res.text).toBe(200)
  return res.body as ListBody
}

/** Asserts a 400 problem document naming `parameter`. */
export async function badRequest(path: string, parameter: string): Promise<string> {
  const res = await call(path)
  expect(res.status, res.text).toBe(400)
  expect(res.headers.get('content-type')).toContain('application/problem+json')
  const body = res.body as { parameter?: string; detail: string }
  expect(body.parameter).toBe(parameter)
  return body.detail
}

export const ids = (body: ListBody) => body.items.map((i) => i.identifier)
