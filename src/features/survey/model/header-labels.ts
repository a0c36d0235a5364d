import { m } from '../../../paraglide/messages.js'

/**
 * The labels of an export's header block (csv-export.ts headerBlock), in the interface's
 * language. The Excel sheet, the slides and the banner's and tab book's files find a line by
 * its label: they compare with these, never with the English words. Getters, read in the
 * language of the file being written; a file of its own, as only the exports use them.
 */
export const HEADER_LABEL = {
  get title() {
    return m.survey_h_title()
  },
  get rows() {
    return m.survey_h_rows()
  },
  get columns() {
    return m.survey_h_columns()
  },
  get filters() {
    return m.survey_h_filters()
  },
  get nets() {
    return m.survey_h_nets()
  },
  get country() {
    return m.survey_h_country()
  },
  get year() {
    return m.survey_h_year()
  },
  get percentBase() {
    return m.survey_h_percent_base()
  },
  get respondents() {
    return m.survey_h_respondents()
  },
  get smallBases() {
    return m.survey_h_small_bases()
  },
  get multiPick() {
    return m.survey_h_multi_pick()
  },
  get numbers() {
    return m.survey_h_numbers()
  },
  get significance() {
    return m.survey_h_significance()
  },
  get multipleComparisons() {
    return m.survey_h_multiple_comparisons()
  },
  get note() {
    return m.survey_h_note()
  },
  get mean() {
    return m.survey_h_mean()
  },
  get means() {
    return m.survey_h_means()
  },
  get index() {
    return m.survey_h_index()
  },
  get independence() {
    return m.survey_h_independence()
  },
  get source() {
    return m.survey_h_source()
  },
  get retrieved() {
    return m.survey_h_retrieved()
  },
}
