import { generateItems } from './generate'
import { ContentIndex } from './search-index'
import {
  CONTENT_PLATFORMS,
  CONTENT_TYPES,
  type CatalogueEntry,
  type CatalogueImpl,
  type ContentItem,
  type ContentMatch,
  type ContentPlatform,
  type ContentQuery,
  type ContentType,
} from './types'

/**
 * The generated catalogue with one search index per (type, platform). Lists per index are kept
 * newest first, so the broad default query is a binary search plus a slice.
 */
interface Shelf {
  /** Newest first; ties by identifier ascending. */
  items: ContentItem[]
  index: ContentIndex
}

const DAY_MS = 86_400_000

export function byRecency(a: ContentItem, b: ContentItem): number {
  return b.releasedAt.getTime() - a.releasedAt.getTime() || a.identifier - b.identifier
}

function byRelevance(a: ContentMatch, b: ContentMatch): number {
  return b.score - a.score || byRecency(a.item, b.item)
}

export function createCatalogue({ now }: { now: Date }): CatalogueImpl {
  const all = generateItems(now)
  const byId = new Map<number, ContentItem>()
  for (const item of all) byId.set(item.identifier, item)

  const shelves = new Map<string, Shelf>()
  const shelfKey = (type: ContentType, platform: ContentPlatform) => `${type}:${platform}`
  for (const type of CONTENT_TYPES) {
    for (const platform of CONTENT_PLATFORMS) {
      const items = all.filter((i) => i.type === type && i.platform === platform).sort(byRecency)
      shelves.set(shelfKey(type, platform), { items, index: new ContentIndex(platform, items) })
    }
  }
  const shelf = (type: ContentType, platform: ContentPlatform): Shelf => {
    const found = shelves.get(shelfKey(type, platform))
    if (!found) throw new Error(`no shelf ${type}:${platform}`)
    return found
  }

  function inWindow(query: ContentQuery, item: ContentItem): boolean {
    const t = item.releasedAt.getTime()
    return (
      t >= query.from.getTime() &&
      t <= query.to.getTime() &&
      (query.premium === undefined || item.isPremium === query.premium)
    )
  }

  function recent(query: ContentQuery): ContentMatch[] {
    const nowMs = now.getTime()
    const out: ContentMatch[] = []
    for (const platform of query.platforms) {
      const { items } = shelf(query.type, platform)
      for (let i = firstAtOrBefore(items, query.to.getTime()); i < items.length; i++) {
        const item = items[i] as ContentItem
        if (item.releasedAt.getTime() < query.from.getTime()) break
        if (query.premium !== undefined && item.isPremium !== query.premium) continue
        // A recency score in (0, 1]: 1 for content released at start-up, halving every 90 days.
        const ageDays = Math.max(0, (nowMs - item.releasedAt.getTime()) / DAY_MS)
        out.push({ item, score: round(Math.pow(0.5, ageDays / 90)) })
      }
    }
    if (query.platforms.length > 1) out.sort((a, b) => byRecency(a.item, b.item))
    return out
  }

  function matches(query: ContentQuery): ContentMatch[] {
    const out: ContentMatch[] = []
    for (const platform of query.platforms) {
      const found = shelf(query.type, platform).index.find(query.q, (id) => {
        const item = byId.get(id)
        return item !== undefined && inWindow(query, item)
      })
      for (const { id, score } of found) {
        const item = byId.get(id)
        if (item) out.push({ item, score: round(score) })
      }
    }
    out.sort(query.sort === 1 ? (a, b) => byRecency(a.item, b.item) : byRelevance)
    return out
  }

  return {
    size: all.length,
    get: (identifier) => byId.get(identifier),
    query: (query) => (query.q === '' ? recent(query) : matches(query)),
    counts() {
      const counts = { marketInsights: 0, studies: 0, infographics: 0, statistics: 0 }
      for (const item of all) counts[item.type]++
      return counts
    },
    searchAll(q, { limit, platform, types = CONTENT_TYPES }): CatalogueEntry[] {
      const platforms = platform ? [platform] : CONTENT_PLATFORMS
      const window = {
        from: new Date(0),
        to: new Date(8.64e15),
        sort: 0 as const,
        q: q.trim(),
        platforms,
      }
      const merged = types.flatMap((type) =>
        (window.q === '' ? recent : matches)({ ...window, type }),
      )
      merged.sort(window.q === '' ? (a, b) => byRecency(a.item, b.item) : byRelevance)
      return merged.slice(0, Math.max(0, limit)).map((m) => m.item)
    },
  }
}

/** Index of the first item released at or before `ms` in a newest-first list. */
function firstAtOrBefore(items: readonly ContentItem[], ms: number): number {
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((items[mid] as ContentItem).releasedAt.getTime() > ms) lo = mid + 1
    else hi = mid
  }
  return lo
}

function round(score: number): number {
  return Math.round(score * 10_000) / 10_000
}
