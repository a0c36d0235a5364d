import type { ServiceApp } from '../http/env'
import { notFound } from '../http/problem'
import type { Catalogue } from '../catalogue/types'
import {
  parseReportFileName,
  REPORT_CONTENT_TYPES,
  reportFile,
  reportFileName,
} from './report-files'
import { teaserPng } from './teaser-png'
import { teaserSvg } from './teaser-svg'
import { TEASER_WIDTHS } from '../catalogue/serialize'

/**
 * Files the API links to: teaser images and report files. Registered before the key check,
 * like a CDN; content is generated from the item, so it never changes and caches for a year.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const PNG_WIDTHS = [...TEASER_WIDTHS, 2000] as const

export function registerAssetRoutes(
  app: ServiceApp,
  { catalogue }: { catalogue: Catalogue },
): void {
  app.get('/assets/teasers/:name', (c) => {
    const m = /^(\d{1,15})\.(png|svg)$/.exec(c.req.param('name'))
    const entry = m ? catalogue.get(Number(m[1])) : undefined
    if (!m || !entry || (entry.type !== 'infographics' && entry.type !== 'statistics'))
      throw notFound('No teaser image with this name.')
    const w = Number(c.req.query('w'))
    const width = Number.isInteger(w) && w >= 50 && w <= 2000 ? w : 355
    // New links are PNG; .svg stays for links handed out before the switch.
    if (m[2] === 'svg')
      return c.body(teaserSvg(entry, width), 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': IMMUTABLE,
      })
    // Drawing and compressing a PNG costs up to ~45 ms of this event loop at 2000 px: widths are
    // rounded up to the few the service hands out, so the cache holds at most three per item.
    const pngWidth = PNG_WIDTHS.find((allowed) => allowed >= width) ?? 2000
    return c.body(teaserPng(entry, pngWidth), 200, {
      'content-type': 'image/png',
      'cache-control': IMMUTABLE,
    })
  })

  app.get('/files/reports/:name', async (c) => {
    const parsed = parseReportFileName(c.req.param('name'))
    const entry = parsed ? catalogue.get(parsed.id) : undefined
    if (!parsed || !entry || !entry.hasReports) throw notFound('No report file with this name.')
    const name = reportFileName(entry.identifier, parsed.kind)
    if (parsed.legacy) return c.redirect(name, 301)
    const bytes = await reportFile(entry, parsed.kind)
    return c.body(bytes, 200, {
      'content-type': REPORT_CONTENT_TYPES[parsed.kind],
      'content-disposition': `attachment; filename="report-${name}"`,
      'cache-control': IMMUTABLE,
    })
  })
}
