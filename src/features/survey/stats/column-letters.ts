import { marksOf, twoProportionZ, twoSidedP } from './analysis-stats'
import type { TestOptions } from './test-options'

/**
 * Column letters, as Q and SPSS print them: every column of a banner gets a letter (A, B, C …
 * running on across the blocks), and each cell lists the letters of the columns of its own
 * block whose column percent it is significantly higher than. Each pair of columns of a block
 * is compared on each row by the two-proportion z-test with a pooled standard error
 * (analysis-stats.ts twoProportionZ), at the table's level, only where both columns reach the
 * minimum base, and with the table's correction: Benjamini–Hochberg across all the block's
 * pairwise tests (analysis-stats.ts marksOf). Pure; no test crosses a block.
 */

/** What the letters read of a block: counts[row][column] and the columns' bases. */
export interface LettersInput {
  counts: readonly (readonly number[])[]
  bases: readonly number[]
}

export interface BlockLetters {
  /** The letter of each of the block's columns. */
  columns: string[]
  /** Per row (in the model's answer order) and column: the letters it is higher than. */
  cells: string[][][]
  /** Pairwise tests made (pairs of columns reaching the minimum base, per row). */
  tests: number
}

/** A, B … Z, then AA, AB …: the letter of the banner's column at `index` (0-based). */
export function columnLetter(index: number): string {
  let n = index
  let letter = ''
  do {
    letter = String.fromCharCode(65 + (n % 26)) + letter
    n = Math.floor(n / 26) - 1
  } while (n >= 0)
  return letter
}

/**
 * A block's letters. `first` is the banner position of the block's first column, so the
 * second block of a banner whose first has three columns starts at D.
 */
export function blockLetters(
  input: LettersInput,
  test: Pick<TestOptions, 'level' | 'minBase' | 'fdr'>,
  first = 0,
): BlockLetters {
  const columns = input.bases.map((_, c) => columnLetter(first + c))
  const pairs: { r: number; a: number; b: number; stat: number; p: number }[] = []
  input.counts.forEach((row, r) => {
    for (let a = 0; a < row.length; a++) {
      for (let b = a + 1; b < row.length; b++) {
        const baseA = input.bases[a] ?? 0
        const baseB = input.bases[b] ?? 0
        if (baseA < test.minBase || baseB < test.minBase) continue
        const z = twoProportionZ(row[a] ?? 0, baseA, row[b] ?? 0, baseB)
        if (z !== undefined) pairs.push({ r, a, b, stat: z, p: twoSidedP(z) })
      }
    }
  })
  const marks = marksOf(
    pairs.map((t, at) => ({ at, stat: t.stat, p: t.p })),
    test,
  )
  const found = input.counts.map((row) => row.map(() => new Set<number>()))
  pairs.forEach((t, at) => {
    const mark = marks.get(at)
    if (!mark) return
    // The higher column of the pair gets the other's letter.
    const [higher, lower] = mark === 'higher' ? [t.a, t.b] : [t.b, t.a]
    found[t.r]?.[higher]?.add(lower)
  })
  return {
    columns,
    cells: found.map((row) =>
      row.map((set) => [...set].sort((x, y) => x - y).map((c) => columns[c] ?? '')),
    ),
    tests: pairs.length,
  }
}

/** Letters as printed: "BC"; with a two-letter column among them, spaced ("B AA"). */
export function lettersText(letters: readonly string[]): string {
  return letters.join(letters.some((l) => l.length > 1) ? ' ' : '')
}
