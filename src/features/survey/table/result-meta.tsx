import type { DataTable } from '../../../api/schemas'
import { SafeHtml } from '../../../components/safe-html'
import { safeHttpUrl } from '../../../lib/safe-url'
import { NumbersNote } from './analysis-legend'
import { pooledNote } from '../model/pooled-countries'
import { m } from '../../../paraglide/messages.js'

/** What the numbers are: title, description, source, survey, place, year, filters, hint, link. */
export function ResultMeta({ data, filters }: { data: DataTable; filters: string }) {
  const link = safeHttpUrl(data.link)
  const countries = data.geolocations.map((g) => `${g.name ?? g.code} (${g.code})`).join(', ')
  const pooled = pooledNote(data)
  return (
    <section
      aria-label={m.survey_about_table()}
      className="rounded border border-border bg-surface p-3 text-sm"
    >
      <h3 className="font-semibold">{data.title}</h3>
      <SafeHtml
        html={data.description}
        baseUrl={link}
        headingLevel={4}
        className="mt-1 text-ink-muted"
      />
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="text-ink-subtle">{m.survey_meta_source()}</dt>
        <dd>{data.sources.join('; ') || m.survey_not_stated()}</dd>
        <dt className="text-ink-subtle">{m.survey_meta_survey()}</dt>
        <dd className="font-mono text-xs">{data.identifier.survey_id}</dd>
        <dt className="text-ink-subtle">{m.survey_meta_country()}</dt>
        <dd>
          {countries || m.survey_not_stated()}
          {pooled && <span className="mt-0.5 block text-warning">{pooled}</span>}
        </dd>
        <dt className="text-ink-subtle">{m.survey_meta_year()}</dt>
        <dd>{data.date ?? m.survey_not_stated()}</dd>
        <dt className="text-ink-subtle">{m.survey_meta_filters()}</dt>
        <dd>{filters || m.survey_no_filters()}</dd>
        <dt className="text-ink-subtle">{m.survey_meta_numbers()}</dt>
        <dd>
          <NumbersNote />
        </dd>
        {data.interpretation_hint && (
          <>
            <dt className="text-ink-subtle">{m.survey_meta_how_to_read()}</dt>
            <dd>{data.interpretation_hint}</dd>
          </>
        )}
      </dl>
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block py-0.5 text-accent-strong underline"
        >
          {m.survey_full_survey_link()}
        </a>
      )}
    </section>
  )
}
