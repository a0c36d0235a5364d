import { describe, expect, it } from 'vitest'
import { blockLetters, columnLetter, lettersText } from './column-letters'
import { DEFAULT_TEST } from './test-options'

/**
 * One block of three columns of 100 respondents each. Yes: A 60, B 40, C 46; No: A 40, B 60,
 * C 54. By hand, A against B on Yes:
 *
 *   p̂ = (60 + 40) / (100 + 100) = 0.5
 *   SE = √(0.5 · 0.5 · (1/100 + 1/100)) = √0.005 = 0.07071
 *   z = (0.60 − 0.40) / 0.07071 = 2.828  → p = 0.0047, beyond 1.96: A is higher than B.
 *
 * A against C: p̂ = 106/200 = 0.53, SE = √(0.53 · 0.47 · 0.02) = 0.07058,
 * z = 0.14 / 0.07058 = 1.983 → p = 0.047: just beyond 1.96 at 95 %, not at 99 %.
 * B against C: z = −0.06 / √(0.43 · 0.57 · 0.02) = −0.857: never.
 */
const block = {
  counts: [
    [60, 40, 46],
    [40, 60, 54],
  ],
  bases: [100, 100, 100],
}

describe('column letters', () => {
  it('run A … Z, then AA, AB', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
    ])
  })

  it('a cell lists the columns of its block it is significantly higher than, at 95 %', () => {
    const letters = blockLetters(block, DEFAULT_TEST)
    expect(letters.columns).toEqual(['A', 'B', 'C'])
    // Yes: A beats B (z 2.83) and C (z 1.98); No: B and C beat A, B and C do not differ.
    expect(letters.cells.map((row) => row.map(lettersText))).toEqual([
      ['BC', '', ''],
      ['', 'A', 'A'],
    ])
    expect(letters.tests).toBe(6)
  })

  it('follows the level: at 99 % (2.576) only A against B holds', () => {
    const letters = blockLetters(block, { ...DEFAULT_TEST, level: 99 })
    expect(letters.cells).toEqual([
      [['B'], [], []],
      [[], ['A'], []],
    ])
  })

  it('with Benjamini–Hochberg across the block’s six tests, p = 0.047 no longer holds', () => {
    // Sorted p: 0.0047, 0.0047, 0.047, 0.047, 0.39, 0.39; the third adjusted is
    // 0.047 · 6 / 4 = 0.071 > 0.05, the first two 0.0047 · 6 / 2 = 0.014.
    const letters = blockLetters(block, { ...DEFAULT_TEST, fdr: 'bh' })
    expect(letters.cells).toEqual([
      [['B'], [], []],
      [[], ['A'], []],
    ])
  })

  it('tests no pair with a column under the minimum base', () => {
    const small = { counts: [[20, 5, 46]], bases: [25, 100, 100] }
    const letters = blockLetters(small, DEFAULT_TEST)
    // A (80 % of 25) is far above B and C, but 25 is under the default minimum base of 30;
    // C (46 %) against B (5 %) is still tested.
    expect(letters.cells).toEqual([[[], [], ['B']]])
    expect(letters.tests).toBe(1)
    expect(blockLetters(small, { ...DEFAULT_TEST, minBase: 20 }).cells[0]?.[0]).toEqual(['B', 'C'])
  })

  it('prints letters together, spaced once a two-letter column is among them', () => {
    expect(lettersText(['B', 'C'])).toBe('BC')
    expect(lettersText(['Z', 'AA'])).toBe('Z AA')
    expect(lettersText([])).toBe('')
  })

  it('a later block starts its letters where the banner left off', () => {
    expect(blockLetters(block, DEFAULT_TEST, 3).cells[0]).toEqual([['E', 'F'], [], []])
    expect(blockLetters(block, DEFAULT_TEST, 3).columns).toEqual(['D', 'E', 'F'])
  })
})
