import { ImageOff } from 'lucide-react'
import { useState } from 'react'

/** A thumbnail that shows an icon instead of a broken image when the file cannot be loaded. */
export function Miniatura({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <span
        className="flex size-full items-center justify-center text-muted-foreground"
        role="img"
        aria-label={alt}
      >
        <ImageOff className="size-6" aria-hidden="true" />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
      onError={() => setFailed(true)}
    />
  )
}
