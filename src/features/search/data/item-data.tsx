import type { ExplorerType } from '../content-registry'
import type { ResultView } from '../result-view'
import { IndicatorData } from './indicator-data'
import { StatisticData } from './statistic-data'

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
  if (kind === 'indicator' && view.geos && Object.keys(view.geos).length > 0)
    return (
      <IndicatorData
        id={view.id}
        covered={view.geos}
        asked={geo ? geo.split(',') : []}
        onChoose={(codes) => onGeo(codes.length > 0 ? [...codes].sort().join(',') : undefined)}
      />
    )
  return null
}
