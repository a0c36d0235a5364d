import { ENDPOINTS } from '../../../src/api/endpoints'
import type { ServiceApp } from '../http/env'
import { badParam, notFound } from '../http/problem'
import { endpointQuery } from '../http/query'
import type { Catalogue } from '../catalogue/types'
import { REPORT_CONTENT_TYPES, reportFile, reportFileName } from '../assets/report-files'
import { readReportToken, reportToken } from './report-token'

const REPORTS_PATH = ENDPOINTS.reports.path
/** The provider's token download of one report file. */
const REPORT_FILE_PATH = ENDPOINTS.reportFile.path

/**
 * Legacy report links. Only items with report files (studies and statistics) have them; for
 * any other item the answer is 404 naming the reason, so "no report" is never an empty link.
 * Like the provider's, the links lead to this service's own token download, which needs the
 * key; the older `/files/reports/<id>.<ext>` addresses (assets/routes.ts) still serve.
 */
export function registerReportRoutes(
  app: ServiceApp,
  { catalogue }: { catalogue: Catalogue },
): void {
  app.get(REPORTS_PATH, endpointQuery(ENDPOINTS.reports), (c) => {
    const url = new URL(c.req.url)
    // Identifiers here are far below 2^53; a longer one names nothing.
    const id = Number(c.req.valid('query').id)
    const entry = catalogue.get(id)
    if (!entry) throw notFound(`No content item has the identifier ${id}.`)
    if (!entry.hasReports)
      throw notFound(
        `Content item ${id} has no report files; only studies and statistics have them.`,
        {
          reason: 'no-reports',
        },
      )
    const link = (kind: 'pdf' | 'ppt' | 'xls') =>
      `${url.origin}${REPORT_FILE_PATH}?t=${reportToken(id, kind)}`
    return c.json({ pdf: link('pdf'), ppt: link('ppt'), xls: link('xls') })
  })

  app.get(REPORT_FILE_PATH, endpointQuery(ENDPOINTS.reportFile), async (c) => {
    const token = c.req.valid('query').t
    const named = readReportToken(token)
    if (!named)
      throw badParam(
        't',
        `'t' is not a report token of this service; take it from a link of ${REPORTS_PATH}.`,
      )
    const entry = catalogue.get(named.id)
    if (!entry || !entry.hasReports) throw notFound('No report file has this token.')
    const bytes = await reportFile(entry, named.kind)
    return c.body(bytes, 200, {
      'content-type': REPORT_CONTENT_TYPES[named.kind],
      'content-disposition': `attachment; filename="report-${reportFileName(entry.identifier, named.kind)}"`,
      // The file behind a token never changes; it needs the key, so no shared cache keeps it.
      'cache-control': 'private, max-age=31536000, immutable',
    })
  })
}
