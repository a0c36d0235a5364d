import { m } from '../paraglide/messages.js'
import { getLocale } from '../lib/i18n/locale'
import { switchLocale } from '../lib/i18n/page-locale'

/**
 * The header's language switch: names the other language in that language ("Deutsch" on an
 * English page, "English" on a German one), its title too (`language_other_title` holds, in
 * each language's catalogue, the words of the other: a page's build has one language only). The choice is kept in a cookie and the page is
 * written again by the server in it; the content platform facet is a separate setting.
 */
export function LanguageSwitch() {
  const other = getLocale() === 'de' ? 'en' : 'de'
  return (
    <button
      type="button"
      lang={other}
      title={m.language_other_title()}
      onClick={() => void switchLocale(other)}
      className="inline-flex min-h-8 shrink-0 items-center rounded border border-border px-2 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink"
    >
      {m.language_other()}
    </button>
  )
}
