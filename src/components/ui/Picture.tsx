import type { PictureData } from "~/lib/images";

/**
 * A responsive image made by the build-time pipeline (`responsiveImage` in src/lib/images.ts):
 * AVIF and WebP sources, a JPEG or PNG fallback, width and height to reserve its space. Lazy by
 * default; `priority` (an image in the first screen) loads it at once with high priority.
 */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  className = "",
  imgClassName = "",
}: {
  image: PictureData;
  /** Text alternative; "" for a decorative image. */
  alt: string;
  /** Layout width for the browser's choice of file; default the image's width attribute. */
  sizes?: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const layoutSizes = sizes ?? `${image.width}px`;
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={layoutSizes} />
      ))}
      <img
        src={image.fallback.src}
        srcSet={image.fallback.srcset}
        sizes={layoutSizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
      />
    </picture>
  );
}
