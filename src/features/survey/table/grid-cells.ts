/**
 * The cross table's cell classes, shared by the single table (result-grid.tsx), its mean rows
 * (mean-rows.tsx), the banner (banner-grid.tsx) and the comparison (compare-view.tsx), so they
 * narrow the same way on a phone.
 *
 * Below the `sm` width (640 px) a phone has about 330 px for the whole table: the label column
 * is 6 rem and wraps anywhere (a long German word included), cells pad 6 px a side and the numbers are
 * a step smaller, so three data columns of a four-column table fit beside the labels. Widths
 * are set in CSS (media queries), never measured in script, so the written page and the app's
 * first render are the same. From `sm` up the layout is the desktop one.
 */

/** Padding of every body cell. */
export const cellBase = 'border-b border-border px-1.5 py-1.5 sm:px-3'
/** A number cell. */
export const numberCell = `${cellBase} text-right tabular-nums max-sm:text-[0.8125rem]`
/** A column's heading (a data column, not the label column). */
export const columnHead =
  'border-b border-border bg-surface-muted px-1.5 py-2 text-right font-medium max-sm:text-xs sm:px-3'
/** A data column's least width: three fit beside the labels on a 360 px phone. */
export const dataColumnWidth = 'min-w-[4.25rem] sm:min-w-28'
/** The banner's, narrower on a wide screen too: it has a block of columns per question. */
export const bannerColumnWidth = 'min-w-[4.25rem] sm:min-w-24'

/**
 * The sticky label column. It covers what scrolls beneath it: an opaque background (each use
 * adds its own), a layer above the cells, and a rule on its right edge with, on a phone, a soft
 * shadow, so a reader sees that the cells run on under it and the table scrolls sideways.
 */
export const stickyLabel =
  'sticky left-0 z-10 border-r border-r-border text-left max-sm:w-24 max-sm:pr-1 max-sm:text-[0.8125rem] max-sm:min-w-24 max-sm:max-w-24 max-sm:[overflow-wrap:anywhere] max-sm:shadow-[4px_0_6px_-3px_rgb(0_0_0/0.35)] sm:min-w-48'
