import { toApiDate } from './generate'
import type { ContentItem } from './types'

/**
 * Turns a catalogue item into the JSON of its endpoint. The starter package sees the required
 * fields plus identifier, title, sources and teaser images; the advanced package sees all.
 */
export type ApiItem = Record<string, unknown>

export const TEASER_WIDTHS = [355, 1000] as const

export function teaserUrls(item: ContentItem, origin: string) {
  return TEASER_WIDTHS.map((width) => ({
    width,
    src: `${origin}/assets/teasers/${item.identifier}.png?w=${width}`,
  }))
}

export function toApiItem(
  item: ContentItem,
  opts: { full: boolean; origin: string; score: number },
): ApiItem {
  const { type } = item
  const hasTeaser = type === 'infographics' || type === 'statistics'
  const out: ApiItem = {
    identifier: item.identifier,
    title: item.title,
    link: item.link,
    // `date` is deprecated and mirrors updated_at, as production does.
    date: toApiDate(item.updatedAt),
    released_at: toApiDate(item.releasedAt),
    platform: item.platform,
    is_premium: item.isPremium,
    ranking_score: opts.score,
    sources: item.sourceRefs.map((s) => ({ ...s })),
  }
  // Production's studies, infographics and statistics carry `subject` for either package
  // (docs/service-contract.md); the interface gives market insights no subject.
  if (type !== 'marketInsights') out.subject = item.subject
  if (hasTeaser) out.teaser_image_urls = teaserUrls(item, opts.origin)
  if (type === 'marketInsights') {
    // The provider's OpenAPI requires both on every market insight, whatever the package.
    out.path = (item.path ?? []).map((m) => ({ ...m }))
    out.geolocations = item.geolocations.map((g) => ({ ...g }))
  }
  if (!opts.full) return out

  out.description = item.description
  out.updated_at = toApiDate(item.updatedAt)
  out.publishers = item.publishers.map((s) => ({ ...s }))
  out.chargers = item.chargers.map((s) => ({ ...s }))
  if (type !== 'marketInsights') out.industries = item.industries.map((i) => ({ ...i }))
  if (type === 'studies' || type === 'statistics')
    out.geolocations = item.geolocations.map((g) => ({ ...g }))
  if (item.coveredTimeFrame) out.covered_time_frame = { ...item.coveredTimeFrame }
  if (type === 'marketInsights') {
    // Fields production sends beyond the interface; clients must tolerate them.
    out.sub_title = item.subTitle
    out.children = (item.children ?? []).map((m) => ({ ...m }))
  }
  return out
}
