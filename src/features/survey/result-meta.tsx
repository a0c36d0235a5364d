import type { DataTable } from '../../api/schemas'
import { SafeHtml } from '../../components/safe-html'
import { safeHttpUrl } from '../../lib/safe-url'
import { NumbersNote } from './analysis-legend'
import { pooledNote } from './pooled-countries'

/** What the numbers are: title, description, source, survey, place, year, filters, hint, link. */
export function ResultMeta({ data, filters }: { data: DataTable; filters: string }) {
  const link = safeHttpUrl(data.link)
  const countries = data.geolocations.map((g) => `${g.name ?? g.code} (${g.code})`).join(', ')
  const pooled = pooledNote(data)
  return (
    <section
      aria-label="About this table"
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
        <dt className="text-ink-subtle">Source</dt>
        <dd>{data.sources.join('; ') || 'not stated'}</dd>
        <dt className="text-ink-subtle">Survey</dt>
        <dd className="font-mono text-xs">{data.identifier.survey_id}</dd>
        <dt className="text-ink-subtle">Country</dt>
        <dd>
          {countries || 'not stated'}
          {pooled && <span className="mt-0.5 block text-warning">{pooled}</span>}
        </dd>
        <dt className="text-ink-subtle">Year</dt>
        <dd>{data.date ?? 'not stated'}</dd>
        <dt className="text-ink-subtle">Filters</dt>
        <dd>{filters || 'none — all respondents asked'}</dd>
        <dt className="text-ink-subtle">Numbers</dt>
        <dd>
          <NumbersNote />
        </dd>
        {data.interpretation_hint && (
          <>
            <dt className="text-ink-subtle">How to read</dt>
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
          Full survey on the platform
        </a>
      )}
    </section>
  )
}
