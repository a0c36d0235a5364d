import { answerSnapshotSchema, type AnswerSnapshot } from '../../api/schemas/workspace'
import { z } from '../../api/zod'
import { formatAmount, formatCount, formatDate, formatPercent } from '../format'
import { m } from '../../paraglide/messages.js'

/**
 * Reading a kept answer (an entry's `answer`) as a small table of its figures: a survey table's
 * rows and columns with the service's percentages and the bases, a statistic's or indicator's
 * series as label and value. Read leniently and apart from the page's own schemas: a stored
 * answer that does not read is "figures could not be read", never a broken page.
 */

export interface FigureCell {
  /** The number (or the provider's text) as kept; compared with the current figures. */
  value: number | string | undefined
  text: string
}

export interface Figures {
  kind: AnswerSnapshot['kind']
  request: string
  retrievedAt: string
  /** "Figures as retrieved on 23 Nov 2026". */
  retrievedWords: string
  title: string
  /** What the first column holds. */
  rowHeading: string
  columns: string[]
  rows: { label: string; cells: FigureCell[] }[]
  /** A closing row (a survey table's bases), shown apart from the figures. */
  footer?: { label: string; cells: FigureCell[] } | undefined
  unit?: string | undefined
}

export type ReadFigures = { ok: true; figures: Figures } | { ok: false; message: string }

/** The words for kept figures that do not read (a function: the reader's language). */
export const unreadableFigures = () => m.collection_figures_unreadable()

const surveyBody = z.object({
  title: z.string(),
  chart: z.object({
    data: z.record(
      z.string(),
      z.array(z.object({ name: z.string(), percentage: z.number(), respondents: z.number() })),
    ),
    bases: z.optional(z.record(z.string(), z.number())),
  }),
})

const statisticBody = z.object({
  title: z.string(),
  chart: z.object({
    unit: z.nullish(z.string()),
    data: z.record(
      z.string(),
      z.array(z.object({ name: z.nullish(z.string()), data: z.union([z.number(), z.string()]) })),
    ),
  }),
})

// As the page parsed it (src/api/schemas/data.ts): the geos' series as a list.
const indicatorBody = z.object({
  title: z.string(),
  chart: z.object({
    name: z.nullish(z.string()),
    unit: z.nullish(z.string()),
    data: z.array(
      z.object({ geo: z.string(), categories: z.array(z.string()), series: z.array(z.number()) }),
    ),
  }),
})

const cell = (value: number | string | undefined, text?: string): FigureCell => ({
  value,
  text:
    text ?? (value === undefined ? '–' : typeof value === 'number' ? formatAmount(value) : value),
})

const pushOnce = (list: string[], value: string) => {
  if (!list.includes(value)) list.push(value)
}

type Table = Pick<Figures, 'title' | 'rowHeading' | 'columns' | 'rows' | 'footer' | 'unit'>

function surveyFigures(body: z.infer<typeof surveyBody>): Table {
  const series = Object.entries(body.chart.data)
  const labels: string[] = []
  for (const [, points] of series) for (const p of points) pushOnce(labels, p.name)
  return {
    title: body.title,
    rowHeading: m.collection_figures_answer(),
    columns: series.map(([name]) => name),
    rows: labels.map((label) => ({
      label,
      cells: series.map(([, points]) => {
        const p = points.find((point) => point.name === label)
        return p ? cell(p.percentage, formatPercent(p.percentage)) : cell(undefined)
      }),
    })),
    // The respondents behind each column's percentages: the service's base, else their sum.
    footer: {
      label: m.collection_figures_base(),
      cells: series.map(([name, points]) => {
        const base = body.chart.bases?.[name] ?? points.reduce((a, p) => a + p.respondents, 0)
        return cell(base, formatCount(base))
      }),
    },
  }
}

function statisticFigures(body: z.infer<typeof statisticBody>): Table {
  const columns = Object.keys(body.chart.data)
  const labels: string[] = []
  const nameOf = (name: string | null | undefined, index: number) => name ?? String(index + 1)
  for (const points of Object.values(body.chart.data))
    points.forEach((p, i) => pushOnce(labels, nameOf(p.name, i)))
  return {
    title: body.title,
    rowHeading: m.collection_figures_label(),
    columns,
    rows: labels.map((label) => ({
      label,
      cells: columns.map((column) => {
        const points = body.chart.data[column] ?? []
        return cell(points.find((p, i) => nameOf(p.name, i) === label)?.data)
      }),
    })),
    unit: body.chart.unit ?? undefined,
  }
}

function indicatorFigures(body: z.infer<typeof indicatorBody>): Table {
  const labels: string[] = []
  for (const s of body.chart.data) for (const c of s.categories) pushOnce(labels, c)
  labels.sort()
  return {
    title: body.chart.name ?? body.title,
    rowHeading: m.collection_figures_label(),
    columns: body.chart.data.map((s) => s.geo),
    rows: labels.map((label) => ({
      label,
      cells: body.chart.data.map((s) => {
        const at = s.categories.indexOf(label)
        return cell(at >= 0 ? s.series[at] : undefined)
      }),
    })),
    unit: body.chart.unit ?? undefined,
  }
}

function tableOf(kind: AnswerSnapshot['kind'], body: unknown): Table | undefined {
  if (kind === 'survey-table') {
    const parsed = surveyBody.safeParse(body)
    return parsed.success ? surveyFigures(parsed.data) : undefined
  }
  if (kind === 'statistic-data') {
    const parsed = statisticBody.safeParse(body)
    return parsed.success ? statisticFigures(parsed.data) : undefined
  }
  const parsed = indicatorBody.safeParse(body)
  return parsed.success ? indicatorFigures(parsed.data) : undefined
}

/** The kept answer's figures, or the words for one that does not read. */
export function readFigures(answer: unknown): ReadFigures {
  const parsed = answerSnapshotSchema.safeParse(answer)
  if (!parsed.success) return { ok: false, message: unreadableFigures() }
  const { kind, request, retrievedAt, body } = parsed.data
  const table = tableOf(kind, body)
  if (!table || table.rows.length === 0 || table.columns.length === 0)
    return { ok: false, message: unreadableFigures() }
  return {
    ok: true,
    figures: {
      kind,
      request,
      retrievedAt,
      retrievedWords: m.collection_figures_retrieved({
        date: formatDate(retrievedAt, { local: true }),
      }),
      ...table,
    },
  }
}

/** Where the current figures differ from the kept ones: the kept text by row and column. */
export interface FigureChanges {
  /** `row\u0000column` → the kept figure's text, for each figure that changed. */
  was: Map<string, string>
  /** Rows or columns one side has and the other has not. */
  added: number
  removed: number
}

export const figureKey = (row: string, column: string) => `${row}\u0000${column}`

function byKey(f: Pick<Figures, 'rows' | 'columns' | 'footer'>): Map<string, FigureCell> {
  const all = new Map<string, FigureCell>()
  for (const row of [...f.rows, ...(f.footer ? [f.footer] : [])])
    row.cells.forEach((c, i) => all.set(figureKey(row.label, f.columns[i] ?? ''), c))
  return all
}

export function compareFigures(kept: Figures, current: Figures): FigureChanges {
  const before = byKey(kept)
  const after = byKey(current)
  const was = new Map<string, string>()
  let added = 0
  for (const [key, now] of after) {
    const then = before.get(key)
    if (!then) added++
    else if (then.value !== now.value) was.set(key, then.text)
  }
  const removed = [...before.keys()].filter((key) => !after.has(key)).length
  return { was, added, removed }
}

/** What changed, in one sentence. */
export function changesSentence(changes: FigureChanges): string {
  const parts: string[] = []
  const n = changes.was.size
  if (n > 0) parts.push(m.collection_changes_changed({ count: n, figures: formatCount(n) }))
  if (changes.added > 0)
    parts.push(m.collection_changes_added({ count: formatCount(changes.added) }))
  if (changes.removed > 0)
    parts.push(m.collection_changes_removed({ count: formatCount(changes.removed) }))
  return parts.length === 0 ? m.collection_changes_none() : `${parts.join('; ')}.`
}
