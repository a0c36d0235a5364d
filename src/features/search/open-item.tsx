import type { ExplorerType } from './content-registry'
import { ItemData } from './data/item-data'
import { DetailPanel } from './detail-panel'
import type { ResultView } from './result-view'

/** The item the address opens: its detail panel with the numbers behind it. Its own chunk. */
export default function OpenItem({
  type,
  view,
  itemId,
  geo,
  onGeo,
  onClose,
}: {
  type: ExplorerType
  view: ResultView | undefined
  itemId: string
  /** The `geo=` of the address. */
  geo: string | undefined
  onGeo: (geo: string | undefined) => void
  onClose: () => void
}) {
  return (
    <DetailPanel
      view={view}
      itemId={itemId}
      noun={type.noun}
      hasReports={type.hasReports}
      data={view && <ItemData kind={type.itemData} view={view} geo={geo} onGeo={onGeo} />}
      onClose={onClose}
    />
  )
}
