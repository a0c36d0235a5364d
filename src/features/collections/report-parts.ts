import type { ComponentType } from 'react'
import type { CollectionEntry } from '../../lib/collections/model'
import type { SheetSpec } from '../../lib/export/workbook'

/**
 * What the report needs from the survey builder, handed in by the report's route: a feature
 * never imports another (docs/architecture.md), so the survey's own table, chart, slides and
 * sheet reach the collection through these plain shapes.
 */
export interface SurveyReportParts {
  /** A kept survey table drawn as the builder draws it: its grid and its chart. */
  Figure: ComponentType<{ entry: CollectionEntry }>
  /** The slides' and sheets' parts, loaded only when a file is asked for. */
  files: () => Promise<SurveyFileParts>
}

/** A survey table's slides, in plain data (the survey deck's own wording and numbers). */
export interface SurveySlideParts {
  title: string
  subtitle: string
  footnote: string
  /** One series per column, over the rows in the table's order (percentages). */
  series: { name: string; labels: string[]; values: number[] }[]
  /** The table slide's rows, header first; `boldRows` leading rows are bold (header, bases). */
  rows: string[][]
  boldRows: number
}

export interface SurveyFileParts {
  /** Undefined when the entry keeps no answer that reads as a survey table. */
  slides: (entry: CollectionEntry) => SurveySlideParts | undefined
  sheet: (name: string, entry: CollectionEntry) => SheetSpec | undefined
  /** The series colours (#rrggbb) of the survey's light theme (read from the page's styles). */
  palette: () => readonly string[]
}
