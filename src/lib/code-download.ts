import { m } from '../paraglide/messages.js'

/**
 * The app's code comes in parts, downloaded when first needed (a page, a panel, an export
 * writer). Such a download fails when the connection drops or when a new version was deployed
 * meanwhile, whose files have other names: then only a reload helps, and every place that
 * loads a part says so in the same words. (describe-failure.ts knows the browsers' errors for
 * it; this file is in every page's first load, and stays this small.)
 */

/** "<what> could not be loaded (why). Reload the page to try again.", in the page's language. */
export function codeNotLoaded(what: string): string {
  return m.failure_code_not_loaded({ what })
}
