import { useSyncExternalStore } from 'react'
import type { ConsumerInsightQuestion } from '../../api/schemas'
import { questionOf } from './search-params'

/**
 * What the builder knows about questions it has seen in search results (wording, type, years),
 * kept in memory and in localStorage, so a table opened from a URL can still name its pieces
 * and bound the year. The service has no "get question" endpoint.
 */
export interface QuestionInfo {
  id: string
  indicator: string
  label: string
  type: string | undefined
  minYear: number | undefined
  maxYear: number | undefined
  totalAnswers: number | undefined
  answers: Record<string, string>
}

const STORAGE_KEY = 'dds.survey.questions.v1'
const MAX_STORED = 300
const known = new Map<string, QuestionInfo>(load())
let version = 0
const listeners = new Set<() => void>()

function changed(): void {
  version++
  for (const listener of listeners) listener()
}

/** Re-renders the caller when the catalogue learns something (names replace raw IDs). */
export function useCatalogueVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => version,
  )
}

function load(): [string, QuestionInfo][] {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? (parsed as [string, QuestionInfo][]) : []
  } catch {
    return []
  }
}

export function rememberQuestions(results: readonly ConsumerInsightQuestion[]): void {
  for (const q of results) {
    const previous = known.get(q.question_id)
    const answers = { ...previous?.answers }
    for (const a of q.answers_subset) answers[a.answer_id] = a.label
    known.set(q.question_id, {
      id: q.question_id,
      indicator: q.indicator ?? q.label,
      label: q.label,
      type: q.question_type ?? undefined,
      minYear: q.metadata?.min_year ?? undefined,
      maxYear: q.metadata?.max_year ?? undefined,
      totalAnswers: q.total_answers ?? undefined,
      answers,
    })
  }
  try {
    globalThis.localStorage?.setItem(
      STORAGE_KEY,
      JSON.stringify([...known.entries()].slice(-MAX_STORED)),
    )
  } catch {
    // Storage full or blocked: the in-memory catalogue still serves this session.
  }
  changed()
}

/** Answer labels learned from a frequency table (answer number = position + 1). */
export function rememberAnswers(questionId: string, labels: readonly string[]): void {
  const info = known.get(questionId)
  if (!info) return
  labels.forEach((label, i) => {
    info.answers[`${questionId}#${i + 1}`] = label
  })
  changed()
}

export function questionInfo(id: string | undefined): QuestionInfo | undefined {
  return id ? known.get(questionOf(id)) : undefined
}

/** A readable name for a question or answer ID, falling back to the ID itself. */
export function describeId(id: string): string {
  const info = questionInfo(id)
  if (!info) return id
  if (id.includes('#')) return info.answers[id] ?? `${info.indicator} answer ${id.split('#')[1]}`
  return info.indicator
}

/** The years every given question was asked in, as far as the catalogue knows. */
export function yearBounds(ids: readonly string[]): { min?: number; max?: number } {
  let min: number | undefined
  let max: number | undefined
  for (const id of ids) {
    const info = questionInfo(id)
    if (info?.minYear !== undefined) min = Math.max(min ?? info.minYear, info.minYear)
    if (info?.maxYear !== undefined) max = Math.min(max ?? info.maxYear, info.maxYear)
  }
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
}

/**
 * Learns names from a table response when a URL names questions the catalogue has not seen
 * (a shared link in a fresh browser): the rows' wording and answers, the columns' answers.
 * Years stay unknown; they come only from search results.
 */
export function rememberFromTable(table: {
  identifier: { rows: string; columns?: string | null | undefined }
  subject?: string | null | undefined
  interpretation_hint?: string | null | undefined
  chart: { description?: string | null | undefined; data: Record<string, { name: string }[]> }
}): void {
  const { rows, columns } = table.identifier
  const [rowPart = '', colPart = ''] = (table.chart.description ?? '').split(' by ')
  let learned = false
  const learn = (
    id: string,
    indicator: string,
    label: string,
    answers: string[],
    type?: string,
  ) => {
    const qid = questionOf(id)
    if (known.has(qid) || id.includes('#')) return
    known.set(qid, {
      id: qid,
      indicator: indicator || qid,
      label,
      type,
      minYear: undefined,
      maxYear: undefined,
      totalAnswers: answers.length,
      answers: Object.fromEntries(answers.map((a, i) => [`${qid}#${i + 1}`, a])),
    })
    learned = true
  }
  const series = Object.entries(table.chart.data)
  learn(
    rows,
    rowPart,
    table.subject ?? rowPart,
    (series[0]?.[1] ?? []).map((p) => p.name),
    table.interpretation_hint?.includes('Multiple answers') ? 'multi-pick' : undefined,
  )
  if (columns)
    learn(
      columns,
      colPart.charAt(0).toUpperCase() + colPart.slice(1),
      colPart,
      series.map(([name]) => name),
    )
  if (learned) changed()
}
