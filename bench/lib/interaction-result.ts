import type { EventEntry, LongTask } from './page-probes'

/** What one interaction's window held: its slowest event and its long tasks. */
export interface Measured {
  /**
   * Longest Event Timing duration (input to next paint) among the events INP counts (those
   * with an interactionId); 0 when none reached 16 ms.
   */
  worstEventMs: number
  worstEvent: string
  /** The same over every event, hover events included (pointerover before a click). */
  worstAnyEventMs: number
  longTasksMs: number[]
}

export function measured(rec: { events: EventEntry[]; longTasks: LongTask[] }): Measured {
  const interactions = rec.events.filter((e) => e.interactionId > 0)
  const worst = interactions.reduce<EventEntry | undefined>(
    (max, e) => (!max || e.duration > max.duration ? e : max),
    undefined,
  )
  return {
    worstEventMs: worst?.duration ?? 0,
    worstEvent: worst?.name ?? 'none ≥ 16 ms',
    worstAnyEventMs: Math.max(0, ...rec.events.map((e) => e.duration)),
    longTasksMs: rec.longTasks.map((t) => Math.round(t.duration)),
  }
}
