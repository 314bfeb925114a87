// One picture from the catalogue, resized by the storefront's image endpoint (app/media/images.ts):
// srcset and sizes, width and height so nothing shifts, lazy unless it is the page's main picture.
// OWNER issue 13 media helper. The props are the contract the gallery, cards and pages use.
export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic size (the aspect ratio): the box is reserved before the picture arrives. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the picture is shown, e.g. "(min-width: 991px) 50vw, 100vw". */
  sizes: string;
  /** The page's main picture: eager, fetchpriority high. Others are lazy. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ src, alt, width, height, priority, className }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
