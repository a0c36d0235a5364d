import { formatCount } from '../format'
import { m } from '../../paraglide/messages.js'

/**
 * The one way an export says how it went, on every page that makes files (the survey's table,
 * banner, comparison, tab book and saved tables; a collection and its report; citations; the
 * content pages' whole result): "Excel file downloaded.", "CSV file with 3 tables downloaded.",
 * "Could not make the PowerPoint file: …". The file is named by its kind ("CSV", "Excel",
 * "PowerPoint", "BibTeX"), which reads the same in both languages and joins the German word
 * ("Excel-Datei").
 */

/** What a file holds several of, when the line counts them. */
export type Counted = 'tables' | 'blocks' | 'sheets' | 'results'

/** How many a file holds, said with their noun ("with 3 tables"); `total` for a result's start. */
export type FileCount =
  { n: number; of: Counted; total?: never } | { n: number; of: 'results'; total: number }

export type ExportOutcome =
  | { done: true; file: string; count?: FileCount | undefined }
  | {
      done: false
      file: string
      /** Why, in a sentence of its own or a line from describeFailure; '' when nothing is known. */
      reason: string
      /** What to do instead ("Download the CSV instead."), after the reason. */
      advice?: string | undefined
    }

const DONE_COUNTED = {
  tables: m.export_done_tables,
  blocks: m.export_done_blocks,
  sheets: m.export_done_sheets,
  results: m.export_done_results,
} as const

/** Ends a reason as a sentence, so the advice after it (or nothing) reads right. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`)

export function exportLine(outcome: ExportOutcome): string {
  const { file } = outcome
  if (!outcome.done) {
    const reason = outcome.reason.trim()
    const line = reason
      ? m.export_failed({ file, reason: sentence(reason) })
      : m.export_failed_plain({ file })
    return outcome.advice ? `${line} ${outcome.advice}` : line
  }
  const { count } = outcome
  if (!count) return m.export_done({ file })
  const shown = formatCount(count.n)
  if (count.total !== undefined && count.n < count.total)
    return m.export_done_first_results({ file, shown, total: formatCount(count.total) })
  return DONE_COUNTED[count.of]({ file, count: count.n, shown })
}

/** The reason an export failed, from what it threw: its message, or nothing when it had none. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : ''
}

/**
 * Makes a file with `make` and resolves with the line that says so; a failure rejects with an
 * Error whose message is the line to say instead (the survey's export rows show a rejection's
 * message as a failure). `make` may resolve with how many
 * the file holds.
 */
export async function fileLine(
  file: string,
  make: (() => Promise<FileCount>) | (() => Promise<void>),
  advice?: string,
): Promise<string> {
  let count: FileCount | undefined
  try {
    count = (await make()) ?? undefined
  } catch (error) {
    throw new Error(exportLine({ done: false, file, reason: reasonOf(error), advice }), {
      cause: error,
    })
  }
  return exportLine({ done: true, file, count })
}
