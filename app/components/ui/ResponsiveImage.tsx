// One picture from the catalogue, resized by the storefront's image endpoint (app/media/images.ts):
// srcset and sizes, width and height so nothing shifts, lazy unless it is the page's main picture.
// The props are the contract the gallery, cards and pages use.
import { imageSrcSet, resizedImageUrl, srcSetWidths } from "~/media/images";

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

const SAMPLE_VIEWPORTS = [320, 360, 480, 639, 766, 767, 990, 991, 1023, 1279, 1440, 1920];

/**
 * The widest the picture is shown, in CSS pixels, as `sizes` says: it is evaluated (first matching
 * entry, min-width/max-width conditions, px and vw lengths) at common viewport widths.
 */
export function largestShownWidth(sizes: string, fallback: number): number {
  const entries = sizes.split(",").map((entry) => {
    const e = entry.trim();
    const min = /\(min-width:\s*(\d+)px\)/.exec(e);
    const max = /\(max-width:\s*(\d+)px\)/.exec(e);
    const length = /(\d+(?:\.\d+)?)(px|vw)\s*$/.exec(e);
    return { min: min ? Number(min[1]) : 0, max: max ? Number(max[1]) : Infinity, length };
  });
  let widest = 0;
  for (const viewport of SAMPLE_VIEWPORTS) {
    const hit = entries.find((x) => viewport >= x.min && viewport <= x.max);
    if (!hit?.length) continue;
    const value = Number(hit.length[1]);
    widest = Math.max(widest, hit.length[2] === "vw" ? (value / 100) * viewport : value);
  }
  return Math.round(widest) || fallback;
}

export function ResponsiveImage({ src, alt, width, height, sizes, priority, className }: ResponsiveImageProps) {
  const shown = largestShownWidth(sizes, width);
  const srcSet = imageSrcSet(src, shown);
  // the fallback src (a browser without srcset): sharp at the shown size, at most a phone-sized 700
  const widths = srcSetWidths(shown);
  const fallbackWidth = widths.find((w) => w >= Math.min(shown, 700)) ?? widths.at(-1) ?? width;
  return (
    <img
      className={className}
      src={srcSet ? resizedImageUrl(src, fallbackWidth) : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      // React 18 knows no `fetchPriority` prop (it warns and writes it as typed): the attribute as HTML spells it.
      {...(priority ? { fetchpriority: "high" } : {})}
      decoding={priority ? "sync" : "async"}
    />
  );
}
