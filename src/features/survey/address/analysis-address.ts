import { rememberNotices, useOpenedNotices } from '../../../lib/opened-notices'
import { parseScores, surveySearchSchema, type SurveySearch } from './search-params'
import { m } from '../../../paraglide/messages.js'

/**
 * Analysis settings the address held that were not valid (level=97, minbase=0 …). The router
 * rewrites the address to its valid form on load, so what was wrong is noted while the search
 * is validated (`surveySearchValidator`) and shown once, with the table's analysis controls,
 * until the reader changes something (src/lib/opened-notices.ts).
 */
const ACCEPTED: Record<string, string> = {
  level: '90, 95 or 99',
  minbase: 'a whole number from 1 to 1000',
  vs: 'rest or an answer ID of the columns',
  fdr: 'none or bh',
  mean: '1',
  index: '1',
  scores: 'answer ID:score pairs',
}

/** Values that mean the default, which the schema leaves out rather than keeps. */
const DEFAULT_VALUES: Record<string, readonly unknown[]> = {
  level: [95, '95'],
  vs: ['rest'],
  fdr: ['none'],
  mean: [0, '0', false],
  index: [0, '0', false],
}

export function analysisAddressNotice(
  raw: Record<string, unknown>,
  search: SurveySearch,
): string | undefined {
  const wrong = Object.keys(ACCEPTED).filter((name) => {
    const value = raw[name]
    if (value === undefined || DEFAULT_VALUES[name]?.includes(value)) return false
    if (name === 'scores')
      return String(value).split(',').length !== parseScores(search.scores).size
    return search[name as keyof SurveySearch] === undefined
  })
  if (wrong.length === 0) return undefined
  const list = wrong.map((name) => `${name}=${String(raw[name])} (${ACCEPTED[name]})`)
  return m.survey_analysis_reset({ list: list.join('; ') })
}

const PATH = '/survey'

const standard = surveySearchSchema['~standard']

/**
 * The route's validateSearch: the survey schema (its Standard Schema face, so links keep the
 * schema's input type), noting analysis settings it had to reset.
 */
export const surveySearchValidator = {
  '~standard': {
    ...standard,
    validate: (raw: unknown) => {
      const result = standard.validate(raw)
      if (!(result instanceof Promise) && !result.issues) {
        const notice = analysisAddressNotice((raw ?? {}) as Record<string, unknown>, result.value)
        if (notice) rememberNotices(PATH, [notice])
      }
      return result
    },
  },
} satisfies { '~standard': typeof standard }

/** The notice of the address the table was opened with, while nothing has changed since. */
export function useAnalysisAddressNotice(key: string): string | undefined {
  return useOpenedNotices(PATH, key)[0]
}
