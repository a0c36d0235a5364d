/** The citation styles and languages offered; the CSL files behind them load on demand. */
export const CITATION_STYLES = [
  { id: 'apa', label: 'APA 7' },
  { id: 'mla', label: 'MLA 9' },
  { id: 'chicago', label: 'Chicago (author-date)' },
  { id: 'harvard', label: 'Harvard (Cite Them Right)' },
] as const

export type CitationStyle = (typeof CITATION_STYLES)[number]['id']

export const CITATION_LANGUAGES = [
  { id: 'en', label: 'English' },
  { id: 'de', label: 'Deutsch' },
] as const

export type CitationLanguage = (typeof CITATION_LANGUAGES)[number]['id']

export const CITATION_FILES = [
  { id: 'bibtex', label: 'BibTeX', extension: 'bib', type: 'application/x-bibtex' },
  { id: 'ris', label: 'RIS', extension: 'ris', type: 'application/x-research-info-systems' },
  {
    id: 'csl-json',
    label: 'CSL-JSON',
    extension: 'json',
    type: 'application/vnd.citationstyles.csl+json',
  },
] as const

export type CitationFile = (typeof CITATION_FILES)[number]['id']
