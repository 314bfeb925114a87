// What the product page's gallery shows, in order: the pictures (the chosen variant's first), then
// the videos, then the 360° spins (SPEC §4: media split into images, videos and spins, disabled
// items skipped by toProductMedia). Pure functions: the server render and the swiper read the same
// list, so the picture a shopper sees first without JavaScript is the swiper's first slide too.
import type { MediaImage, MediaSpin, MediaVideo, ProductDetail, ProductVariant } from "~/commerce/catalog/product";

/** The gallery's pictures are drawn square (the seed's and the catalogue's packshots): the box is kept before they load. */
export const GALLERY_IMAGE_SIZE = { width: 800, height: 800 } as const;

/** How wide the main picture is shown: half the page beside the details on a desktop, the full width on a phone. */
export const GALLERY_SIZES = "(min-width: 991px) 50vw, 100vw";
/** Thumbnails are drawn 72 CSS px wide. */
export const THUMBNAIL_SIZES = "72px";

export type GalleryItem =
  | { kind: "image"; key: string; url: string; label: string }
  | ({ kind: "video"; key: string } & MediaVideo)
  | ({ kind: "spin"; key: string } & MediaSpin);

type GalleryProduct = Pick<ProductDetail, "media" | "imageUrl" | "variants">;

/**
 * The pictures of the product as chosen: a configurable product's chosen variant shows its own first,
 * then the product's others (each picture once); a variant without pictures of its own, or no
 * variant, shows the product's. A variant that is not one of the product's (a bundle or simple
 * product has none) changes nothing. A product without gallery pictures shows its main image.
 */
export function galleryImages(product: GalleryProduct, variant: ProductVariant | null): MediaImage[] {
  const own = product.media.images.length
    ? product.media.images
    : product.imageUrl
      ? [{ url: product.imageUrl, label: "" }]
      : [];
  const isItsVariant = variant !== null && product.variants.some((candidate) => candidate.uid === variant.uid);
  const first = isItsVariant ? variant.images : [];
  const seen = new Set<string>();
  return [...first, ...own].filter((image) => {
    if (seen.has(image.url)) return false;
    seen.add(image.url);
    return true;
  });
}

/** Everything the gallery shows, in order, each with a key stable across renders. */
export function galleryItems(product: GalleryProduct, variant: ProductVariant | null): GalleryItem[] {
  return [
    ...galleryImages(product, variant).map((image) => ({
      kind: "image" as const,
      key: `image:${image.url}`,
      ...image,
    })),
    ...product.media.videos.map((video) => ({
      kind: "video" as const,
      key: `video:${video.url}`,
      ...video,
    })),
    ...product.media.spins.map((spin) => ({ kind: "spin" as const, key: `spin:${spin.url}`, ...spin })),
  ];
}

/** The swiper (a heavy script) is worth loading only when there is something to swipe to. */
export function needsSwiper(items: readonly GalleryItem[]): boolean {
  return items.length > 1;
}

/** The 360 viewer is loaded only on a page with a spin. */
export function hasSpin(items: readonly GalleryItem[]): boolean {
  return items.some((item) => item.kind === "spin");
}
