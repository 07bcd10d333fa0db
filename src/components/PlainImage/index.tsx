/**
 * An image processed by gatsby-plugin-image (its `gatsbyImageData`), drawn as a plain <picture> with the
 * same sources and sizes: for a small image a page shows at once, such as the home page's logo.
 *
 * Not <GatsbyImage>, whose browser code keeps the image transparent until the page has hydrated and, on
 * every page that shows one, fetches its lazy-hydration module, which carries react-dom/server (21.5 kB
 * gzip of first-load JavaScript on the home page).
 */
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface PlainImageProps {
  image: IGatsbyImageData
  alt: string
  className?: string
}

export function PlainImage({ image, alt, className }: PlainImageProps) {
  const { fallback, sources = [] } = image.images
  return (
    <picture>
      {sources.map((source) => (
        <source key={`${source.type}${source.media ?? ""}`} type={source.type} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
      />
    </picture>
  )
}
