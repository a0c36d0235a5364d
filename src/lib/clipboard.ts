/**
 * The one way text reaches the clipboard. Resolves true once the text is there and false when
 * the browser would not take it: no clipboard in this context (a page over plain HTTP on another
 * host than localhost), permission refused, or the click's permission spent before the write
 * came. Never rejects, so a caller only chooses its words (and, for a refusal, its way out:
 * the citation panel selects the text for Ctrl+C). Call it straight from the click, before
 * awaiting anything else, or the browser may already have withdrawn its permission.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
  // Typed as always there, but absent outside a secure context.
  if (!clipboard) return false
  try {
    await clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
