import type { ResearchSource } from '../../api/schemas'
import { formatDate } from '../../lib/format'
import { safeHttpUrl } from '../../lib/safe-url'
import { htmlToText } from '../../lib/sanitize-html'
import { m } from '../../paraglide/messages.js'
import { formatCount } from '../../lib/format'

const TYPE_LABELS: Record<string, () => string> = {
  statistic: m.research_type_statistic,
  study: m.research_type_study,
  infographic: m.research_type_infographic,
  marketInsight: m.research_type_market_insight,
}

const LOCALE_LABELS: Record<string, () => string> = {
  german: m.research_language_german,
  english: m.research_language_english,
  french: m.research_language_french,
  spanish: m.research_language_spanish,
}

/** Unknown values are shown as sent rather than hidden: the service may add types. */
const label = (labels: Record<string, () => string>, value: string | null | undefined) =>
  value ? (Object.hasOwn(labels, value) ? labels[value]!() : value) : undefined

export function SourceList({ sources }: { sources: readonly ResearchSource[] }) {
  return (
    <section aria-labelledby="sources-heading">
      <h2 id="sources-heading" className="text-lg font-semibold">
        {m.research_sources()}{' '}
        <span className="text-sm font-normal text-ink-subtle">({formatCount(sources.length)})</span>
      </h2>
      {sources.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{m.research_no_sources()}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {sources.map((source, index) => (
            <SourceCard key={`${source.contentId ?? ''}-${index}`} source={source} />
          ))}
        </ol>
      )}
    </section>
  )
}

function SourceCard({ source }: { source: ResearchSource }) {
  const href = safeHttpUrl(source.url)
  const title = source.title?.trim() || source.titleShort?.trim() || m.research_untitled_source()
  const type = label(TYPE_LABELS, source.contentType)
  const locale = label(LOCALE_LABELS, source.locale)
  const text = htmlToText(source.text)
  return (
    <li className="rounded border border-border bg-surface p-3">
      <h3 className="font-medium">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent underline-offset-2 hover:text-accent-strong hover:underline"
          >
            {title}
            <span className="sr-only"> {m.research_new_tab()}</span>
          </a>
        ) : (
          <span>{title}</span>
        )}
      </h3>
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        {type && <Field name={m.research_field_type()} value={type} />}
        {source.source && <Field name={m.research_field_source()} value={source.source} />}
        {source.releasedAt && (
          <Field
            name={m.research_field_released()}
            value={formatDate(source.releasedAt)}
            time={source.releasedAt}
          />
        )}
        {source.updatedAt && source.updatedAt !== source.releasedAt && (
          <Field
            name={m.research_field_updated()}
            value={formatDate(source.updatedAt)}
            time={source.updatedAt}
          />
        )}
        {locale && <Field name={m.research_field_language()} value={locale} />}
        {source.isCharged && (
          <div>
            <dt className="sr-only">{m.research_field_access()}</dt>
            <dd className="rounded bg-premium-soft px-1.5 font-medium text-premium">Premium</dd>
          </div>
        )}
      </dl>
      {text && <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{text}</p>}
      {!href && source.url && (
        <p className="mt-1 text-xs text-ink-subtle">{m.research_not_a_link()}</p>
      )}
    </li>
  )
}

function Field({ name, value, time }: { name: string; value: string; time?: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-ink-subtle">{name}:</dt>
      <dd>{time ? <time dateTime={time}>{value}</time> : value}</dd>
    </div>
  )
}
