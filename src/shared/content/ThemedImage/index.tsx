import React from "react"

interface ThemedImageProps extends Omit<React.ImgHTMLAttributes<HTMLImageElement>, "src"> {
  /** The image for each colour mode, as Docusaurus' <ThemedImage sources={{ light, dark }}> takes them. */
  sources?: { light?: string; dark?: string }
}

/**
 * Docusaurus' <ThemedImage>: one image per colour mode, rendered at build
 * time, the other mode's hidden by the stylesheet (styles.css) as soon as
 * <html data-theme> is set, before the first paint, so no image swaps in.
 */
export function ThemedImage({ sources = {}, className, alt = "", ...rest }: ThemedImageProps) {
  return (
    <>
      {(["light", "dark"] as const).map(mode =>
        sources[mode] ? <img key={mode} {...rest} src={sources[mode]} alt={alt} className={[`themed-image themed-image--${mode}`, className].filter(Boolean).join(" ")} /> : null
      )}
    </>
  )
}
