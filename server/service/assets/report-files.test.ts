import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { readPptx, readXlsx } from '../../../e2e/support/office-readers'
import { call, testService } from '../testing/test-client'

/**
 * The report files are what their links say (a PDF, a PowerPoint deck, an Excel workbook) and
 * carry the numbers of the item's text: the statement its description makes and the series
 * `/v1/data/statistic` answers with.
 */

interface Links {
  pdf: string
  ppt: string
  xls: string
}

interface StatisticData {
  description: string
  chart: { data: Record<string, { name?: string; data: number | string }[]>; description?: string }
}

/** The file behind a report link (the service's token download), asked with a key. */
async function bytesOf(url: string) {
  const { pathname, search } = new URL(url)
  const res = await testService().app.request(pathname + search, {
    headers: { 'x-api-key': 'demo-advanced' },
  })
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
}

/** The text a PDF shows: its content streams inflated, the strings of every TJ joined. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1')
  const lines: string[] = []
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g))
      lines.push(
        [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1'))
          .join(''),
      )
  }
  return lines.join('\n')
}

async function statisticWithReports(): Promise<{ id: number; links: Links; data: StatisticData }> {
  const list = await call('/v1/search/statistics?size=5')
  for (const item of (list.body as { items: { identifier: number }[] }).items) {
    const links = await call(`/v1/data/reports?id=${item.identifier}`)
    const data = await call(`/v1/data/statistic?id=${item.identifier}`)
    if (links.status === 200 && data.status === 200)
      return { id: item.identifier, links: links.body as Links, data: data.body as StatisticData }
  }
  throw new Error('no statistic with report files')
}

describe('report files', () => {
  it('are a real PDF, PPTX and XLSX with the numbers of the statistic', async () => {
    const { id, links, data } = await statisticWithReports()
    const [name = '', points = []] = Object.entries(data.chart.data)[0] ?? []
    const categories = points.map((p) => p.name ?? '')
    const values = points.map((p) => Number(p.data))
    expect(values.length).toBeGreaterThan(1)
    const statement = /^(.*?\.)/.exec(data.chart.description ?? '')?.[1] ?? ''
    expect(statement).not.toBe('')
    expect(data.description.replace(/<[^>]+>/g, '')).toContain(statement.slice(0, -1))

    const xls = await bytesOf(links.xls)
    expect(xls.res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(xls.res.headers.get('content-disposition')).toContain(`report-${id}.xlsx`)
    const [sheet] = await readXlsx(xls.bytes)
    const rows = [...sheet!.rows.values()]
    expect(rows.map((r) => r[0]?.value)).toContain(statement)
    const header = rows.findIndex((r) => String(r[1]?.value).startsWith(`${name} (`))
    expect(header).toBeGreaterThan(0)
    const body = rows.slice(header + 1)
    expect(body.map((r) => r[0]?.value)).toEqual(categories)
    expect(body.map((r) => r[1]?.value)).toEqual(values)
    for (const r of body) {
      expect(r[1]?.kind).toBe('n')
      expect(r[1]?.format).toMatch(/^#,##0/)
    }

    const ppt = await bytesOf(links.ppt)
    expect(ppt.res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    )
    const slides = await readPptx(ppt.bytes)
    expect(slides[0]?.charts[0]).toEqual([expect.objectContaining({ name, categories, values })])
    expect(slides[0]?.texts.join(' ')).toContain(statement)

    const pdf = await bytesOf(links.pdf)
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf')
    const head = Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')
    expect(head).toBe('%PDF-')
    expect(Buffer.from(pdf.bytes).toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
    const text = pdfText(pdf.bytes)
    expect(text.replace(/\n/g, ' ')).toContain(statement.slice(0, 40))
    const shown = text.split('\n')
    for (const [i, category] of categories.entries()) {
      const at = shown.indexOf(category)
      expect(at, category).toBeGreaterThan(-1)
      expect(Number(shown[at + 1])).toBe(values[i])
    }
  })

  it('lead from the names handed out before the files were real to the real ones', async () => {
    const { id } = await statisticWithReports()
    for (const [old, now] of [
      [`${id}-slides.pdf`, `${id}.pptx`],
      [`${id}.csv`, `${id}.xlsx`],
    ]) {
      const res = await testService().app.request(`/files/reports/${old}`)
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toMatch(new RegExp(`${now}$`))
    }
  })
})
