/**
 * Resolves once the browser has shown the current page, or after `maxWaitMs` at the latest
 * (a page can lose its animation frames on its way to the background), or at once in a tab that
 * is hidden.
 */
export function afterFirstPaint(maxWaitMs = 250): Promise<void> {
  // A hidden page paints nothing to wait for, and its timers are throttled to a second or more.
  if (document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs)
    // A frame callback runs just before that frame is drawn, and the frame reaches the screen
    // some time after the task that drew it; by the next frame's callback it has. Work started
    // earlier would still count as holding back the first paint (and, on a slow device, could).
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(timer)
          resolve()
        }, 0),
      ),
    )
  })
}
