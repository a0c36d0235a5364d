import { m } from '../../../paraglide/messages.js'
import type { AnalysisName } from './analysis-address'

/** What each analysis setting accepts, for the sentence about one that was dropped. */
const ACCEPTED: Record<AnalysisName, () => string> = {
  level: () => m.survey_accepts_level(),
  minbase: () => m.survey_accepts_minbase(),
  vs: () => m.survey_accepts_vs(),
  fdr: () => m.survey_accepts_fdr(),
  mean: () => m.survey_accepts_one(),
  index: () => m.survey_accepts_one(),
  scores: () => m.survey_accepts_scores(),
}

/**
 * The sentence about the analysis settings an address held that were not valid
 * (`droppedAnalysis` in analysis-address.ts, noted while the route validates the address). Worded
 * here, with the survey's page, so that every page's route tree carries only the names.
 */
export function analysisNotice(dropped: readonly string[]): string | undefined {
  if (dropped.length === 0) return undefined
  const list = dropped.map((pair) => {
    const name = pair.slice(0, pair.indexOf('=')) as AnalysisName
    return `${pair} (${ACCEPTED[name]()})`
  })
  return m.survey_analysis_reset({ list: list.join('; ') })
}
