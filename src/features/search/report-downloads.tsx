import { useQuery } from '@tanstack/react-query'
import { isApiError } from '../../api/http'
import { reportLinksQuery } from '../../api/queries'
import { safeHttpUrl } from '../../lib/safe-url'

const FORMATS = [
  { key: 'pdf', label: 'PDF report' },
  { key: 'ppt', label: 'Slides (PPT)' },
  { key: 'xls', label: 'Data (XLS)' },
] as const

/** Report files of a study or statistic, fetched only once its panel is open. */
export function ReportDownloads({ contentId }: { contentId: number }) {
  const { data, error, isPending, refetch } = useQuery(reportLinksQuery(contentId))
  const links = data
    ? FORMATS.map((f) => ({ ...f, href: safeHttpUrl(data[f.key]) })).filter((f) => f.href)
    : []
  return (
    <section aria-labelledby="downloads-heading" className="space-y-2">
      <h3 id="downloads-heading" className="text-sm font-semibold">
        Downloads
      </h3>
      {isPending && <p className="text-sm text-ink-subtle">Looking for report files…</p>}
      {error &&
        (isApiError(error) && error.status === 404 ? (
          <p className="text-sm text-ink-muted">This item has no report files to download.</p>
        ) : (
          <p role="alert" className="text-sm text-danger">
            The report files could not be loaded: {error.message}{' '}
            <button type="button" className="underline" onClick={() => void refetch()}>
              Retry
            </button>
          </p>
        ))}
      {data && links.length === 0 && (
        <p className="text-sm text-ink-muted">This item has no report files to download.</p>
      )}
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-block rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
