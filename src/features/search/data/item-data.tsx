import type { QueryKey } from '@tanstack/react-query'
import { indicatorDataQuery, statisticDataQuery } from '../../../api/data-queries'
import { DEFAULT_INDICATOR_GEO } from '../../../api/endpoints'
import { isUuid } from '../../../api/uuid'
import type { ExplorerType } from '../content-registry'
import type { ResultView } from '../result-view'
import { chosenGeos, IndicatorData } from './indicator-data'
import { StatisticData } from './statistic-data'
import { m } from '../../../paraglide/messages.js'

/** The numbers behind one item, when its content type has a data answer. */
export function ItemData({
  kind,
  view,
  geo,
  onGeo,
}: {
  kind: ExplorerType['itemData']
  view: ResultView
  /** The `geo=` of the address. */
  geo: string | undefined
  onGeo: (geo: string | undefined) => void
}) {
  if (kind === 'statistic' && view.contentId !== undefined)
    return <StatisticData id={view.contentId} />
  if (kind === 'indicator' && !isUuid(view.id))
    return <p className="text-sm text-ink-muted">{m.detail_indicator_not_uuid({ id: view.id })}</p>
  if (kind === 'indicator')
    return (
      <IndicatorData
        id={view.id}
        covered={coveredOf(view)}
        asked={askedOf(geo)}
        onChoose={(codes) => onGeo(codes.length > 0 ? [...codes].sort().join(',') : undefined)}
      />
    )
  return null
}

// Without a list of covered geos, the provider's default: the world.
const coveredOf = (view: ResultView) =>
  view.geos && Object.keys(view.geos).length > 0
    ? view.geos
    : { [DEFAULT_INDICATOR_GEO]: 'Worldwide' }

const askedOf = (geo: string | undefined) => (geo ? geo.split(',') : [])

/**
 * The cache key of the numbers ItemData shows for the address (a statistic's data, or the series
 * of the geos it names), whether or not they were bought: what a collection entry keeps.
 */
export function shownDataKey(
  kind: ExplorerType['itemData'],
  view: ResultView,
  geo: string | undefined,
): QueryKey | undefined {
  if (kind === 'statistic' && view.contentId !== undefined)
    return statisticDataQuery(view.contentId).queryKey
  if (kind !== 'indicator' || !isUuid(view.id)) return undefined
  const geos = chosenGeos(askedOf(geo), coveredOf(view))
  return geos.length > 0 ? indicatorDataQuery(view.id, geos).queryKey : undefined
}
