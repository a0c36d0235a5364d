import * as z from 'zod'
import type { ServiceApp } from '../http/env'
import { badParam, notFound } from '../http/problem'
import { integer, param, querySchema, validQuery } from '../http/query'
import type { Catalogue } from '../catalogue/types'
import { REPORT_CONTENT_TYPES, reportFile, reportFileName } from '../assets/report-files'
import { requirePackage } from '../data/package-check'
import { readReportToken, reportToken } from './report-token'

export const REPORTS_PATH = '/v1/data/reports'
/**
 * The provider's token download of one report file (openapi.data.yaml).
 * TODO(lead): name it in the endpoint list (src/api/endpoints.ts) once that is rewritten, so
 * the key check's package rule and the 405 for other methods (app.ts) come from there too.
 */
export const REPORT_FILE_PATH = '/v1/data/report'

const reportsQuery = querySchema({
  id: integer({ min: 0, required: "'id' is required: the identifier of a content item." }),
})

const fileQuery = querySchema({
  t: param((name) =>
    z
      .string()
      .trim()
      .min(1, `'${name}' is required: the token of a report file, from ${REPORTS_PATH}.`)
      .prefault(''),
  ),
})

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
  app.get(REPORTS_PATH, validQuery(reportsQuery), (c) => {
    const url = new URL(c.req.url)
    const id = c.req.valid('query').id
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

  app.get(REPORT_FILE_PATH, requirePackage(REPORT_FILE_PATH), validQuery(fileQuery), async (c) => {
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
