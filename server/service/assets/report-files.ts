import type { CatalogueEntry } from '../catalogue/types'
import type { ItemSeries } from '../catalogue/series'

/**
 * Small but valid report files. `pdf` is a portrait PDF; `ppt` is a landscape, slide-shaped
 * PDF (a valid PPTX needs theme, master and layout parts, which this service does not fake);
 * `xls` is CSV. Each is served with the content type its bytes really are.
 */
export type ReportKind = 'pdf' | 'ppt' | 'xls'

export function reportFileNames(id: number): Record<ReportKind, string> {
  return { pdf: `${id}.pdf`, ppt: `${id}-slides.pdf`, xls: `${id}.csv` }
}

export function parseReportFileName(name: string): { id: number; kind: ReportKind } | undefined {
  const m = /^(\d{1,15})(\.pdf|-slides\.pdf|\.csv)$/.exec(name)
  if (!m) return undefined
  const kind: ReportKind = m[2] === '.pdf' ? 'pdf' : m[2] === '.csv' ? 'xls' : 'ppt'
  return { id: Number(m[1]), kind }
}

export const REPORT_CONTENT_TYPES: Record<ReportKind, string> = {
  pdf: 'application/pdf',
  ppt: 'application/pdf',
  xls: 'text/csv; charset=utf-8',
}

export function reportFile(entry: CatalogueEntry, kind: ReportKind): Uint8Array<ArrayBuffer> {
  if (kind === 'xls') return new TextEncoder().encode(csv(entry))
  const lines = [
    entry.title,
    `Identifier ${entry.identifier}, released ${entry.releasedAt.toISOString().slice(0, 10)}`,
    `Source: ${entry.sources.join(', ') || 'Statista'}`,
    entry.link,
    ...seriesLines(entry),
  ]
  return kind === 'pdf' ? pdf(lines, 595, 842) : pdf(lines, 842, 595)
}

/** The item's series, the same numbers its description, teaser and data answer show. */
function csv(entry: CatalogueEntry): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`
  const series = entry.series
  const rows = [`${quote('Title')},${quote(entry.title)}`]
  if (series) {
    rows.push(`${quote('Unit')},${quote(series.unit)}`)
    if (series.forecastFrom) rows.push(`${quote('Forecasts from')},${series.forecastFrom}`)
    rows.push('', `${quote(categoryHeading(series))},${quote(series.name)}`)
    for (const point of series.points) rows.push(`${quote(point.name)},${point.value}`)
  }
  return `${rows.join('\r\n')}\r\n`
}

function categoryHeading(series: ItemSeries): string {
  return /^\d{4}$/.test(series.points[0]?.name ?? '') ? 'Year' : 'Category'
}

function seriesLines(entry: CatalogueEntry): string[] {
  const series = entry.series
  if (!series) return []
  return [
    '',
    `${series.name} (${series.unit})`,
    ...series.points.map((p) => `${p.name}: ${p.value}`),
  ]
}

const TRANSLIT: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  '€': 'EUR',
}

/** Standard-font PDF text must be single-byte; German letters are transliterated. */
function pdfText(s: string): string {
  return s
    .replace(/[äöüÄÖÜß€]/g, (ch) => TRANSLIT[ch] ?? '?')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (ch) => `\\${ch}`)
}

/** A one-page PDF 1.4 with Helvetica text lines and a correct cross-reference table. */
function pdf(lines: readonly string[], width: number, height: number): Uint8Array<ArrayBuffer> {
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 ${i === 0 ? 16 : 11} Tf 50 ${height - 80 - i * 24} Td (${pdfText(line)}) Tj ET`,
    )
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // Everything above is ASCII, so string offsets are byte offsets.
  return new TextEncoder().encode(out)
}
