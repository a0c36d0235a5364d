import { useState } from 'react'

/** Reserves its box, loads lazily, and shows a neutral placeholder when the image fails. */
export function TeaserImage({ src, className }: { src: string | undefined; className: string }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed)
    return (
      <div
        className={`${className} flex items-center justify-center bg-surface-muted text-xs text-ink-subtle`}
        role="img"
        aria-label="No preview available"
      >
        No preview
      </div>
    )
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={160}
      height={120}
      onError={() => setFailed(true)}
      className={`${className} bg-surface-muted object-cover`}
    />
  )
}
