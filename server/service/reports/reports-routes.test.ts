import { describe, expect, it } from 'vitest'
import { call } from '../test-client'

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
  it('serves the linked files without a key, with content types that match the bytes', async () => {
    const id = await firstId('/v1/studies')
    const links = (await call(`/v1/data/reports?id=${id}`)).body as Links
    const pdf = await call(new URL(links.pdf).pathname, { key: null })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf.text.trimEnd().endsWith('%%EOF')).toBe(true)
    // The cross-reference table must point at the objects, or readers reject the file.
    const xref = Number(/startxref\n(\d+)/.exec(pdf.text)?.[1])
    expect(pdf.text.slice(xref, xref + 4)).toBe('xref')
    const ppt = await call(new URL(links.ppt).pathname, { key: null })
    expect(ppt.headers.get('content-type')).toBe('application/pdf')
    expect(ppt.text).toContain('/MediaBox [0 0 842 595]')
    const xls = await call(new URL(links.xls).pathname, { key: null })
    expect(xls.headers.get('content-type')).toContain('text/csv')
    expect(xls.text).toContain('Year,Value')
  })

  it('serves a teaser SVG for every teaser address, cacheable for long', async () => {
    const res = await call('/v1/infographics?size=1')
    const item = (res.body as { items: { teaser_image_urls: { src: string }[] }[] }).items[0]
    const src = item?.teaser_image_urls[0]?.src ?? ''
    const url = new URL(src)
    const svg = await call(url.pathname + url.search, { key: null })
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
    expect(svg.headers.get('cache-control')).toContain('max-age=31536000')
    expect(svg.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })

  it('404 for unknown or malformed names', async () => {
    for (const path of [
      '/assets/teasers/1.svg',
      '/assets/teasers/abc.svg',
      '/files/reports/999.pdf',
      '/files/reports/1000000.exe',
    ])
      expect((await call(path, { key: null })).status, path).toBe(404)
    const study = await firstId('/v1/studies')
    expect((await call(`/assets/teasers/${study}.svg`, { key: null })).status).toBe(404)
  })
})
