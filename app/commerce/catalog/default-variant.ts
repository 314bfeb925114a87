// SPEC §4 "Default variant choice": the variant matching the chosen query options; otherwise the
// cheapest in-stock variant; otherwise the first. Variants are ordered by the value order of the
// flavour option. When only some options are chosen (say, a flavour), the cheapest in-stock variant
// among those matching is taken, so the shopper's choice is never silently dropped.
import { presentItems } from "../lists";
import type { ConfigurableOption, ConfigurableVariant, MediaGalleryEntry, ProductDetail } from "./product";

export const FLAVOUR_ATTRIBUTE_CODE = "flavours";

/**
 * The options and variants of a configurable product; none for any other kind of product. An option
 * without values or a variant without its product leaves the shopper unable to tell what they would
 * buy, so such a product is an error (the crash page), not a page with a silently shorter choice.
 */
export function configurableChoices(product: ProductDetail): {
  options: ConfigurableOption[];
  variants: ConfigurableVariant[];
} {
  if (product.__typename !== "ConfigurableProduct") return { options: [], variants: [] };
  const options = presentItems(product.configurable_options);
  const variants = presentItems(product.variants);
  if (options.some((option) => !option.values) || variants.some((variant) => !variant.product)) {
    throw new Error(
      `Configurable product ${product.sku ?? product.uid} has options without values or variants without a product.`,
    );
  }
  return { options, variants };
}

/** Chosen options from the query string, by attribute code: { flavours: 12, size: 31 }. */
export type ChosenOptions = Record<string, number>;

function valueOf(variant: ConfigurableVariant, code: string): number | undefined {
  return presentItems(variant.attributes).find((a) => a.code === code)?.value_index ?? undefined;
}

export function orderVariantsByFlavour(
  variants: readonly ConfigurableVariant[],
  options: readonly ConfigurableOption[],
): ConfigurableVariant[] {
  const flavour = options.find((o) => o.attribute_code === FLAVOUR_ATTRIBUTE_CODE);
  if (!flavour) return [...variants];
  const rank = new Map(presentItems(flavour.values).map((v, index) => [v.value_index, index]));
  const rankOf = (variant: ConfigurableVariant) => rank.get(valueOf(variant, FLAVOUR_ATTRIBUTE_CODE) ?? -1) ?? Infinity;
  // Array.prototype.sort is stable: variants of one flavour keep their backend order.
  return [...variants].sort((a, b) => rankOf(a) - rankOf(b));
}

function cheapestInStock(variants: readonly ConfigurableVariant[]): ConfigurableVariant | undefined {
  let best: ConfigurableVariant | undefined;
  let bestPrice = Infinity;
  for (const variant of variants) {
    if (variant.product?.stock_status !== "IN_STOCK") continue;
    // A variant without a price is still buyable, just never "the cheapest" ahead of a priced one.
    const price = variant.product.price_range.minimum_price.final_price.value ?? Infinity;
    if (!best || price < bestPrice) {
      best = variant;
      bestPrice = price;
    }
  }
  return best;
}

export function chooseDefaultVariant(
  variants: readonly ConfigurableVariant[],
  options: readonly ConfigurableOption[],
  chosen: ChosenOptions = {},
): ConfigurableVariant | undefined {
  const ordered = orderVariantsByFlavour(variants, options);
  const wanted = Object.entries(chosen).filter(([code]) => options.some((o) => o.attribute_code === code));
  if (wanted.length) {
    const matches = ordered.filter((variant) => wanted.every(([code, value]) => valueOf(variant, code) === value));
    if (matches.length) {
      if (wanted.length === options.length) return matches[0];
      return cheapestInStock(matches) ?? matches[0];
    }
  }
  return cheapestInStock(ordered) ?? ordered[0];
}

/** The option values of a variant, by attribute code. */
export function optionsOfVariant(variant: ConfigurableVariant | undefined): ChosenOptions {
  const result: ChosenOptions = {};
  for (const attribute of presentItems(variant?.attributes)) {
    if (attribute.code !== null && attribute.value_index !== null) result[attribute.code] = attribute.value_index;
  }
  return result;
}

export interface SplitMedia {
  images: MediaGalleryEntry[];
  videos: MediaGalleryEntry[];
  spins: MediaGalleryEntry[];
}

/** Media split into images, videos and 360 spins; disabled entries are skipped. */
export function splitMedia(gallery: ReadonlyArray<MediaGalleryEntry | null> | null | undefined): SplitMedia {
  const result: SplitMedia = { images: [], videos: [], spins: [] };
  const sorted = presentItems(gallery).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const entry of sorted) {
    if (entry.disabled) continue;
    if (entry.__typename === "ProductVideo" && entry.video_content?.video_url) result.videos.push(entry);
    else if (entry.image360?.length) result.spins.push(entry);
    else result.images.push(entry);
  }
  return result;
}
