// Responsive images (SPEC §9): every catalogue picture goes through the storefront's resizing
// endpoint at one of a fixed list of widths, quality 75. Pure functions and constants: safe anywhere.
// OWNER issue 13 media helper: the endpoint (app/http/image-resizer.server.ts) and these helpers.

/** SPEC §9 image widths (thumbnails, cards) and device widths (full-width pictures). */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const DEVICE_WIDTHS = [700, 1024, 3840] as const;
/** Every width the resizing endpoint serves; any other is refused. */
export const ALLOWED_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS];
export const IMAGE_QUALITY = 75;
/** Lazy images start loading this far before they scroll into view. */
export const LAZY_LOAD_MARGIN_PX = 200;

/** The resized address of a media picture at `width` (one of ALLOWED_WIDTHS). Stub: the original. */
export function resizedImageUrl(src: string, _width: number): string {
  return src;
}

/** A `srcset` for a picture shown at most `maxWidth` CSS pixels wide. Stub: none. */
export function imageSrcSet(_src: string, _maxWidth: number): string | undefined {
  return undefined;
}
