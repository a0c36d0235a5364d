import { chance, intBetween, pick, type Rng } from '../random'
import { MONTHS } from './vocabulary-places'
import type { TopicWords } from './vocabulary-topics'
import type { ContentPlatform } from './types'
import {
  STATISTIC_KINDS,
  formatValue,
  infographicSeries,
  statisticSeries,
  type ItemSeries,
} from './series'

/**
 * Title, subject and HTML description templates per content type and language. Descriptions
 * use the tags production uses (<p>, <br>, <h2>, relative <a>), so clients must sanitize them.
 */
export interface TextInput {
  rng: Rng
  platform: ContentPlatform
  topic: TopicWords
  place: { name: string; in: string }
  /** Year of release; titles speak of years around it. */
  year: number
  /** Month index (0-11) of release. */
  month: number
  /** The item's identifier: it seeds the item's series. */
  identifier: number
  related: { path: string; title: string } | undefined
}

export interface Texts {
  title: string
  subject: string
  description: string
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function amount(rng: Rng, de: boolean): string {
  const value = (intBetween(rng, 12, 9_800) / 10).toFixed(1)
  return de ? value.replace('.', ',') : value
}

function relatedLink(input: TextInput): string {
  const { related, platform } = input
  if (!related) return ''
  // The anchor is a short label with the title in `title`: anchor words would be indexed too.
  const [label, anchor] =
    platform === 'en' ? ['See also', 'related statistic'] : ['Siehe auch', 'verwandte Statistik']
  return `<p>${label}: <a href="${related.path}" title="${escapeHtml(related.title).replace(/"/g, '&quot;')}">${anchor}</a></p>`
}

export interface StatisticTexts extends Texts {
  series: ItemSeries
}

export function statisticTexts(input: TextInput): StatisticTexts {
  const { rng, topic: t, place: p, year } = input
  const y1 = year - intBetween(rng, 3, 8)
  const y2 = year + intBetween(rng, 0, 5)
  const month = MONTHS[input.platform][input.month] ?? ''
  // Draws kept from before the series existed (a value and a unit, now the series' own), so the
  // catalogue's random stream, and with it every other generated field, stays as it was.
  amount(rng, false)
  const template = Math.floor(rng() * STATISTIC_KINDS.length)
  rng()
  const kind = STATISTIC_KINDS[template] ?? 'revenue'
  const series = statisticSeries({
    identifier: input.identifier,
    platform: input.platform,
    kind,
    year,
    firstYear: y1,
    lastYear: y2,
  })
  const statement = statisticStatement(input, series, month)
  series.statement = statement
  if (input.platform === 'en') {
    const title =
      [
        `Revenue of the ${t.market} ${p.in} from ${y1} to ${y2}`,
        `Number of ${t.users} ${p.in} from ${y1} to ${y2}`,
        `Market share of leading ${t.players} ${p.in} ${year}`,
        `${cap(t.name)} revenue growth ${p.in} ${y1}-${y2}`,
        `Average revenue per user ${t.marketIn} ${p.in} ${year}`,
        `Share of consumers using ${t.name} ${p.in} as of ${month} ${year}`,
        `Forecast: ${t.name} market volume ${p.in} until ${y2}`,
        `Leading ${t.players} ${p.in} ${year}, by revenue`,
      ][template] ?? ''
    const description =
      `<p>This statistic shows the ${lower(title)}. ${statement}.</p>` +
      (series.forecastFrom ? `<p>Figures from ${series.forecastFrom} are forecasts.</p>` : '') +
      relatedLink(input)
    return { title, subject: `${t.title} ${p.in} ${year}`, description, series }
  }
  const title =
    [
      `Umsatz ${t.marketIn} ${p.in} bis ${y2}`,
      `Anzahl der ${t.users} ${p.in} von ${y1} bis ${y2}`,
      `Marktanteile der führenden ${t.players} ${p.in} ${year}`,
      `Umsatzwachstum ${t.marketIn} ${p.in} ${y1}-${y2}`,
      `Durchschnittlicher Umsatz pro Nutzer ${t.marketIn} ${p.in} ${year}`,
      `Umfrage zur Nutzung von ${t.name} ${p.in} im ${month} ${year}`,
      `Prognose zum Marktvolumen ${t.marketIn} ${p.in} bis ${y2}`,
      `Führende ${t.players} ${p.in} nach Umsatz ${year}`,
    ][template] ?? ''
  const description =
    `<p>Die Statistik zeigt: ${title}. ${statement}.</p>` +
    (series.forecastFrom ? `<p>Werte ab ${series.forecastFrom} sind Prognosen.</p>` : '') +
    relatedLink(input)
  return { title, subject: `${t.title} ${p.in} ${year}`, description, series }
}

/**
 * The sentence stating a statistic's headline figure with its unit and year. The description
 * and research answers both use it, so they never disagree with the data.
 */
export function statisticStatement(
  input: Pick<TextInput, 'platform' | 'topic' | 'place'>,
  series: ItemSeries,
  month = '',
): string {
  const { topic: t, place: p, platform } = input
  const v = `${formatValue(series.headline.value, platform)} ${series.unit}`
  const y = series.year
  const who = series.headline.name
  if (platform === 'en') {
    switch (series.kind) {
      case 'revenue':
      case 'forecast':
        return `The ${t.market} ${p.in} was worth ${v} in ${y}`
      case 'users':
        return `The ${t.market} ${p.in} had ${v} in ${y}`
      case 'share':
        return `${who} held the largest share of the ${t.market} ${p.in} in ${y}: ${v}`
      case 'growth':
        return `Revenue ${t.marketIn} ${p.in} grew by ${v} in ${y}`
      case 'arpu':
        return `The average revenue per user ${t.marketIn} ${p.in} was ${v} in ${y}`
      case 'survey':
        return `As of ${month} ${y}, ${v} of respondents ${p.in} used ${t.name} ${who}`
      case 'ranking':
        return `Among ${t.players} ${p.in}, ${who} led in ${y} with revenue of ${v}`
    }
  }
  switch (series.kind) {
    case 'revenue':
    case 'forecast':
      return `Der Umsatz ${t.marketIn} ${p.in} belief sich ${y} auf ${v}`
    case 'users':
      return `Die Zahl der Nutzer ${t.marketIn} ${p.in} lag ${y} bei ${v}`
    case 'share':
      return `${who} hatte ${y} den größten Marktanteil ${t.marketIn} ${p.in}: ${v}`
    case 'growth':
      return `Der Umsatz ${t.marketIn} ${p.in} wuchs ${y} um ${v}`
    case 'arpu':
      return `Der durchschnittliche Umsatz pro Nutzer ${t.marketIn} ${p.in} lag ${y} bei ${v}`
    case 'survey':
      return `Im ${month} ${y} nutzten ${v} der Befragten ${p.in} ${t.name} ${who}`
    case 'ranking':
      return `Unter den ${t.players} ${p.in} lag ${who} ${y} mit einem Umsatz von ${v} vorn`
  }
}

export function studyTexts(input: TextInput): Texts {
  const { rng, topic: t, place: p, year } = input
  const pages = intBetween(rng, 18, 140)
  if (input.platform === 'en') {
    const title = pick(rng, [
      `Dossier: ${t.name} ${p.in}`,
      `${t.title}: industry report ${year}`,
      `Consumer survey on ${t.name} ${p.in} ${year}`,
      `${t.title} outlook ${year}: ${p.name}`,
      `${t.title} ${p.in} - statistics & facts`,
    ])
    const description =
      `<h2>Overview</h2><p>This study presents key figures on ${t.name} ${p.in}: the size of the ${t.market}, ` +
      `the leading ${t.players} and the number of ${t.users}.</p>` +
      `<p>${pages} pages<br>Published ${MONTHS.en[input.month]} ${year}</p>` +
      relatedLink(input)
    return { title, subject: `${t.title} ${p.in}`, description }
  }
  const title = pick(rng, [
    `Dossier: ${t.name} ${p.in}`,
    `${t.title}: Branchenreport ${year}`,
    `Verbraucherumfrage zu ${t.name} ${p.in} ${year}`,
    `Marktausblick ${t.title} ${year}: ${p.name}`,
    `${t.title} ${p.in} - Statistiken & Fakten`,
  ])
  const description =
    `<h2>Überblick</h2><p>Diese Studie enthält die wichtigsten Zahlen zu ${t.name} ${p.in}: die Marktgröße ` +
    `${t.marketIn}, die führenden ${t.players} und die Anzahl der ${t.users}.</p>` +
    `<p>${pages} Seiten<br>Veröffentlicht im ${MONTHS.de[input.month]} ${year}</p>` +
    relatedLink(input)
  return { title, subject: `${t.title} ${p.in}`, description }
}

export function infographicTexts(input: TextInput): StatisticTexts {
  const { rng, topic: t, place: p, year } = input
  const growth = intBetween(rng, 2, 48)
  const series = infographicSeries({ ...input, growth })
  if (input.platform === 'en') {
    const title = pick(rng, [
      `Infographic: ${t.title} keeps growing ${p.in}`,
      `The countries spending the most on ${t.name}`,
      `How many ${t.users} are there ${p.in}?`,
      `Chart: ${t.title} revenue hits a record in ${year}`,
    ])
    const description =
      `<p>The ${t.market} ${p.in} grew by ${growth} percent in ${year}, according to Statista Market Insights.` +
      `<br>The chart shows how ${t.users} and ${t.players} shape the market.</p>` +
      relatedLink(input)
    return { title, subject: t.title, description, series }
  }
  const title = pick(rng, [
    `Infografik: ${t.title} wächst ${p.in} weiter`,
    `In diesen Ländern wird am meisten für ${t.name} ausgegeben`,
    `Wie viele ${t.users} gibt es ${p.in}?`,
    `Infografik: Rekordumsatz ${t.marketIn} ${year}`,
  ])
  const description =
    `<p>Der ${t.market} ${p.in} ist ${year} um ${growth} Prozent gewachsen, so Statista Market Insights.` +
    `<br>Die Grafik zeigt, wie ${t.users} und ${t.players} den Markt prägen.</p>` +
    relatedLink(input)
  return { title, subject: t.title, description, series }
}

export function marketInsightTexts(input: TextInput): Texts & { subTitle: string } {
  const { rng, topic: t, place: p, year } = input
  const cagr = (intBetween(rng, 5, 180) / 10).toFixed(1)
  const arpu = intBetween(rng, 20, 2_400)
  const revenue = amount(rng, input.platform === 'de')
  const forecast = chance(rng, 0.3)
  if (input.platform === 'en') {
    const title = forecast
      ? `${t.title} - ${p.name} | Market forecast ${year}`
      : `${t.title} - ${p.name}`
    const description =
      `<p>Revenue ${t.marketIn} ${p.in} is projected to reach US$${revenue}bn in ${year}.</p>` +
      `<h2>Key figures</h2><p>Annual growth rate (CAGR ${year}-${year + 4}): ${cagr}%` +
      `<br>Average revenue per user: US$${arpu}</p>` +
      relatedLink(input)
    return {
      title,
      subject: `${t.title} market ${p.in}`,
      description,
      subTitle: 'Market data & analysis',
    }
  }
  const title = forecast
    ? `${t.title} - ${p.name} | Marktprognose ${year}`
    : `${t.title} - ${p.name}`
  const description =
    `<p>Der Umsatz ${t.marketIn} ${p.in} wird ${year} voraussichtlich ${revenue} Mrd. € erreichen.</p>` +
    `<h2>Kennzahlen</h2><p>Jährliche Wachstumsrate (CAGR ${year}-${year + 4}): ${cagr.replace('.', ',')} %` +
    `<br>Durchschnittlicher Umsatz pro Nutzer: ${arpu} €</p>` +
    relatedLink(input)
  return { title, subject: `${t.title} ${p.in}`, description, subTitle: 'Marktdaten & Analyse' }
}

/** Text of a description for the index: tags become spaces (whitespace is left to the tokenizer). */
export function stripHtml(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ')
  return text.includes('&')
    ? text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    : text
}
