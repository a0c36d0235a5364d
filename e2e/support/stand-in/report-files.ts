import { contentById, type ContentEntry } from './content-data'
import { badRequest, notFound, type StandInAnswer, type StandInRequest } from './model'

/**
 * The provider's token download, `/v1/data/report?t=<token>`: the token is base64url of
 * `{"id":"<identifier>","f":"pdf"|"ppt"|"xls"}` and the answer the file itself, small but real
 * (a one-page PDF written here; a deck and a workbook by the libraries the app already uses).
 */
export type ReportFormat = 'pdf' | 'ppt' | 'xls'

const FORMATS: Record<ReportFormat, { type: string; extension: string }> = {
  pdf: { type: 'application/pdf', extension: 'pdf' },
  ppt: {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
  },
  xls: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
}

export function reportToken(id: string, format: ReportFormat): string {
  return Buffer.from(JSON.stringify({ id, f: format })).toString('base64url')
}

function readToken(token: string): { id: string; format: ReportFormat } | undefined {
  if (!/^[\w-]{1,200}$/.test(token)) return undefined
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown
    if (typeof value !== 'object' || value === null) return undefined
    const { id, f } = value as { id?: unknown; f?: unknown }
    if (typeof id !== 'string' || typeof f !== 'string' || !Object.hasOwn(FORMATS, f))
      return undefined
    return { id, format: f as ReportFormat }
  } catch {
    return undefined
  }
}

export async function reportFileAnswer(req: StandInRequest): Promise<StandInAnswer> {
  const token = req.query.get('t')?.trim() ?? ''
  if (token === '') throw badRequest('t is required')
  const named = readToken(token)
  if (!named) throw badRequest('t is not a valid report token')
  const entry = contentById(named.id, req.variant)
  if (!entry || !entry.reports) throw notFound('report not found')
  const { type, extension } = FORMATS[named.format]
  return {
    status: 200,
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="report-${entry.id}.${extension}"`,
    },
    bytes: await FILE_WRITERS[named.format](entry),
  }
}

/** The lines every file of an item shows. */
function lines(entry: ContentEntry): string[] {
  return [
    entry.title,
    entry.subject,
    ...(entry.series?.points.map((p) => `${p.name}: ${p.value} ${entry.series?.unit ?? ''}`) ?? []),
  ]
}

const FILE_WRITERS: Record<ReportFormat, (entry: ContentEntry) => Promise<Uint8Array>> = {
  pdf: async (entry) => pdf(lines(entry)),
  ppt: async (entry) => {
    const { default: PptxGenJS } = await import('pptxgenjs')
    const deck = new PptxGenJS()
    const slide = deck.addSlide()
    slide.addText(lines(entry).join('\n'), { x: 0.5, y: 0.5, w: 9, h: 4, fontSize: 16 })
    return new Uint8Array((await deck.write({ outputType: 'uint8array' })) as Uint8Array)
  },
  xls: async (entry) => {
    const { default: writeXlsxFile } = await import('write-excel-file/node')
    const rows = lines(entry).map((text) => [{ value: text, type: String }])
    return new Uint8Array(await writeXlsxFile(rows, { sheet: 'Report' }).toBuffer())
  },
}

/**
 * A one-page PDF 1.4 with the lines in Helvetica: five objects and a cross-reference table
 * whose offsets are counted here. Only printable ASCII is kept, so no font encoding is needed.
 */
export function pdf(textLines: string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&')
  const content = [
    'BT /F1 12 Tf 56 780 Td 16 TL',
    ...textLines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(out, 'latin1'))
}
