import type { ContentPlatform, ContentType } from './types'

/** Address helpers shaped like production's: absolute links with a tracking parameter. */
const HOSTS: Record<ContentPlatform, string> = {
  en: 'https://www.statista.com',
  de: 'https://de.statista.com',
}
const TRACKING = 'utm_source=dds&utm_medium=api'

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => UMLAUTS[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

/** Path of a statistic on its platform's site, as relative links in descriptions use it. */
export function statisticPath(platform: ContentPlatform, id: number, title: string): string {
  const slug = slugify(title)
  return platform === 'en'
    ? `/statistics/${id}/${slug}/`
    : `/statistik/daten/studie/${id}/umfrage/${slug}/`
}

export function contentPath(
  type: ContentType,
  platform: ContentPlatform,
  id: number,
  title: string,
  marketPath?: string,
): string {
  const slug = slugify(title)
  switch (type) {
    case 'statistics':
      return statisticPath(platform, id, title)
    case 'studies':
      return platform === 'en'
        ? `/study/${id}/${slug}/`
        : `/statistik/studie/id/${id}/dokument/${slug}/`
    case 'infographics':
      return platform === 'en' ? `/chart/${id}/${slug}/` : `/infografik/${id}/${slug}/`
    case 'marketInsights':
      return marketPath ?? `/outlook/${slug}/`
  }
}

export function contentLink(path: string, platform: ContentPlatform): string {
  return `${HOSTS[platform]}${path}?${TRACKING}`
}
