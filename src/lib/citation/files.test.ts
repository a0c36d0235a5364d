import { parse } from '@retorquere/bibtex-parser'
import { describe, expect, it } from 'vitest'
import { citationFile } from './render'
import { CLEAN_URL, DE_URL, GERMAN_PLATFORM, SEVERAL_SOURCES } from './fixtures'

/** RIS is one `TAG  - value` per line, records ending in `ER`: read independently of citation-js. */
function readRis(text: string): Record<string, string[]>[] {
  const records: Record<string, string[]>[] = []
  let current: Record<string, string[]> | undefined
  for (const line of text.split(/\r?\n/)) {
    const match = /^([A-Z][A-Z0-9]) {2}- ?(.*)$/.exec(line)
    if (!match) continue
    const [, tag, value] = match as unknown as [string, string, string]
    if (tag === 'TY') current = {}
    if (!current) throw new Error(`RIS field ${tag} before TY`)
    if (tag === 'ER') {
      records.push(current)
      current = undefined
      continue
    }
    ;(current[tag] ??= []).push(value.trim())
  }
  return records
}

describe('reference-manager files', () => {
  it('BibTeX parses back with every author, title, publisher, year and the clean link', () => {
    const library = parse(citationFile([SEVERAL_SOURCES, GERMAN_PLATFORM], 'bibtex'))
    expect(library.errors).toEqual([])
    expect(library.entries).toHaveLength(2)
    const [first, second] = library.entries
    expect(first?.fields.author?.map((a) => a.name ?? a.lastName)).toEqual([
      'International Monetary Fund',
      'World Bank',
      'OECD',
    ])
    expect(first?.fields.title).toBe(SEVERAL_SOURCES.title)
    expect(first?.fields.publisher).toEqual(['Statista'])
    expect(first?.fields.year).toBe('2026')
    expect(first?.fields.url).toBe(CLEAN_URL)
    expect(first?.fields.note).toContain('accessed 2026-11-23')
    expect(second?.fields.title).toBe(GERMAN_PLATFORM.title)
  })

  it('RIS has one record per item with type, authors, dates, publisher and link', () => {
    const records = readRis(citationFile([SEVERAL_SOURCES, GERMAN_PLATFORM], 'ris'))
    expect(records).toHaveLength(2)
    expect(records[0]).toMatchObject({
      TY: ['DATA'],
      AU: ['International Monetary Fund', 'World Bank', 'OECD'],
      TI: [SEVERAL_SOURCES.title],
      PB: ['Statista'],
      PY: ['2026'],
      UR: [CLEAN_URL],
      Y2: ['2026/11/23/'],
    })
    expect(records[1]).toMatchObject({ AU: ['Statistisches Bundesamt'], UR: [DE_URL] })
  })

  it('CSL-JSON is the records as JSON', () => {
    const data = JSON.parse(citationFile([GERMAN_PLATFORM], 'csl-json')) as unknown[]
    expect(data).toEqual([expect.objectContaining({ id: 'statistic:4', URL: DE_URL })])
  })
})
