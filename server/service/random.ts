/**
 * Seeded pseudo-random helpers. Generated data must be identical on every start-up, so nothing
 * in the service calls Math.random; each generator takes its own `Rng` from a fixed seed.
 */
export type Rng = () => number

/** mulberry32: tiny, fast and good enough for test data; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A whole number in [min, max], both inclusive. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list')
  return items[Math.floor(rng() * items.length)] as T
}

/** Picks an item with probability proportional to its weight. */
export function weightedPick<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0)
  let r = rng() * total
  for (const [item, w] of items) {
    r -= w
    if (r < 0) return item
  }
  const last = items[items.length - 1]
  if (!last) throw new Error('weightedPick from an empty list')
  return last[0]
}

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    const tmp = out[i] as T
    out[i] = out[j] as T
    out[j] = tmp
  }
  return out
}

/** `count` distinct items (fewer if the list is shorter), in random order. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return shuffle(rng, items).slice(0, Math.max(0, count))
}

/** True with probability `p`. */
export function chance(rng: Rng, p: number): boolean {
  return rng() < p
}
