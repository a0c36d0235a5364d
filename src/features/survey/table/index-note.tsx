import { INDEX_HIGH, INDEX_LOW, indexBand } from '../stats/analysis-stats'
import { INDEX_ARROW } from '../stats/analysis-words'
import { m } from '../../../paraglide/messages.js'

/** A cell's index under its percentage: the number, an arrow and words for 120+/80−. */
export function IndexNote({ index }: { index: number | undefined }) {
  if (index === undefined) return null
  const band = indexBand(index)
  return (
    <span
      data-index-band={band}
      className={`block text-xs ${band === 'none' ? 'text-ink-subtle' : 'font-semibold text-ink'} ${band === 'high' ? 'underline decoration-2' : ''}`}
    >
      {m.survey_index_word({ index: Math.round(index) })}
      {band !== 'none' && (
        <span
          role="img"
          aria-label={
            band === 'high'
              ? m.survey_index_or_more({ n: INDEX_HIGH })
              : m.survey_index_or_less({ n: INDEX_LOW })
          }
        >
          {INDEX_ARROW[band]}
        </span>
      )}
    </span>
  )
}
