import { useQuery } from '@tanstack/react-query'
import { isApiError } from '../../api/http'
import { reportLinksQuery } from '../../api/list-queries'
import { safeDownloadUrl } from '../../lib/safe-url'
import { m } from '../../paraglide/messages.js'

const FORMATS = [
  { key: 'pdf', label: m.detail_report, nominal: 'PDF' },
  { key: 'ppt', label: m.detail_slides, nominal: 'PowerPoint' },
  { key: 'xls', label: m.detail_data, nominal: 'Excel' },
] as const

/** File formats by the extension of the link's path. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'PDF',
  pptx: 'PowerPoint',
  ppt: 'PowerPoint',
  xlsx: 'Excel',
  xls: 'Excel',
  csv: 'CSV',
}

/**
 * A button names the format the link delivers: read from the file's extension where it has
 * one, else the format the service's field promises.
 */
function deliveredFormat(href: string, nominal: string): string {
  const ext = /\.([a-z0-9]+)$/i
    .exec(new URL(href, 'http://app.invalid').pathname)?.[1]
    ?.toLowerCase()
  return (ext && BY_EXTENSION[ext]) || nominal
}

/** Report files of a study or statistic, fetched only once its panel is open. */
export function ReportDownloads({ contentId }: { contentId: string }) {
  const { data, error, isPending, refetch } = useQuery(reportLinksQuery(contentId))
  const links = data
    ? FORMATS.flatMap((f) => {
        const href = safeDownloadUrl(data[f.key])
        return href ? [{ ...f, href, format: deliveredFormat(href, f.nominal) }] : []
      })
    : []
  return (
    <section aria-labelledby="downloads-heading" className="space-y-2">
      <h3 id="downloads-heading" className="text-sm font-semibold">
        {m.detail_downloads()}
      </h3>
      {isPending && <p className="text-sm text-ink-subtle">{m.detail_looking_for_reports()}</p>}
      {error &&
        (isApiError(error) && error.status === 404 ? (
          <p className="text-sm text-ink-muted">{m.detail_no_reports()}</p>
        ) : (
          <p role="alert" className="text-sm text-danger">
            {m.detail_reports_failed({ reason: error.message })}{' '}
            <button type="button" className="underline" onClick={() => void refetch()}>
              {m.detail_retry()}
            </button>
          </p>
        ))}
      {data && links.length === 0 && (
        <p className="text-sm text-ink-muted">{m.detail_no_reports()}</p>
      )}
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                // A file of the service, through this app's server: saved, not opened.
                {...(link.href.startsWith('/api/') ? { download: '' } : { target: '_blank' })}
                rel="noopener noreferrer"
                className="inline-block rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted"
              >
                {m.detail_download({ label: link.label(), format: link.format })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
