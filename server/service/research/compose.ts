import type { CatalogueEntry, ContentType } from '../catalogue/types'
import { escapeHtml } from '../../shared/escape-html'
import { formatValue, type ItemSeries, type StatisticKind } from '../catalogue/series'
import { PLACES } from '../catalogue/vocabulary-places'

/**
 * Turns the catalogue items matching a question into the parts of a research answer: sources,
 * an HTML answer citing them, key facts and a title. Nothing is invented: every number comes
 * from the items found.
 */
export interface ResearchSource {
  contentId: string
  contentType: string
  displayTypeId: number
  isCharged: boolean
  locale: string
  releasedAt: string
  source: string
  text: string
  title: string
  updatedAt: string
  url: string
  graphicName: string
  parentId: string
  statisticType: number
  surveyPeriod: string
  titleShort: string
}

export interface KeyFact {
  title: string
  type: string
  unit: string
  value: string
}

export interface ComposedAnswer {
  title: string
  answer: string
  keyFacts: KeyFact[]
  sources: ResearchSource[]
  qualityScore: number
}

const SOURCE_TYPE: Record<ContentType, { contentType: string; displayTypeId: number }> = {
  statistics: { contentType: 'statistic', displayTypeId: 1 },
  studies: { contentType: 'study', displayTypeId: 2 },
  infographics: { contentType: 'infographic', displayTypeId: 3 },
  marketInsights: { contentType: 'marketInsight', displayTypeId: 4 },
}

export function toSource(entry: CatalogueEntry): ResearchSource {
  const kind = SOURCE_TYPE[entry.type]
  const hasGraphic = entry.type === 'statistics' || entry.type === 'infographics'
  return {
    contentId: String(entry.identifier),
    contentType: kind.contentType,
    displayTypeId: kind.displayTypeId,
    isCharged: entry.isPremium,
    locale: entry.platform === 'de' ? 'german' : 'english',
    releasedAt: entry.releasedAt.toISOString(),
    source: entry.sources[0] ?? '',
    text: clipWords(plainText(entry.description), 300),
    title: entry.title,
    updatedAt: entry.updatedAt.toISOString(),
    url: entry.link,
    graphicName: hasGraphic ? `${kind.contentType}-${entry.identifier}.png` : '',
    parentId: '',
    statisticType: entry.type === 'statistics' ? 1 : 0,
    surveyPeriod: String(entry.releasedAt.getUTCFullYear()),
    titleShort: clipWords(entry.title, 60),
  }
}

/**
 * `found` are the best matches of every type; `statistics` the best statistics, whose figures
 * the answer may state even when they rank below `found` (a cited one then takes the place of
 * the last uncited source).
 */
export function composeAnswer(
  question: string,
  found: readonly CatalogueEntry[],
  statistics: readonly CatalogueEntry[] = [],
): ComposedAnswer {
  const title = titleFor(question)
  const wanted = measuresAsked(question)
  const places = placesAsked(question)
  const figures = bestFigures(
    uniqueById([...found, ...statistics]).filter((e) => isAbout(e, places)),
    wanted,
  )
  const entries = withCited(
    found,
    figures.map((f) => f.entry),
  )
  if (entries.length === 0) {
    return {
      title,
      answer:
        '<p>No statistics, studies, infographics or market insights in the catalogue match this question, ' +
        'so it cannot be answered from sources. Try fewer or more general words.</p>',
      keyFacts: [],
      sources: [],
      qualityScore: 0,
    }
  }
  const sources = entries.map(toSource)
  const years = entries.map((e) => e.releasedAt.getUTCFullYear())
  const newest = Math.max(...years)
  const oldest = Math.min(...years)
  const premium = entries.filter((e) => e.isPremium).length
  const cite = (entry: CatalogueEntry) =>
    `<sup><a href="${escapeHtml(entry.link)}">[${entries.indexOf(entry) + 1}]</a></sup>`
  const lead =
    figures.length > 0
      ? `<p>${figures
          .map((f, i) => `${i === 0 ? f.statement : lowerFirst(f.statement)} ${cite(f.entry)}`)
          .join(', and ')}.</p>`
      : '<p>No statistic in the catalogue states a figure for this question; the closest sources are listed below.</p>'
  const items = entries
    .map((e) => {
      const origin = e.sources[0] ? `, ${escapeHtml(e.sources[0])}` : ''
      return `<li><strong>${escapeHtml(e.title)}</strong> (${e.releasedAt.getUTCFullYear()}${origin})</li>`
    })
    .join('')
  // Numbered as the answer cites them: [2] is the second source listed.
  const span = oldest === newest ? `in ${newest}` : `between ${oldest} and ${newest}`
  const answer =
    lead +
    `<p>The catalogue holds <strong>${entries.length}</strong> ${plural(entries.length, 'source')} ` +
    `relevant to this question, released ${span}:</p><ol>${items}</ol>` +
    `<p>The most relevant is <strong>${escapeHtml(entries[0]?.title ?? '')}</strong>. ` +
    `${premium} of ${entries.length} ${plural(entries.length, 'source')} ${premium === 1 ? 'requires' : 'require'} a premium account.</p>`
  const keyFacts: KeyFact[] = [
    ...figures.map(figureFact),
    { title: 'Matching sources', type: 'count', unit: 'items', value: String(entries.length) },
    { title: 'Most recent release', type: 'date', unit: 'year', value: String(newest) },
    {
      title: 'Share of premium sources',
      type: 'percentage',
      unit: '%',
      value: String(Math.round((premium / entries.length) * 100)),
    },
  ]
  return {
    title,
    answer,
    keyFacts,
    sources,
    qualityScore: qualityScore(question, entries, figures, wanted),
  }
}

/**
 * The places a question names (in English or German), by id; none when it names none. A
 * figure for another place would contradict the question ("the market in Germany" answered
 * with the world's revenue), so only a statistic about a named place may state one.
 */
function placesAsked(question: string): Set<number> {
  return new Set(PLACE_NAMES.filter(([, pattern]) => pattern.test(question)).map(([id]) => id))
}

// Each place's English and German names as whole words, built once.
const PLACE_NAMES = PLACES.flatMap((place) =>
  [place.en.name, place.de.name].map((name) => [place.id, words(escapeRegExp(name))] as const),
)

function isAbout(entry: CatalogueEntry, places: Set<number>): boolean {
  return places.size === 0 || entry.geolocations.some((g) => places.has(g.id))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function uniqueById(entries: readonly CatalogueEntry[]): CatalogueEntry[] {
  return [...new Map(entries.map((e) => [e.identifier, e] as const)).values()]
}

/**
 * `found` with every cited entry in it, each replacing the last uncited one. A statistic is
 * missing from `found` only when `found` is full (a shorter list holds every match), so the
 * number of sources stays what the search gave.
 */
function withCited(
  found: readonly CatalogueEntry[],
  cited: readonly CatalogueEntry[],
): CatalogueEntry[] {
  const out = [...found]
  for (const entry of cited) {
    if (out.some((e) => e.identifier === entry.identifier)) continue
    const last = out.findLastIndex((e) => !cited.includes(e))
    if (last < 0) out.push(entry)
    else out.splice(last, 1, entry)
  }
  return out
}

/** A statistic's stated figure: its sentence and series, from the item's one series. */
interface Figure {
  entry: CatalogueEntry
  series: ItemSeries
  statement: string
}

/** What a question asks for, by the kinds of statistic that answer it. */
const MEASURES: readonly (readonly [RegExp, readonly StatisticKind[]])[] = [
  [
    words(
      'large|big|size|worth|revenue|sales|market volume|spend\\p{L}*|value|umsatz|groß|gross|marktvolumen',
    ),
    ['revenue', 'forecast', 'ranking'],
  ],
  [words('how many|number of|users?|customers|nutzer|anzahl|wie viele'), ['users']],
  [words('share|percent\\p{L}*|proportion|anteil\\p{L}*|prozent'), ['share', 'survey']],
  [words('grow\\p{L}*|increase|wachstum|wächst|wachs\\p{L}*'), ['growth']],
  [words('per user|arpu|average revenue'), ['arpu']],
  [words('leading|largest|top|biggest|führend\\p{L}*'), ['ranking', 'share']],
]

/** Whole words or phrases, any case, with letters beyond ASCII (JavaScript's \b knows only ASCII). */
function words(alternatives: string): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu')
}

function measuresAsked(question: string): Set<StatisticKind> {
  const kinds = new Set<StatisticKind>()
  for (const [pattern, answers] of MEASURES)
    if (pattern.test(question)) for (const kind of answers) kinds.add(kind)
  return kinds
}

/**
 * Up to two statistics whose figures the answer states, of different kinds: the newest of
 * those measuring what was asked first, then the others in the order of relevance.
 */
function bestFigures(entries: readonly CatalogueEntry[], wanted: Set<StatisticKind>): Figure[] {
  const figures: Figure[] = []
  for (const entry of entries) {
    const series = entry.series
    if (entry.type !== 'statistics' || !series?.statement) continue
    figures.push({ entry, series, statement: series.statement })
  }
  // Of the statistics measuring what was asked, the newest figure first.
  const asked = figures
    .filter((f) => wanted.has(f.series.kind))
    .sort((a, b) => b.series.year - a.series.year)
  const rest = figures.filter((f) => !wanted.has(f.series.kind))
  // Two figures of one measure (two revenue series of the same market) would only contradict
  // each other; the second figure measures something else.
  const chosen: Figure[] = []
  for (const figure of [...asked, ...rest]) {
    if (chosen.some((c) => measureOf(c.series.kind) === measureOf(figure.series.kind))) continue
    chosen.push(figure)
    if (chosen.length === 2) break
  }
  return chosen
}

/** A forecast of market volume measures what a revenue series does: the market's size. */
function measureOf(kind: StatisticKind): StatisticKind {
  return kind === 'forecast' ? 'revenue' : kind
}

/** The key fact of a figure carries the unit of the statistic it comes from. */
function figureFact({ entry, series }: Figure): KeyFact {
  const percent = series.unit === 'percent' || series.unit === 'Prozent'
  const category = /^\d{4}$/.test(series.headline.name)
    ? series.headline.name
    : `${series.headline.name}, ${series.year}`
  return {
    title: `${clipWords(entry.title, 90)} (${category})`,
    type: percent ? 'percentage' : 'number',
    unit: percent ? '%' : series.unit,
    value: formatValue(series.headline.value, entry.platform),
  }
}

/**
 * How well the sources answer the question, in [0, 1]: the share of the question's words the
 * best source covers, whether a stated figure measures what was asked, and how many statistics
 * back it. An answer that never states the asked figure stays well below 1.
 */
function qualityScore(
  question: string,
  entries: readonly CatalogueEntry[],
  figures: readonly Figure[],
  wanted: Set<StatisticKind>,
): number {
  const words = contentWords(question)
  const best = figures[0]?.entry ?? entries[0]
  const covered = best ? coverage(words, `${best.title} ${plainText(best.description)}`) : 0
  const answered =
    figures.length === 0
      ? 0
      : wanted.size === 0 || figures.some((f) => wanted.has(f.series.kind))
        ? 1
        : 0.3
  const backing = Math.min(1, figures.length / 2)
  return Math.round((0.1 + 0.4 * covered + 0.35 * answered + 0.15 * backing) * 100) / 100
}

const STOP_WORDS = new Set(
  (
    'a an and are as at be by did do does for from had has have how in is it its of on or ' +
    'the to was were what when where which who why will with much many large big der die das ' +
    'und ist im den des wie viel viele gibt es von zu mit'
  ).split(' '),
)

function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.filter((w) => w.length > 1 && !STOP_WORDS.has(w)))]
}

/** Share of `words` found in `text`, a word counting when a word there starts with its first five letters. */
function coverage(words: readonly string[], text: string): number {
  if (words.length === 0) return 0
  const have = contentWords(text)
  const found = words.filter((w) => have.some((h) => h.startsWith(w.slice(0, 5))))
  return found.length / words.length
}

/** A statement joined after another loses its capital, unless it starts with a name. */
function lowerFirst(text: string): string {
  return /^(The|Revenue|As|Among|Der|Die|Im|Unter)\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text
}

function titleFor(question: string): string {
  const cleaned = question
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+$/, '')
  const title = clipWords(cleaned, 100)
  return title.charAt(0).toUpperCase() + title.slice(1)
}

export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

function clipWords(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`
}
