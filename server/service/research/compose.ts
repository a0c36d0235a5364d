import type { CatalogueEntry, ContentType } from '../catalogue/types'
import { escapeHtml } from '../../escape-html'

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

export function composeAnswer(
  question: string,
  entries: readonly CatalogueEntry[],
): ComposedAnswer {
  const title = titleFor(question)
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
  const items = entries
    .map((e) => {
      const origin = e.sources[0] ? `, ${escapeHtml(e.sources[0])}` : ''
      return `<li><strong>${escapeHtml(e.title)}</strong> (${e.releasedAt.getUTCFullYear()}${origin})</li>`
    })
    .join('')
  const span = oldest === newest ? `in ${newest}` : `between ${oldest} and ${newest}`
  const answer =
    `<p>The catalogue holds <strong>${entries.length}</strong> ${plural(entries.length, 'source')} ` +
    `relevant to this question, released ${span}:</p><ul>${items}</ul>` +
    `<p>The most relevant is <strong>${escapeHtml(entries[0]?.title ?? '')}</strong>. ` +
    `${premium} of ${entries.length} ${plural(entries.length, 'source')} ${premium === 1 ? 'requires' : 'require'} a premium account.</p>`
  const keyFacts: KeyFact[] = [
    { title: 'Matching sources', type: 'count', unit: 'items', value: String(entries.length) },
    { title: 'Most recent release', type: 'date', unit: 'year', value: String(newest) },
    {
      title: 'Share of premium sources',
      type: 'percentage',
      unit: '%',
      value: String(Math.round((premium / entries.length) * 100)),
    },
    ...numbersFrom(entries),
  ]
  return {
    title,
    answer,
    keyFacts,
    sources,
    qualityScore: Math.min(1, Math.round((0.4 + 0.1 * entries.length) * 100) / 100),
  }
}

/** Up to three figures quoted in the items, each titled with the sentence that states it. */
function numbersFrom(entries: readonly CatalogueEntry[]): KeyFact[] {
  const facts: KeyFact[] = []
  const seen = new Set<string>()
  const pattern = /(\d+(?:[.,]\d+)?)\s*(%|percent|million|billion|thousand)/i
  for (const entry of entries) {
    const sentences = `${entry.title}. ${plainText(entry.description)}`.split(/(?<=[.!?])\s+/)
    for (const sentence of sentences) {
      const match = pattern.exec(sentence)
      if (!match?.[1] || !match[2]) continue
      const title = clipWords(sentence.replace(/[.!?]+$/, ''), 100)
      if (seen.has(title)) break
      seen.add(title)
      const unit = match[2].toLowerCase() === 'percent' ? '%' : match[2].toLowerCase()
      facts.push({ title, type: 'number', unit, value: match[1] })
      break
    }
    if (facts.length === 3) break
  }
  return facts
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
