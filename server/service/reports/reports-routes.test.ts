import { describe, expect, it } from 'vitest'
import { call, testService } from '../testing/test-client'

interface Links {
  pdf: string
  ppt: string
  xls: string
}

async function firstId(path: string): Promise<number> {
  const res = await call(`${path}?size=1`)
  return (res.body as { items: { identifier: number }[] }).items[0]?.identifier ?? -1
}

describe('GET /v1/data/reports', () => {
  it('returns absolute pdf, ppt and xls addresses for a statistic and a study', async () => {
    for (const path of ['/v1/search/statistics', '/v1/studies']) {
      const id = await firstId(path)
      const res = await call(`/v1/data/reports?id=${id}`)
      expect(res.status, res.text).toBe(200)
      const links = res.body as Links
      for (const url of [links.pdf, links.ppt, links.xls])
        expect(url).toMatch(new RegExp(`^http://localhost/files/reports/${id}`))
    }
  })

  it('404 for an unknown id and for an item without reports', async () => {
    expect((await call('/v1/data/reports?id=999')).status).toBe(404)
    const infographic = await firstId('/v1/infographics')
    const res = await call(`/v1/data/reports?id=${infographic}`)
    expect(res.status).toBe(404)
    expect((res.body as { detail: string }).detail).toContain('no report files')
  })

  it.each(['', 'id=', 'id=abc', 'id=-4', 'id=1.5', 'id=1&id=2'])(
    '400 naming id for "%s"',
    async (query) => {
      const res = await call(`/v1/data/reports?${query}`)
      expect(res.status).toBe(400)
      expect((res.body as { parameter: string }).parameter).toBe('id')
    },
  )

  it('needs a key of the advanced package', async () => {
    expect((await call('/v1/data/reports?id=1', { key: null })).status).toBe(401)
    expect((await call('/v1/data/reports?id=1', { key: 'demo-starter' })).status).toBe(403)
    expect((await call('/v1/data/reports?id=1', { key: 'demo-revoked' })).status).toBe(403)
  })
})

describe('report files and teaser images', () => {
  it('serves the linked files without a key (their content: assets/report-files.test.ts)', async () => {
    const id = await firstId('/v1/studies')
    const links = (await call(`/v1/data/reports?id=${id}`)).body as Links
    for (const url of [links.pdf, links.ppt, links.xls]) {
      const res = await testService().app.request(new URL(url).pathname)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('cache-control')).toContain('max-age=31536000')
    }
  })

  it('serves a teaser PNG for every teaser address, cacheable for long', async () => {
    const res = await call('/v1/infographics?size=1')
    const item = (res.body as { items: { teaser_image_urls: { src: string }[] }[] }).items[0]
    const srcs = item?.teaser_image_urls.map((image) => image.src) ?? []
    expect(srcs).toHaveLength(2)
    for (const src of srcs) {
      const url = new URL(src)
      // Binary body: read bytes, since the text helper would mangle them.
      const png = await testService().app.request(url.pathname + url.search)
      expect(png.status).toBe(200)
      expect(png.headers.get('content-type')).toBe('image/png')
      expect(png.headers.get('cache-control')).toContain('max-age=31536000')
      const bytes = new Uint8Array(await png.arrayBuffer())
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      const width = new DataView(bytes.buffer).getUint32(16)
      expect(width).toBe(Number(url.searchParams.get('w')))
    }
  })

  it('still serves the SVG teaser at addresses handed out before PNG', async () => {
    const id = await firstId('/v1/infographics')
    const svg = await call(`/assets/teasers/${id}.svg?w=355`, { key: null })
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
    expect(svg.headers.get('cache-control')).toContain('max-age=31536000')
    expect(svg.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })

  it('falls back to the card width for a missing or out-of-range w', async () => {
    const id = await firstId('/v1/search/statistics')
    for (const w of ['', '?w=49', '?w=2001', '?w=1.5', '?w=abc']) {
      const png = await testService().app.request(`/assets/teasers/${id}.png${w}`)
      expect(png.status, w).toBe(200)
      expect(new DataView(await png.arrayBuffer()).getUint32(16), w).toBe(355)
    }
  })

  it('404 for unknown or malformed names', async () => {
    for (const path of [
      '/assets/teasers/1.svg',
      '/assets/teasers/1.png',
      '/assets/teasers/abc.svg',
      '/assets/teasers/abc.png',
      '/assets/teasers/1.gif',
      '/files/reports/999.pdf',
      '/files/reports/1000000.exe',
    ])
      expect((await call(path, { key: null })).status, path).toBe(404)
    const id = await firstId('/v1/infographics')
    for (const ext of ['gif', 'png.svg', 'PNG', 'png/'])
      expect((await call(`/assets/teasers/${id}.${ext}`, { key: null })).status, ext).toBe(404)
    const study = await firstId('/v1/studies')
    for (const ext of ['svg', 'png'])
      expect((await call(`/assets/teasers/${study}.${ext}`, { key: null })).status, ext).toBe(404)
  })
})
