import type { Citable } from '../../lib/citation/citable'
import type { CollectionEntry } from '../../lib/collections/model'
import type { ResultView } from './result-view'
import { factValues } from './result-view'

// What kind of work each content type is, for the citation styles.
const WORK_TYPE: Record<string, Citable['type']> = {
  statistic: 'dataset',
  indicator: 'dataset',
  study: 'report',
  'market insight': 'report',
}

function capitalised(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1)
}

// Works the platform writes itself (a dossier, a market report): its sources are what it drew
// on, not its authors.
const PLATFORM_WRITTEN = new Set(['study', 'market insight'])

/**
 * A result as a citation, its dates and its authors: a statistic's original sources (who made
 * the numbers) published by the platform; a study or market insight the platform wrote,
 * under the publisher's name (then not repeated as the publisher, as APA 7 asks).
 */
export function resultCitable(view: ResultView, noun: string, retrieved = new Date()): Citable {
  const sources = factValues(view, 'Sources')
  const publishers = factValues(view, 'Publishers')
  const byPlatform = PLATFORM_WRITTEN.has(noun) && publishers.length > 0
  return {
    id: `${noun.replace(/\s+/g, '-')}:${view.id}`,
    title: view.title,
    sources: byPlatform ? publishers : sources,
    publishers: byPlatform ? [] : publishers,
    released: view.released ?? view.updated ?? view.date,
    retrieved: retrieved.toISOString(),
    url: view.link,
    medium: capitalised(noun),
    type: WORK_TYPE[noun] ?? 'webpage',
    platform: view.platform,
  }
}

/**
 * A result as a collection entry. `href` is the app address that opens it (the results it was
 * found in, with its panel open); the snapshot keeps what the card and panel showed.
 */
export function resultEntry(view: ResultView, noun: string, href: string): CollectionEntry {
  const now = new Date()
  const dates = [
    view.released && { label: 'Released', value: view.released.slice(0, 10) },
    view.updated && { label: 'Updated', value: view.updated.slice(0, 10) },
  ].filter((d): d is { label: string; value: string } => !!d)
  return {
    key: `${noun}:${view.id}`,
    kind: capitalised(noun),
    title: view.title,
    href,
    citable: resultCitable(view, noun, now),
    snapshot: [
      ...(view.subject ? [{ label: 'Subject', value: view.subject }] : []),
      ...dates,
      ...view.facts.map((f) => ({ label: f.label, value: f.values.join('; ') })),
      ...(view.link ? [{ label: 'On the platform', value: view.link }] : []),
    ],
    note: '',
    addedAt: now.toISOString(),
  }
}

/** This page's address with `item=` set to the result: what reopens it. */
export function itemHref(itemKey: string | number): string {
  const url = new URL(window.location.href)
  url.searchParams.set('item', String(itemKey))
  return `${url.pathname}${url.search}`
}
