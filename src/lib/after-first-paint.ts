/**
 * Resolves once the browser has painted the current page, or after `maxWaitMs` at the latest:
 * a page in a background tab gets no animation frames until it is shown, and should still
 * start.
 */
export function afterFirstPaint(maxWaitMs = 250): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs)
    // A frame callback runs just before that frame paints; a task queued from it runs after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}
