import { shownAnswer } from '../../api/kept-answers'
import { workspaceClient } from '../../api/workspace-client'
import { withAnswer } from '../../lib/collections/answer-snapshot'
import type { ExplorerType } from './content-registry'
import { ItemData, shownDataKey } from './data/item-data'
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
      withData={(entry) => {
        // The numbers the panel shows, from the page's cache: adding never buys them again.
        const key = view && shownDataKey(type.itemData, view, geo)
        return withAnswer(entry, key && shownAnswer(workspaceClient(), { key }))
      }}
      onClose={onClose}
    />
  )
}
