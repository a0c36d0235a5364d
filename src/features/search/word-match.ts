import { queryTerms, termPattern } from './query-terms'

/** A piece of a text, marked when it is (part of) a word that matches a query term. */
export type TextPart = { text: string; marked: boolean }

// Letters (with their accents) and digits make a word; anything else separates words.
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u

/**
 * The text cut into parts, where every word containing a query term is marked whole: "vehicle"
 * marks all of "Vehicles", never "**Vehicle**s", so a mark never splits a word.
 */
export function markWords(text: string, query: string): TextPart[] {
  const pattern = termPattern(queryTerms(query))
  if (!pattern || text === '') return [{ text, marked: false }]
  const ranges: [number, number][] = []
  for (const match of text.matchAll(pattern)) {
    let start = match.index
    let end = start + match[0].length
    while (start > 0 && WORD_CHAR.test(text.charAt(start - 1))) start--
    while (end < text.length && WORD_CHAR.test(text.charAt(end))) end++
    const last = ranges.at(-1)
    // Matches inside one word (or touching ones) become one mark.
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else ranges.push([start, end])
  }
  const parts: TextPart[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false })
    parts.push({ text: text.slice(start, end), marked: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false })
  return parts
}
