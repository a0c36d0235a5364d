import { describe, expect, it } from 'vitest'
import { APP_TITLE, pageTitle, quoted, titleOfMatches } from './page-title'

describe('page titles', () => {
  it('reads from the most specific part to the app', () => {
    expect(pageTitle(quoted('energy'), 'Statistics')).toBe('“energy” – Statistics – DDS Explorer')
    expect(pageTitle(quoted('  '), 'Studies')).toBe('Studies – DDS Explorer')
    expect(pageTitle()).toBe(APP_TITLE)
  })

  it('quotes a search compactly and shortens a long one', () => {
    expect(quoted('  solar   energy ')).toBe('“solar energy”')
    const long = quoted('x'.repeat(100), 10)
    expect(long).toBe(`“${'x'.repeat(9)}…”`)
  })

  it('takes the deepest route title and ignores other meta tags', () => {
    const matches = [
      { meta: [{ title: 'Root – DDS Explorer' }] },
      { meta: undefined },
      { meta: [{ name: 'description', content: 'x' }, { title: 'Leaf – DDS Explorer' }] },
    ]
    expect(titleOfMatches(matches)).toBe('Leaf – DDS Explorer')
    expect(titleOfMatches([{ meta: [{ name: 'robots' }] }])).toBe(APP_TITLE)
  })
})
