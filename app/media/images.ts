// Responsive images (SPEC §9): every catalogue picture goes through the storefront's resizing
// endpoint at one of a fixed list of widths, quality 75. Pure functions and constants: safe anywhere.
//server.ts) and these helpers.

/** SPEC §9 image widths (thumbnails, cards) and device widths (full-width pictures). */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const DEVICE_WIDTHS = [700, 1024, 3840] as const;
/** Every width the resizing endpoint serves; any other is refused. */
export const ALLOWED_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS];
export const IMAGE_QUALITY = 75;
/**
 * Lazy images start loading this far before they scroll into view. Native `loading="lazy"` is used
 * (no script), so the browser picks its own margin (Chromium: 1250-2500 px); this is the SPEC's floor.
 */
export const LAZY_LOAD_MARGIN_PX = 200;
/**
 * The home page's banner: a file at Magento's WYSIWYG media path (pub/media/wysiwyg), made by the
 * embedded backend, replaced by a merchant's own on a real Magento (ADR 0037).
 */
export const HOME_HERO_IMAGE = "/media/wysiwyg/home/hero.webp";
/** The resizing endpoint's address. */
export const IMAGE_ENDPOINT = "/_img";

/**
 * The media path of a picture the endpoint can resize ("/media/catalog/..."), else null. An absolute
 * address keeps only its path: the endpoint reads /media/ from the shop's own backend, whatever
 * host the backend's answer named (a real Magento's media base URL).
 */
export function mediaPath(src: string): string | null {
  let path = src;
  if (/^https?:\/\//i.test(src)) {
    try {
      path = new URL(src).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith("/media/") || /\.svg$/i.test(path) || path.includes("..")) return null;
  return path;
}

/** The resized address of a media picture at `width` (one of ALLOWED_WIDTHS); anything else as it is. */
export function resizedImageUrl(src: string, width: number): string {
  const path = mediaPath(src);
  if (!path || !ALLOWED_WIDTHS.includes(width)) return src;
  return `${IMAGE_ENDPOINT}?src=${encodeURIComponent(path)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/** The allowed widths a picture shown at most `maxWidth` CSS pixels wide needs (up to 2x, for sharp screens). */
export function srcSetWidths(maxWidth: number): number[] {
  const limit = maxWidth * 2;
  const widths = [...ALLOWED_WIDTHS].sort((a, b) => a - b);
  // nothing narrower than a quarter of the shown size: no screen picks those
  const fitting = widths.filter((w) => w <= limit && w >= maxWidth / 4);
  const next = widths.find((w) => w >= limit);
  return [...new Set([...fitting, ...(next ? [next] : [])])];
}

/** A `srcset` for a picture shown at most `maxWidth` CSS pixels wide; undefined when it is not resizable. */
export function imageSrcSet(src: string, maxWidth: number): string | undefined {
  if (!mediaPath(src)) return undefined;
  return srcSetWidths(maxWidth)
    .map((w) => `${resizedImageUrl(src, w)} ${w}w`)
    .join(", ");
}
