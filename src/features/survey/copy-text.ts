/**
 * Writes `text` to the clipboard and says so ("Link copied."); a refusal rejects with the line
 * to say instead. Called straight from a click, within its permission to write.
 */
export async function copy(text: string, what: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(text)
    return `${what} copied.`
  } catch {
    throw new Error(
      `Could not copy the ${what.toLowerCase()}: the browser refused clipboard access.`,
    )
  }
}
