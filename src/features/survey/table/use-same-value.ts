import { useState } from 'react'

/**
 * `value`, or the object an earlier render passed while `key` (what the value says, e.g. its
 * JSON) has not changed: for values rebuilt on every render whose identity decides memos below
 * them. Keeping it in state, not a ref, is React's pattern for information from past renders.
 */
export function useSameValue<T>(value: T, key: string): T {
  const [kept, setKept] = useState({ key, value })
  if (kept.key !== key) {
    setKept({ key, value })
    return value
  }
  return kept.value
}
