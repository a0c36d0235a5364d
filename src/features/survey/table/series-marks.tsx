import { useId } from 'react'
import { patternId, seriesColor, seriesDash, seriesFill, seriesMark } from '../model/chart-palette'

/** One `<pattern>`: the series colour with marks in the surface colour (see chart-palette.ts). */
function SeriesPattern({ scope, index }: { scope: string; index: number }) {
  const mark = seriesMark(index)
  if (mark === 'solid') return null
  const surface = 'var(--color-surface)'
  return (
    <pattern
      id={patternId(scope, index)}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform={mark === 'dots' ? undefined : 'rotate(45)'}
    >
      <rect width="6" height="6" fill={seriesColor(index)} />
      {mark === 'stripes' && <path d="M0 0V6" stroke={surface} strokeWidth="2" />}
      {mark === 'dots' && <circle cx="3" cy="3" r="1.3" fill={surface} />}
      {mark === 'crosshatch' && <path d="M0 0V6M0 0H6" stroke={surface} strokeWidth="1.5" />}
    </pattern>
  )
}

/**
 * The patterns of the first `count` series, for `<defs>` inside a chart's SVG. Each SVG gets its
 * own copy under its own `scope`, so an exported panel carries what its bars refer to.
 */
export function SeriesPatterns({ scope, count }: { scope: string; count: number }) {
  const patterned = Array.from({ length: count }, (_, i) => i).filter(
    (i) => seriesMark(i) !== 'solid',
  )
  if (patterned.length === 0) return null
  return (
    <defs>
      {patterned.map((i) => (
        <SeriesPattern key={i} scope={scope} index={i} />
      ))}
    </defs>
  )
}

/** A series' key: a small bar (its colour and pattern) or a line sample (its colour and dash). */
export function SeriesSwatch({ index, line = false }: { index: number; line?: boolean }) {
  const scope = useId()
  if (line)
    return (
      <svg width="18" height="10" aria-hidden="true" className="shrink-0" data-series-swatch="">
        <line
          x1="0"
          x2="18"
          y1="5"
          y2="5"
          stroke={seriesColor(index)}
          strokeWidth="2"
          strokeDasharray={seriesDash(index)}
        />
      </svg>
    )
  return (
    <svg width="12" height="12" aria-hidden="true" className="shrink-0" data-series-swatch="">
      <defs>
        <SeriesPattern scope={scope} index={index} />
      </defs>
      <rect width="12" height="12" fill={seriesFill(scope, index)} />
    </svg>
  )
}
