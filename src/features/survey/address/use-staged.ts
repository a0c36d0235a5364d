import { useEffect, useState } from 'react'

/**
 * `value` handed to `parts` consumers one at a time, each in its own task: part i sees the new
 * value only after part i - 1 has rendered it and the browser has had a turn (input, paint).
 * Used to mount and update chart panels without one long main-thread task. Parts not yet
 * reached get undefined on the first pass and keep their previous value on later ones.
 */
export function useStaged<T>(value: T, parts: number): (T | undefined)[] {
  const [applied, setApplied] = useState<(T | undefined)[]>([])
  let next = -1
  for (let i = 0; i < parts; i++) {
    if (applied[i] !== value) {
      next = i
      break
    }
  }
  useEffect(() => {
    if (next === -1) return
    const timer = setTimeout(() =>
      setApplied((current) => {
        const updated = current.slice(0, parts)
        updated[next] = value
        return updated
      }),
    )
    return () => clearTimeout(timer)
  }, [next, value, parts])
  return Array.from({ length: parts }, (_, i) => applied[i])
}
