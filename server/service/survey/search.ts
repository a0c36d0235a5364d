import { createRequire } from 'node:module'
import MiniSearch from 'minisearch'
import { STOP_WORDS, SYNONYMS } from './search-vocabulary'
import type { Answer, Question, Survey } from './types'

interface Stemmer {
  stem(word: string): string
}
// snowball-stemmers ships no type declarations; this is the one function used.
const snowball = createRequire(import.meta.url)('snowball-stemmers') as {
  newStemmer(language: string): Stemmer
}
const english = snowball.newStemmer('english')

/** Stemmed, lower-case terms; stop words and empty tokens are dropped (null). */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase()
  if (t === '' || STOP_WORDS.has(t)) return null
  return english.stem(t)
}

interface Doc {
  id: string
  questionId: string
  /** 0 for the question's own document, else the answer's order. */
  answer: number
  text: string
}

export interface SearchGroup {
  question_id: string
  indicator: string
  label: string
  question_type: string
  metadata: { min_year: number; max_year: number }
  answers_subset: Answer[]
  total_answers: number
}

const SUBSET = 8
const MAX_TERMS = 48

/**
 * Semantic-ish search over question wording, indicators and answer labels. Each question and
 * each answer is its own document, so a hit on one answer brings its question in, and that
 * answer leads the question's answer subset.
 */
export function createSurveySearch(survey: Survey) {
  const index = new MiniSearch<Doc>({
    fields: ['text'],
    storeFields: ['questionId', 'answer'],
    processTerm,
    tokenize: (text) => text.split(/[^\p{L}\p{N}+]+/u),
  })
  const docs: Doc[] = []
  for (const q of survey.questions) {
    docs.push({
      id: q.id,
      questionId: q.id,
      answer: 0,
      text: `${q.indicator} ${q.label} ${q.topic}`,
    })
    for (const a of q.answers)
      docs.push({ id: a.answer_id, questionId: q.id, answer: a.order, text: a.label })
  }
  index.addAll(docs)

  return function search(query: string, size: number): SearchGroup[] {
    const words = query
      .toLowerCase()
      .split(/[^\p{L}\p{N}+]+/u)
      .filter(Boolean)
    // Capped: the endpoint allows 1000 characters, and each fuzzy term costs a trie walk.
    const expanded = [...new Set(words.flatMap((w) => [w, ...(SYNONYMS.get(w) ?? [])]))].slice(
      0,
      MAX_TERMS,
    )
    if (expanded.length === 0) return []
    const hits = index.search(expanded.join(' '), {
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    })
    const groups = new Map<string, { score: number; answers: Map<number, number> }>()
    for (const hit of hits) {
      const qid = String(hit['questionId'])
      const answer = Number(hit['answer'])
      const g = groups.get(qid) ?? { score: 0, answers: new Map<number, number>() }
      // The question's own match counts fully; answer matches add with less weight.
      g.score = Math.max(g.score, answer === 0 ? hit.score : hit.score * 0.8)
      if (answer > 0) g.answers.set(answer, Math.max(g.answers.get(answer) ?? 0, hit.score))
      groups.set(qid, g)
    }
    return [...groups.entries()]
      .sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]))
      .slice(0, size)
      .flatMap(([qid, g]) => {
        const q = survey.byId.get(qid)
        return q ? [group(q, g.answers)] : []
      })
  }
}

function group(q: Question, matched: ReadonlyMap<number, number>): SearchGroup {
  const first = [...matched.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([n]) => n)
  const rest = q.answers.map((a) => a.order).filter((n) => !matched.has(n))
  const subset = [...first, ...rest].slice(0, SUBSET)
  return {
    question_id: q.id,
    indicator: q.indicator,
    label: q.label,
    question_type: q.type,
    metadata: {
      min_year: q.years[0] ?? 0,
      max_year: q.years[q.years.length - 1] ?? 0,
    },
    answers_subset: subset.flatMap((n) => {
      const a = q.answers[n - 1]
      return a ? [{ ...a }] : []
    }),
    total_answers: q.answers.length,
  }
}
