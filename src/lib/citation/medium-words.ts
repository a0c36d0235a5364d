import type { CitationLanguage } from './styles'

/**
 * The kind of work a citation names in brackets ("[Statistic]") is written by the app in
 * English when an item is cited or kept (collections store it so); a German citation says it
 * in German. Only the app's own words are translated: the rest of a survey table's description
 * (places, answer labels in its filters) is the service's text and stays as it came.
 */
const GERMAN: readonly [english: string, german: string][] = [
  ['Survey table', 'Umfragetabelle'],
  ['Market insight', 'Marktanalyse'],
  ['Research answer', 'Rechercheantwort'],
  ['Infographic', 'Infografik'],
  ['Indicator', 'Indikator'],
  ['Statistic', 'Statistik'],
  ['Study', 'Studie'],
  ['filtered to', 'gefiltert nach'],
]

/** The medium in the citation's language. */
export function mediumIn(medium: string, language: CitationLanguage): string {
  if (language !== 'de') return medium
  let out = medium
  for (const [pattern, german] of PATTERNS) out = out.replace(pattern, `$1${german}`)
  return out
}

// The words as whole phrases at the start of a part of the description; built once.
const PATTERNS = GERMAN.map(
  ([english, german]) => [new RegExp(`(^|; |: )${english}(?=$|[:;, ])`), german] as const,
)
