import { gunzipSync, inflateSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compress } from './compress'

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Item ${i}` })) }
const app = new Hono()
app.use('*', compress())
app.get('/big', (c) => c.json(big))
app.get('/small', (c) => c.json({ ok: true }))
app.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }))
app.get('/no-transform', (c) => c.json(big, 200, { 'cache-control': 'no-transform' }))

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('compressed answers', () => {
  it.each([
    ['gzip, deflate, br', 'gzip', gunzipSync],
    ['deflate', 'deflate', inflateSync],
    ['gzip;q=0.5, deflate', 'deflate', inflateSync],
    ['*', 'gzip', gunzipSync],
  ] as const)('Accept-Encoding %s gives %s', async (accept, encoding, decode) => {
    const res = await get('/big', accept)
    expect(res.headers.get('content-encoding')).toBe(encoding)
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(res.headers.get('content-length')).toBe(String(bytes.length))
    expect(JSON.parse(decode(bytes).toString())).toEqual(big)
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 3)
  })

  it.each([
    ['/big', undefined],
    ['/big', 'br'],
    ['/big', 'gzip;q=0, deflate;q=0'],
    ['/small', 'gzip'],
    ['/png', 'gzip'],
    ['/no-transform', 'gzip'],
  ])('%s with Accept-Encoding %s is sent as it is', async (path, accept) => {
    const res = await get(path, accept)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    if (path !== '/png') expect(await res.json()).toEqual(path === '/small' ? { ok: true } : big)
  })
})
