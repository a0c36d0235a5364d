import type { SurveyReportParts } from '../../features/collections/report-parts'
import { SurveyFigure } from './survey-figure'

/**
 * The survey's part in a collection's report, joined here because a feature never imports
 * another: its grid and chart on the page, its slides and sheet (loaded on a click) in the files.
 */
export const surveyReportParts: SurveyReportParts = {
  Figure: SurveyFigure,
  files: () => import('./survey-files').then((mod) => mod.surveyFileParts),
}
