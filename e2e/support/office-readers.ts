import { XMLParser } from 'fast-xml-parser'
import JSZip from 'jszip'

/**
 * Independent readers for the Office files the app and the embedded service write: a zip
 * reader (jszip) and an XML parser (fast-xml-parser), nothing shared with the writers. Used by
 * unit tests, the service's tests and the Playwright journeys to check files by their content.
 */

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) =>
    ['row', 'c', 'si', 'sheet', 'xf', 'numFmt', 'r', 'c:ser', 'c:pt', 'a:p', 'a:r'].includes(name),
})

type Xml = Record<string, unknown>

async function xml(zip: JSZip, path: string): Promise<Xml> {
  const file = zip.file(path)
  if (!file) throw new Error(`${path} is missing from the file`)
  return parser.parse(await file.async('string')) as Xml
}

const list = (v: unknown): Xml[] => (Array.isArray(v) ? (v as Xml[]) : v ? [v as Xml] : [])
const text = (v: unknown): string =>
  typeof v === 'string' ? v : v && typeof v === 'object' ? String((v as Xml)['#text'] ?? '') : ''

export interface XlsxCell {
  ref: string
  /** 'n' for a number, 's' for a string (shared or inline), as the file stores it. */
  kind: 'n' | 's' | 'b' | 'other'
  value: string | number
  /** The number format code applied to the cell, if any. */
  format: string | undefined
}

export interface XlsxSheet {
  name: string
  cells: XlsxCell[]
  /** Cell values by row number, each row's cells left to right (empty cells left out). */
  rows: Map<number, XlsxCell[]>
}

const BUILTIN_FORMATS: Record<string, string> = {
  '0': 'General',
  '1': '0',
  '2': '0.00',
  '3': '#,##0',
  '4': '#,##0.00',
  '9': '0%',
  '10': '0.00%',
  '14': 'm/d/yyyy',
}

export async function readXlsx(bytes: ArrayBuffer | Uint8Array): Promise<XlsxSheet[]> {
  const zip = await JSZip.loadAsync(bytes)
  const sst = zip.file('xl/sharedStrings.xml')
    ? ((await xml(zip, 'xl/sharedStrings.xml'))['sst'] as Xml)
    : {}
  const shared = list(sst['si']).map(
    (si) =>
      text(si['t']) ||
      list(si['r'])
        .map((r) => text(r['t']))
        .join(''),
  )
  const styles = zip.file('xl/styles.xml')
    ? ((await xml(zip, 'xl/styles.xml'))['styleSheet'] as Xml)
    : {}
  const custom = new Map(
    list((styles['numFmts'] as Xml | undefined)?.['numFmt']).map((f) => [
      String(f['@_numFmtId']),
      String(f['@_formatCode']),
    ]),
  )
  const xfs = list((styles['cellXfs'] as Xml | undefined)?.['xf'])
  const formatOf = (s: unknown): string | undefined => {
    if (s === undefined) return undefined
    const id = xfs[Number(s)]?.['@_numFmtId']
    if (id === undefined) return undefined
    const code = custom.get(String(id)) ?? BUILTIN_FORMATS[String(id)]
    return code === 'General' ? undefined : code
  }
  const workbook = (await xml(zip, 'xl/workbook.xml'))['workbook'] as Xml
  const rels = list(
    ((await xml(zip, 'xl/_rels/workbook.xml.rels'))['Relationships'] as Xml)['Relationship'],
  )
  const sheets: XlsxSheet[] = []
  for (const sheet of list((workbook['sheets'] as Xml)['sheet'])) {
    const target = String(rels.find((r) => r['@_Id'] === sheet['@_r:id'])?.['@_Target'] ?? '')
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`
    const data = ((await xml(zip, path))['worksheet'] as Xml)['sheetData'] as Xml | string
    const cells: XlsxCell[] = []
    const rows = new Map<number, XlsxCell[]>()
    for (const row of typeof data === 'object' ? list(data['row']) : []) {
      const rowCells: XlsxCell[] = []
      for (const c of list(row['c'])) {
        const t = c['@_t']
        const raw = text(c['v'])
        const cell: XlsxCell =
          t === 's'
            ? {
                ref: String(c['@_r']),
                kind: 's',
                value: shared[Number(raw)] ?? '',
                format: undefined,
              }
            : t === 'inlineStr'
              ? {
                  ref: String(c['@_r']),
                  kind: 's',
                  value: text((c['is'] as Xml)?.['t']),
                  format: undefined,
                }
              : t === 'str'
                ? { ref: String(c['@_r']), kind: 's', value: raw, format: undefined }
                : t === 'b'
                  ? { ref: String(c['@_r']), kind: 'b', value: raw, format: undefined }
                  : raw === ''
                    ? { ref: String(c['@_r']), kind: 'other', value: '', format: undefined }
                    : {
                        ref: String(c['@_r']),
                        kind: 'n',
                        value: Number(raw),
                        format: formatOf(c['@_s']),
                      }
        if (cell.kind === 'other') continue
        cells.push(cell)
        rowCells.push(cell)
      }
      rows.set(Number(row['@_r']), rowCells)
    }
    sheets.push({ name: String(sheet['@_name']), cells, rows })
  }
  return sheets
}

export interface PptxChartSeries {
  name: string
  categories: string[]
  values: number[]
  /** The series fill colour (rrggbb), if set. */
  colour: string | undefined
}

export interface PptxSlide {
  /** Every run of text on the slide, tables included, in document order. */
  texts: string[]
  charts: PptxChartSeries[][]
  /** Rows of the slide's tables, each a list of cell texts. */
  tables: string[][][]
}

function allText(node: unknown, out: string[]): void {
  if (Array.isArray(node)) for (const n of node) allText(n, out)
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Xml)) {
      if (k === 'a:t') out.push(text(v))
      else if (!k.startsWith('@_')) allText(v, out)
    }
  }
}

function find(node: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) for (const n of node) find(n, key, out)
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Xml)) {
      if (k === key) out.push(...(Array.isArray(v) ? v : [v]))
      else if (!k.startsWith('@_')) find(v, key, out)
    }
  }
  return out
}

const points = (node: unknown): string[] =>
  find(node, 'c:pt')
    .map((p) => p as Xml)
    .sort((a, b) => Number(a['@_idx']) - Number(b['@_idx']))
    .map((p) => text(p['c:v']))

export async function readPptx(bytes: ArrayBuffer | Uint8Array): Promise<PptxSlide[]> {
  const zip = await JSZip.loadAsync(bytes)
  const slidePaths = Object.keys(zip.files)
    .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]))
  const slides: PptxSlide[] = []
  for (const path of slidePaths) {
    const doc = await xml(zip, path)
    const texts: string[] = []
    allText(doc, texts)
    const tables = find(doc, 'a:tbl').map((tbl) =>
      find(tbl, 'a:tr').map((tr) =>
        find(tr, 'a:tc').map((tc) => {
          const parts: string[] = []
          allText(tc, parts)
          return parts.join('')
        }),
      ),
    )
    const relsPath = path.replace('slides/', 'slides/_rels/').replace('.xml', '.xml.rels')
    const rels = zip.file(relsPath)
      ? list(((await xml(zip, relsPath))['Relationships'] as Xml)['Relationship'])
      : []
    const charts: PptxChartSeries[][] = []
    for (const rel of rels.filter((r) => String(r['@_Type']).endsWith('/chart'))) {
      const target = String(rel['@_Target'])
      const chartPath = target.startsWith('/')
        ? target.slice(1)
        : `ppt/${target.replace(/^\.\.\//, '')}`
      const chart = await xml(zip, chartPath)
      charts.push(
        find(chart, 'c:ser').map((ser) => {
          const s = ser as Xml
          const fill = find(s['c:spPr'], 'a:srgbClr')[0] as Xml | undefined
          return {
            name: points(s['c:tx']).join(''),
            categories: points(s['c:cat']),
            values: points(s['c:val']).map(Number),
            colour: fill ? String(fill['@_val']) : undefined,
          }
        }),
      )
    }
    slides.push({ texts, charts, tables })
  }
  return slides
}
