import { useId } from 'react'
import { m } from '../../paraglide/messages.js'
import { figureKey, type FigureChanges, type Figures } from '../../lib/collections/answer-figures'

const cellClass = 'border-b border-border px-2 py-1 text-right tabular-nums'

/** A compact table of figures; changed ones marked, with the kept figure beside them. */
export function FiguresTable({
  figures,
  caption,
  changes,
}: {
  figures: Figures
  caption: string
  changes?: FigureChanges | undefined
}) {
  const id = useId()
  const rows = figures.footer ? [...figures.rows, figures.footer] : figures.rows
  return (
    // A wide table scrolls inside its box, not the page: 360 px screens included.
    <div
      className="max-h-96 overflow-auto rounded border border-border"
      role="region"
      aria-labelledby={id}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-xs">
        <caption id={id} className="px-2 py-1 text-left text-ink-muted">
          {caption}
          {figures.unit ? ` (${figures.unit})` : ''}
        </caption>
        <thead className="sticky top-0 bg-surface-muted">
          <tr>
            <th scope="col" className="border-b border-border px-2 py-1 text-left font-medium">
              {figures.rowHeading}
            </th>
            {figures.columns.map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-medium`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row === figures.footer ? 'text-ink-muted' : undefined}>
              <th scope="row" className="border-b border-border px-2 py-1 text-left font-normal">
                {row.label}
              </th>
              {row.cells.map((cell, index) => {
                const was = changes?.was.get(figureKey(row.label, figures.columns[index] ?? ''))
                return (
                  <td
                    key={figures.columns[index] ?? index}
                    className={`${cellClass} ${was !== undefined ? 'bg-warning-soft font-semibold' : ''}`}
                  >
                    {cell.text}
                    {was !== undefined && (
                      <span className="block font-normal text-ink-muted">
                        {m.collection_figure_was({ value: was })}
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
