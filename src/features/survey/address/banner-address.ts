import { isDimensionId, questionOf, type SurveySearch } from './search-params'

/**
 * A banner in the address: several column questions side by side in one table, each a block
 * of its own (banner.ts reads the blocks' tables). The first block is the address's `columns`,
 * as a table of one column question has always been; `banner` lists the blocks after it, so an
 * old link means what it meant. Here: what the address holds and how adding and removing a
 * column question changes it. Pure, and small: the builder loads it with every table.
 */

/** Blocks of one banner, the first (`columns`) included. */
export const MAX_BLOCKS = 5

type BannerSearch = Pick<SurveySearch, 'rows' | 'columns' | 'banner'> &
  Partial<Pick<SurveySearch, 'letters'>>
type Patch = Pick<Partial<SurveySearch>, 'columns' | 'banner'>

/**
 * The blocks after the first, as the address lists them: dimension IDs (a question, or one
 * answer of it), each question once, none of the rows' or the first block's question, at most
 * MAX_BLOCKS − 1. Invalid and repeated entries are dropped, order kept.
 */
export function parseBanner(search: BannerSearch): string[] {
  if (!search.columns) return []
  const taken = new Set([search.columns, search.rows].filter(Boolean).map((id) => questionOf(id!)))
  const blocks: string[] = []
  for (const raw of (search.banner ?? '').split(',')) {
    const id = raw.trim()
    if (!isDimensionId(id) || taken.has(questionOf(id))) continue
    taken.add(questionOf(id))
    blocks.push(id)
  }
  return blocks.slice(0, MAX_BLOCKS - 1)
}

/** The address's `banner` for these blocks after the first; undefined when there are none. */
export function formatBanner(blocks: readonly string[]): string | undefined {
  return blocks.length > 0 ? blocks.join(',') : undefined
}

/**
 * Every block's column question in order; empty when the table has no banner (one block or
 * none). With column letters on, one column question is a banner of one block: the letters
 * are the banner's (column-letters.ts), so a plain table shows them the same way.
 */
export function bannerBlocks(search: BannerSearch): string[] {
  const rest = parseBanner(search)
  if (!search.columns) return []
  return rest.length > 0 || search.letters === 1 ? [search.columns, ...rest] : []
}

/**
 * A column question added to a table that has one: a block more, after the others. An answer
 * of a question already in the banner takes that block's place; a full banner changes nothing.
 * Without columns it becomes the first block, as it always did.
 */
export function addBlock(search: BannerSearch, id: string): Patch {
  if (!search.columns) return { columns: id }
  const blocks = [search.columns, ...parseBanner(search)]
  const at = blocks.findIndex((b) => questionOf(b) === questionOf(id))
  if (at === 0) return { columns: id }
  if (at > 0)
    return { banner: formatBanner(blocks.slice(1).map((b, i) => (i + 1 === at ? id : b))) }
  if (blocks.length >= MAX_BLOCKS) return {}
  return { banner: formatBanner([...blocks.slice(1), id]) }
}

/** Takes one block away; without the first, the next one becomes the first (`columns`). */
export function removeBlock(search: BannerSearch, id: string): Patch {
  const blocks = search.columns ? [search.columns, ...parseBanner(search)] : []
  const left = blocks.filter((b) => b !== id)
  return { columns: left[0], banner: formatBanner(left.slice(1)) }
}
