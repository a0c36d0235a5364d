import { useEffect, useState } from 'react'

/**
 * `value` handed to `parts` consumers one at a time, each in its own task: part i sees the new
 * value only after part i - 1 has rendered it and the browser has painted a frame since. Used to
 * mount and update chart panels without one long main-thread task. Parts not yet reached get
 * undefined on the first pass and keep their previous value on later ones.
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
    const apply = () =>
      setApplied((current) => {
        const updated = current.slice(0, parts)
        updated[next] = value
        return updated
      })
    return afterNextPaint(apply)
  }, [next, value, parts])
  return Array.from({ length: parts }, (_, i) => applied[i])
}

/**
 * Runs `step` in a task after the next frame is painted; returns its cancel. A chart panel
 * renders through recharts' store, which tells its subscribers in an animation frame, just
 * before a paint: a panel started in the task after a click would hold back the frame that
 * shows the click. A frame callback's timer runs once that frame is drawn. Frames stop in a
 * hidden tab: a timer of its own takes the step there.
 */
export function afterNextPaint(step: () => void, hiddenAfterMs = 200): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback)
    timer = setTimeout(step)
  })
  const fallback = setTimeout(() => {
    cancelAnimationFrame(frame)
    step()
  }, hiddenAfterMs)
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
    clearTimeout(timer)
  }
}
