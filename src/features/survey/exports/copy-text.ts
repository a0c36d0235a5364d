import { copyToClipboard } from '../../../lib/clipboard'
import { getLocale } from '../../../lib/i18n/locale'
import { m } from '../../../paraglide/messages.js'

/**
 * Copies `text` (lib/clipboard.ts) and says so ("Link copied."); a refusal rejects with the line
 * to say instead. Called straight from a click, within its permission to write.
 */
export async function copy(text: string, what: string): Promise<string> {
  if (await copyToClipboard(text)) return m.survey_copied({ what })
  // Mid-sentence an English noun is lower case; a German one keeps its capital.
  const noun = getLocale() === 'de' ? what : what.toLowerCase()
  throw new Error(m.survey_copy_refused({ what: noun }))
}
