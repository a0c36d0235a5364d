import { rememberNotices, useOpenedNotices } from '../../../lib/opened-notices'
import { parseScores, surveySearchSchema, type SurveySearch } from './search-params'

/**
 * Analysis settings the address held that were not valid (level=97, minbase=0 …). The router
 * rewrites the address to its valid form on load, so what was dropped is noted while the search
 * is validated (`surveySearchValidator`, part of every page's route tree: kept to the names and
 * values) and said once, with the table's analysis controls, until the reader changes something
 * (analysis-notice.ts words it; src/lib/opened-notices.ts keeps it).
 */
export const ANALYSIS_NAMES = ['level', 'minbase', 'vs', 'fdr', 'mean', 'index', 'scores'] as const
export type AnalysisName = (typeof ANALYSIS_NAMES)[number]

/** Values that mean the default, which the schema leaves out rather than keeps. */
const DEFAULT_VALUES: Partial<Record<AnalysisName, readonly unknown[]>> = {
  level: [95, '95'],
  vs: ['rest'],
  fdr: ['none'],
  mean: [0, '0', false],
  index: [0, '0', false],
}

/** The analysis settings of `raw` the schema dropped, as `name=value`. */
export function droppedAnalysis(raw: Record<string, unknown>, search: SurveySearch): string[] {
  return ANALYSIS_NAMES.filter((name) => {
    const value = raw[name]
    if (value === undefined || DEFAULT_VALUES[name]?.includes(value)) return false
    if (name === 'scores')
      return String(value).split(',').length !== parseScores(search.scores).size
    return search[name] === undefined
  }).map((name) => `${name}=${String(raw[name])}`)
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
        rememberNotices(PATH, droppedAnalysis((raw ?? {}) as Record<string, unknown>, result.value))
      }
      return result
    },
  },
} satisfies { '~standard': typeof standard }

/** The settings the address the table was opened with had dropped, while nothing has changed. */
export function useDroppedAnalysis(key: string): readonly string[] {
  return useOpenedNotices(PATH, key)
}
