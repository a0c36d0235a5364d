/**
 * The app's code comes in parts, downloaded when first needed (a page, a panel, an export
 * writer). Such a download fails when the connection drops or when a new version was deployed
 * meanwhile, whose files have other names: then only a reload helps, and every place that
 * loads a part says so in the same words.
 */

/** "<what> could not be loaded (why). Reload the page to try again." */
export function codeNotLoaded(what: string): string {
  return `${what} could not be loaded (the connection may have dropped, or a new version was deployed). Reload the page to try again.`
}

// How browsers word a module that did not download (Chromium, Firefox, Safari), and Vite's own
// word for a part's stylesheet that did not.
const NOT_DOWNLOADED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

/** Whether an error (or what caused it) is a part of the app that did not download. */
export function isCodeDownloadFailure(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (NOT_DOWNLOADED.test(e.message)) return true
  return false
}
