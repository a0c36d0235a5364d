/**
 * The first number and date formatters a page builds load its language's data into the browser's
 * Intl: 15–20 ms of main thread each in Chromium, once per page (src/lib/format.ts keeps the
 * formatters it builds). Built inside the takeover, the first one lengthened the task that
 * rendered the header's credits by that much. Warmed here instead, each in a task of its own
 * while the app's code downloads, so no task of the takeover carries it.
 */
export function warmFormats(lang: string): void {
  const warm = (build: () => void) =>
    setTimeout(() => {
      try {
        build()
      } catch {
        // A language Intl does not know: format.ts falls back as it would have.
      }
    }, 0)
  warm(() => new Intl.NumberFormat(lang).format(1.5))
  warm(() => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(0))
}
