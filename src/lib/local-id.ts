/**
 * The id this browser gives something it creates before the server has seen it: a collection,
 * an item of the workspace written optimistically. Time first (base 36), so ids made later sort
 * later in a list of one browser's work; six random characters after it, so two made in the
 * same millisecond (an import of several collections) still differ. Not a secret and not
 * globally unique: the workspace dedupes an import on it per account, nothing more.
 */
export function newLocalId(now: number = Date.now(), random: () => number = Math.random): string {
  return `${now.toString(36)}-${random().toString(36).slice(2, 8)}`
}
