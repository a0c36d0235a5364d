import { useMemo } from 'react'
import { useTransitionStore } from '../../../lib/transition-store'
import type { ConsumerInsightQuestion } from '../../../api/schemas'
import type { DataTable } from '../../../api/schemas/survey'
import { z } from '../../../api/zod'
import { createLocalStore, tolerantList } from '../../../lib/local-store'
import { questionOf } from '../address/search-params'
import { toTableModel, type TableNames } from '../model/table-model'

/**
 * What the builder knows about questions it has seen in search results (wording, type, years),
 * kept in memory and in localStorage (src/lib/local-store.ts), so a table opened from a URL can
 * still name its pieces and bound the year. The service has no "get question" endpoint.
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

const storedQuestionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  indicator: z.string(),
  label: z.string(),
  type: z.optional(z.string()),
  minYear: z.optional(z.int()),
  maxYear: z.optional(z.int()),
  totalAnswers: z.optional(z.int()),
  answers: z.record(z.string(), z.string()),
})

type StoredQuestion = z.infer<typeof storedQuestionSchema>

const MAX_STORED = 300

/** Oldest first: the oldest questions make room when storage runs short. */
const catalogueStore = createLocalStore<StoredQuestion[]>({
  name: 'survey-questions',
  version: 1,
  schema: tolerantList(storedQuestionSchema),
  fallback: [],
  maxChars: 1_000_000,
  shrink: (questions) => questions.slice(Math.ceil(questions.length / 10)),
  legacyKeys: ['dds.survey.questions.v1'],
  // The first version stored `[id, info]` pairs.
  migrate: (old) => (Array.isArray(old) ? old.map((e) => (Array.isArray(e) ? e[1] : e)) : old),
})

function fromStored(stored: StoredQuestion): QuestionInfo {
  return {
    id: stored.id,
    indicator: stored.indicator,
    label: stored.label,
    type: stored.type,
    minYear: stored.minYear,
    maxYear: stored.maxYear,
    totalAnswers: stored.totalAnswers,
    answers: stored.answers,
  }
}

/** Takes in what is stored (here or by another tab), keeping answers learned meanwhile. */
function mergeStored(): void {
  for (const stored of catalogueStore.read()) {
    const info = fromStored(stored)
    const previous = known.get(info.id)
    known.set(info.id, { ...info, answers: { ...previous?.answers, ...info.answers } })
  }
}

const known = new Map<string, QuestionInfo>()
mergeStored()
let version = 0
const listeners = new Set<() => void>()

function changed(): void {
  version++
  for (const listener of listeners) listener()
}

// Every write, this tab's or another's, reaches the naming through here.
catalogueStore.subscribe(() => {
  mergeStored()
  changed()
})

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** What the builder can say about questions while it renders: names, types and years. */
export interface Naming {
  info: (id: string | undefined) => QuestionInfo | undefined
  /** A readable name for a question or answer ID, falling back to the ID itself. */
  describe: (id: string) => string
  /** The years every given question was asked in, as far as is known. */
  yearBounds: (ids: readonly string[]) => { min?: number; max?: number }
}

/**
 * Naming for the builder, re-rendering the caller when the catalogue learns something (names
 * replace raw IDs). Questions the catalogue has not seen are named as `table` (the answer on
 * screen) names them, so a table opened from a link shows names at once, also in the page the
 * server writes. That page, and the browser's hydration of it, know nothing of this browser's
 * stored catalogue (the server has none): it is used from the render after hydration on.
 */
export function useNaming(table: DataTable | undefined): Naming {
  // A change (a name learned) renders as a transition: the builder re-renders in slices.
  const stored = useTransitionStore(subscribe, storedVersion, NOT_STORED)
  return useMemo(() => {
    const shown = questionsInTable(table)
    return namingOf((qid) => (stored === NOT_STORED ? undefined : known.get(qid)) ?? shown.get(qid))
  }, [stored, table])
}

/** The server's and the hydration's catalogue version: nothing stored is used. */
const NOT_STORED = -1
// Nothing stored names nothing: the same value as hydration's spares a second render.
const storedVersion = () => (known.size === 0 ? NOT_STORED : version)

function namingOf(lookup: (questionId: string) => QuestionInfo | undefined): Naming {
  const info = (id: string | undefined) => (id ? lookup(questionOf(id)) : undefined)
  return {
    info,
    describe: (id) => {
      const question = info(id)
      if (!question) return id
      if (id.includes('#'))
        return question.answers[id] ?? `${question.indicator} answer ${id.split('#')[1]}`
      return question.indicator
    },
    yearBounds: (ids) => {
      let min: number | undefined
      let max: number | undefined
      for (const id of ids) {
        const question = info(id)
        if (question?.minYear !== undefined)
          min = Math.max(min ?? question.minYear, question.minYear)
        if (question?.maxYear !== undefined)
          max = Math.min(max ?? question.maxYear, question.maxYear)
      }
      return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
    },
  }
}

/** The catalogue as it is now, for code that runs on the reader's actions, not in a render. */
const current = namingOf((qid) => known.get(qid))

/**
 * Naming as useNaming gives it, outside a render (an export of tables not on screen): the
 * stored catalogue first, then what `table` itself says.
 */
export function namingFor(table: DataTable): Naming {
  const shown = questionsInTable(table)
  return namingOf((qid) => known.get(qid) ?? shown.get(qid))
}

/** The names the table model takes from what the naming knows of its questions (TableNames). */
export function tableNames(
  rows: QuestionInfo | undefined,
  columns: QuestionInfo | undefined,
): TableNames {
  return {
    rows: rows && { ...rows, title: rows.indicator, wording: rows.label },
    columns: columns && { ...columns, title: columns.indicator, wording: columns.label },
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
  // Storage full or blocked: the in-memory catalogue still serves this session.
  catalogueStore.write([...known.values()].slice(-MAX_STORED))
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

/** The years every given question was asked in, as far as the catalogue knows now. */
export function yearBounds(ids: readonly string[]): { min?: number; max?: number } {
  return current.yearBounds(ids)
}

/**
 * Learns names from a table response when a URL names questions the catalogue has not seen
 * (a shared link in a fresh browser), so they stay named for the rest of this visit once that
 * table is gone (not stored: a table's names are a guess that search results may correct).
 */
export function rememberFromTable(table: DataTable): void {
  let learned = false
  for (const [qid, info] of questionsInTable(table)) {
    if (known.has(qid)) continue
    known.set(qid, info)
    learned = true
  }
  if (learned) changed()
}

/**
 * The questions of a table as its answer names them (read through the table model): the rows'
 * wording and answers, the columns' answers. Years stay unknown; they come only from search.
 */
function questionsInTable(table: DataTable | undefined): Map<string, QuestionInfo> {
  const found = new Map<string, QuestionInfo>()
  if (!table) return found
  const model = toTableModel(table)
  for (const side of [model.rows, model.columns]) {
    if (!side || !side.whole) continue
    found.set(side.questionId, {
      id: side.questionId,
      indicator: side.title,
      label: side.wording || side.title,
      type: side.type,
      minYear: undefined,
      maxYear: undefined,
      totalAnswers: side.labels.length,
      answers: Object.fromEntries(side.answerIds.map((id, i) => [id, side.labels[i] ?? id])),
    })
  }
  return found
}
