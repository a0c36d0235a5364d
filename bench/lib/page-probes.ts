import type { Page } from '@playwright/test'

/**
 * In-page recorders for the interaction benchmark: Event Timing entries (every event whose
 * handling took 16 ms or more until the next paint) and long tasks, with page-relative times,
 * so one interaction's window can be cut out afterwards.
 */
export interface EventEntry {
  name: string
  startTime: number
  duration: number
  /** Non-zero for the events INP counts (pointerdown/up, click, keydown/up of one gesture). */
  interactionId: number
}
export interface LongTask {
  startTime: number
  duration: number
}
interface Recorded {
  events: EventEntry[]
  longTasks: LongTask[]
  clickAt?: number
}

export async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const rec: Recorded = { events: [], longTasks: [] }
    ;(window as unknown as { benchProbes: Recorded }).benchProbes = rec
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        rec.events.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          interactionId: (e as PerformanceEventTiming).interactionId ?? 0,
        })
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        rec.longTasks.push({ startTime: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
    // The time stamp of the latest trusted click: the start of "time to page 2".
    document.addEventListener('click', (e) => (rec.clickAt = e.timeStamp), { capture: true })
  })
}

/** The page's clock now: an interaction's window starts here. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now())
}

/** Waits two frames (Event Timing entries arrive after the paint), then cuts the window. */
export async function collect(page: Page, since: number): Promise<Recorded> {
  return page.evaluate(
    (from) =>
      new Promise<Recorded>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const rec = (window as unknown as { benchProbes: Recorded }).benchProbes
              resolve({
                events: rec.events.filter((e) => e.startTime >= from),
                longTasks: rec.longTasks.filter((t) => t.startTime >= from),
                clickAt: rec.clickAt,
              })
            }, 100),
          ),
        ),
      ),
    since,
  )
}
