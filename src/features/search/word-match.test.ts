import { describe, expect, it } from 'vitest'
import { markWords } from './word-match'

const marked = (text: string, query: string) =>
  markWords(text, query)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('')

describe('markWords', () => {
  it('marks the whole word around a match, never part of one', () => {
    expect(marked('Electric Vehicles in Germany', 'vehicle')).toBe('Electric [Vehicles] in Germany')
    expect(marked('E-commerce revenue', 'comm')).toBe('E-[commerce] revenue')
    expect(marked('Unemployment rate', 'employ')).toBe('[Unemployment] rate')
  })

  it('marks every word of every term, accents included, and one mark per word', () => {
    expect(marked('Energiewende: Strompreise für Haushalte', 'preise für')).toBe(
      'Energiewende: [Strompreise] [für] Haushalte',
    )
    expect(marked('bananas', 'an na')).toBe('[bananas]')
  })

  it('leaves the text as it is without terms, and ignores one-letter terms', () => {
    expect(markWords('Sales by region', '')).toEqual([{ text: 'Sales by region', marked: false }])
    expect(marked('a b c', 'a')).toBe('a b c')
    expect(marked('Price (EUR) in 2025', '(eur)')).toBe('Price [(EUR)] in 2025')
  })

  it('keeps every character of the text, in order', () => {
    const text = 'Vehicles, vehicle-sharing and VEHICLE fleets'
    expect(
      markWords(text, 'vehicle')
        .map((p) => p.text)
        .join(''),
    ).toBe(text)
    expect(marked(text, 'vehicle')).toBe('[Vehicles], [vehicle]-sharing and [VEHICLE] fleets')
  })
})
