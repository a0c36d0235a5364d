import { useEffect, useRef, useState } from 'react'
import { m } from '../../paraglide/messages.js'

/**
 * Reserves its box and shows a neutral placeholder when the image fails. Images load lazily,
 * except the first results' (`eager`): those are above the fold and often the largest paint.
 */
export function TeaserImage({
  src,
  className,
  eager = false,
}: {
  src: string | undefined
  className: string
  eager?: boolean
}) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  // A server-written page starts loading its images before the app attaches onError, so a
  // failure that already happened is read from the element itself.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true)
  }, [src])
  if (!src || failed)
    return (
      <div
        className={`${className} flex items-center justify-center bg-surface-muted text-xs text-ink-subtle`}
        role="img"
        aria-label={m.card_no_preview_label()}
      >
        {m.card_no_preview()}
      </div>
    )
  return (
    <img
      ref={image}
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      width={160}
      height={120}
      onError={() => setFailed(true)}
      className={`${className} teaser-dim bg-surface-muted object-cover`}
    />
  )
}
