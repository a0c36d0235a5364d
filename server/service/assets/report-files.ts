import type { CatalogueEntry } from '../catalogue/types'
import { reportPdf, reportPptx, reportXlsx } from './report-documents'

/**
 * The report files of a study or statistic: a real PDF, a real PowerPoint deck (.pptx) and a
 * real Excel workbook (.xlsx), each listing the item's one series (catalogue/series.ts), so
 * the numbers are those of its description and teaser. Each is served with its own content
 * type and named with its own extension.
 */
export type ReportKind = 'pdf' | 'ppt' | 'xls'

const EXTENSIONS: Record<ReportKind, string> = { pdf: 'pdf', ppt: 'pptx', xls: 'xlsx' }

export const REPORT_CONTENT_TYPES: Record<ReportKind, string> = {
  pdf: 'application/pdf',
  ppt: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export function reportFileName(id: number, kind: ReportKind): string {
  return `${id}.${EXTENSIONS[kind]}`
}

export function reportFileNames(id: number): Record<ReportKind, string> {
  return {
    pdf: reportFileName(id, 'pdf'),
    ppt: reportFileName(id, 'ppt'),
    xls: reportFileName(id, 'xls'),
  }
}

/**
 * `legacy` marks the names handed out before the files were real (`-slides.pdf`, `.csv`):
 * they still lead to the item's file, by a redirect to its true name.
 */
export function parseReportFileName(
  name: string,
): { id: number; kind: ReportKind; legacy: boolean } | undefined {
  const m = /^(\d{1,15})(\.pdf|\.pptx|\.xlsx|-slides\.pdf|\.csv)$/.exec(name)
  if (!m) return undefined
  const id = Number(m[1])
  switch (m[2]) {
    case '.pdf':
      return { id, kind: 'pdf', legacy: false }
    case '.pptx':
      return { id, kind: 'ppt', legacy: false }
    case '.xlsx':
      return { id, kind: 'xls', legacy: false }
    case '-slides.pdf':
      return { id, kind: 'ppt', legacy: true }
    default:
      return { id, kind: 'xls', legacy: true }
  }
}

const WRITERS: Record<ReportKind, (entry: CatalogueEntry) => Promise<Uint8Array<ArrayBuffer>>> = {
  pdf: reportPdf,
  ppt: reportPptx,
  xls: reportXlsx,
}

// A deck takes tens of milliseconds to zip; files never change, so recent ones are kept.
const CACHE_SIZE = 64
const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

export function reportFile(
  entry: CatalogueEntry,
  kind: ReportKind,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${entry.identifier}.${kind}`
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const made = WRITERS[kind](entry)
  made.catch(() => cache.delete(key))
  cache.set(key, made)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  return made
}
