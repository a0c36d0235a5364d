/**
 * The app's code comes in parts, downloaded when first needed (a page, a panel, an export
 * writer). Such a download fails when the connection drops or when a new version was deployed
 * meanwhile, whose files have other names: then only a reload helps, and every place that
 * loads a part says so in the same words. (describe-failure.ts knows the browsers' errors for
 * it; this file is in every page's first load, and stays this small.)
 */

/** Why a part of the app may not have downloaded. */
export const CODE_NOT_LOADED_WHY = 'the connection may have dropped, or a new version was deployed'
/** The way on, whatever the part was. */
export const RELOAD_ADVICE = 'Reload the page to try again.'

/** "<what> could not be loaded (why). Reload the page to try again." */
export function codeNotLoaded(what: string): string {
  return `${what} could not be loaded (${CODE_NOT_LOADED_WHY}). ${RELOAD_ADVICE}`
}
