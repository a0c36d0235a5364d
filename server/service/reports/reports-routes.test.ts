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
  it("links a statistic's and a study's pdf, ppt and xls to the service's token download", async () => {
    for (const path of ['/v1/search/statistics', '/v1/studies']) {
      const id = await firstId(path)
      const res = await call(`/v1/data/reports?id=${id}`)
      expect(res.status, res.text).toBe(200)
      const links = res.body as Links
      for (const url of [links.pdf, links.ppt, links.xls])
        expect(url).toMatch(/^http:\/\/localhost\/v1\/data\/report\?t=[\w-]+$/)
      expect(new Set([links.pdf, links.ppt, links.xls]).size).toBe(3)
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

/** The bytes behind a link, asked with `key` as a client would. */
async function download(url: string, key: string | null = 'demo-advanced') {
  const { pathname, search } = new URL(url)
  return testService().app.request(pathname + search, {
    headers: key === null ? {} : { 'x-api-key': key },
  })
}

describe('GET /v1/data/report?t=', () => {
  it('serves each linked file with its type and name (their content: assets/report-files.test.ts)', async () => {
    const id = await firstId('/v1/studies')
    const links = (await call(`/v1/data/reports?id=${id}`)).body as Links
    for (const [url, type, name] of [
      [links.pdf, 'application/pdf', `report-${id}.pdf`],
      [
        links.ppt,
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        `report-${id}.pptx`,
      ],
      [
        links.xls,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        `report-${id}.xlsx`,
      ],
    ] as const) {
      const res = await download(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe(type)
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`)
      expect(res.headers.get('cache-control')).toContain('private')
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500)
    }
  })

  it('needs a key of the advanced package, like every /v1 path', async () => {
    const id = await firstId('/v1/studies')
    const { pdf } = (await call(`/v1/data/reports?id=${id}`)).body as Links
    expect((await download(pdf, null)).status).toBe(401)
    expect((await download(pdf, 'demo-starter')).status).toBe(403)
    expect((await download(pdf, 'demo-revoked')).status).toBe(403)
  })

  it('answers a missing or malformed token 400 and an unknown one 404, as problem documents', async () => {
    const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const infographic = await firstId('/v1/infographics')
    for (const [query, status] of [
      ['', 400],
      ['t=', 400],
      ['t=%20', 400],
      ['t=not+a+token', 400],
      ['t=abc', 400],
      [`t=${token({ id: 1, f: 'exe' })}`, 400],
      [`t=${token({ id: -1, f: 'pdf' })}`, 400],
      [`t=${token([1, 'pdf'])}`, 400],
      [`t=${'A'.repeat(500)}`, 400],
      ['t=a&t=b', 400],
      [`t=${token({ id: 999, f: 'pdf' })}`, 404],
      [`t=${token({ id: infographic, f: 'pdf' })}`, 404],
    ] as const) {
      const res = await call(`/v1/data/report?${query}`)
      expect(res.status, query).toBe(status)
      expect(res.headers.get('content-type')).toBe('application/problem+json')
      if (status === 400) expect((res.body as { parameter: string }).parameter, query).toBe('t')
    }
    expect((await call('/v1/data/report?t=abc', { method: 'POST' })).status).toBe(405)
  })
})

describe('report files and teaser images', () => {
  it('still serves the older file addresses without a key', async () => {
    const id = await firstId('/v1/studies')
    for (const name of [`${id}.pdf`, `${id}.pptx`, `${id}.xlsx`]) {
      const res = await testService().app.request(`/files/reports/${name}`)
      expect(res.status, name).toBe(200)
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
