import type { ServiceApp } from '../http/env'
import { notFound } from '../http/problem'
import { integer, querySchema, validQuery } from '../http/query'
import type { Catalogue } from '../catalogue/types'
import { reportFileNames } from '../assets/report-files'

const reportQuery = querySchema({
  id: integer({ min: 0, required: "'id' is required: the identifier of a content item." }),
})

/**
 * Legacy report links. Only items with report files (studies and statistics) have them; for
 * any other item the answer is 404 naming the reason, so "no report" is never an empty link.
 */
export function registerReportRoutes(
  app: ServiceApp,
  { catalogue }: { catalogue: Catalogue },
): void {
  app.get('/v1/data/reports', validQuery(reportQuery), (c) => {
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
    const files = reportFileNames(id)
    const base = `${url.origin}/files/reports/`
    return c.json({ pdf: base + files.pdf, ppt: base + files.ppt, xls: base + files.xls })
  })
}
