/**
 * A button pressed on a server-written page before the app could hear it. The page shows its
 * buttons (the phone menu, the filters, "Add to collection") long before the app's code has
 * arrived on a slow link, and a press then did nothing at all. A small script in the written
 * page's head notes the last button pressed; once the app has taken that button over, it is
 * pressed once more, and the reader gets what they asked for.
 *
 * Only the last press counts, and once: a reader who pressed "Menu" twice because nothing
 * happened wants the menu open, not opened and closed. A press older than a few seconds is
 * dropped: by then the reader has moved on, and a menu opening over what they now read would
 * surprise. A form's submit and reset buttons are left out: the form does those as plain HTML
 * already. Presses after `takeEarlyClick` are React's own: it replays those that reach parts it
 * has not hydrated yet.
 */

import { HYDRATION_GIVE_UP_MS, isHydrated } from './hydrated-element'

declare global {
  interface Window {
    /** Set by EARLY_CLICKS_SCRIPT: stops listening and hands over the last button pressed. */
    __ddsTakeEarlyClick?: () => { button: Element; at: number } | undefined
  }
}

/** A press older than this when the app takes it over is dropped. */
const FRESH_MS = 5_000

/**
 * Stops noting presses (call it right before React attaches) and returns the last one, if it
 * is recent enough to act on.
 */
export function takeEarlyClick(now = performance.now()): HTMLButtonElement | undefined {
  const pressed = window.__ddsTakeEarlyClick?.()
  if (!pressed || now - pressed.at > FRESH_MS) return undefined
  return pressed.button instanceof HTMLButtonElement ? pressed.button : undefined
}

/** The app starts without taking a written page over (or not at all): nothing to replay. */
export function dropEarlyClick(): void {
  window.__ddsTakeEarlyClick?.()
  document.documentElement.removeAttribute('data-app-waiting')
}

/** Each press is replayed once, whatever runs the replay twice (React's StrictMode in dev). */
const replayed = new WeakSet<HTMLButtonElement>()

/**
 * Presses `button` again once React has hydrated it (each route's part hydrates on its own, so
 * it may take a few frames after the app is ready), and clears the busy cursor either way.
 */
export function replayEarlyClick(button: HTMLButtonElement | undefined): void {
  const done = () => document.documentElement.removeAttribute('data-app-waiting')
  if (!button || replayed.has(button)) return done()
  replayed.add(button)
  const until = performance.now() + HYDRATION_GIVE_UP_MS
  const attempt = () => {
    if (!button.isConnected || performance.now() > until) return done()
    if (!isHydrated(button)) {
      requestAnimationFrame(attempt)
      return
    }
    done()
    // The handler React attached is what the reader's press would have reached.
    if (!button.disabled) button.click()
  }
  attempt()
}
