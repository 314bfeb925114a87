// SPEC §4 "Default variant choice": the variant matching the chosen query options; otherwise the
// cheapest in-stock variant; otherwise the first. Variants are ordered by the value order of the
// flavour option. When only some options are chosen (say, a flavour), the cheapest in-stock variant
// among those matching is taken, so the shopper's choice is never silently dropped.
import type { ConfigurableOption, ConfigurableVariant, MediaGalleryEntry } from "~/commerce/types";

export const FLAVOUR_ATTRIBUTE_CODE = "flavours";

/** Chosen options from the query string, by attribute code: { flavours: 12, size: 31 }. */
export type ChosenOptions = Record<string, number>;

function valueOf(variant: ConfigurableVariant, code: string): number | undefined {
  return variant.attributes.find((a) => a.code === code)?.value_index;
}

export function orderVariantsByFlavour(
  variants: readonly ConfigurableVariant[],
  options: readonly ConfigurableOption[],
): ConfigurableVariant[] {
  const flavour = options.find((o) => o.attribute_code === FLAVOUR_ATTRIBUTE_CODE);
  if (!flavour) return [...variants];
  const rank = new Map(flavour.values.map((v, index) => [v.value_index, index]));
  const rankOf = (variant: ConfigurableVariant) => rank.get(valueOf(variant, FLAVOUR_ATTRIBUTE_CODE) ?? -1) ?? Infinity;
  // Array.prototype.sort is stable: variants of one flavour keep their backend order.
  return [...variants].sort((a, b) => rankOf(a) - rankOf(b));
}

function cheapestInStock(variants: readonly ConfigurableVariant[]): ConfigurableVariant | undefined {
  let best: ConfigurableVariant | undefined;
  for (const variant of variants) {
    if (variant.product.stock_status !== "IN_STOCK") continue;
    const price = variant.product.price_range.minimum_price.final_price.value;
    if (!best || price < best.product.price_range.minimum_price.final_price.value) best = variant;
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
  for (const attribute of variant?.attributes ?? []) result[attribute.code] = attribute.value_index;
  return result;
}

export interface SplitMedia {
  images: MediaGalleryEntry[];
  videos: MediaGalleryEntry[];
  spins: MediaGalleryEntry[];
}

/** Media split into images, videos and 360 spins; disabled entries are skipped. */
export function splitMedia(gallery: readonly MediaGalleryEntry[] | null | undefined): SplitMedia {
  const result: SplitMedia = { images: [], videos: [], spins: [] };
  const sorted = [...(gallery ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const entry of sorted) {
    if (entry.disabled) continue;
    if (entry.video_content?.video_url) result.videos.push(entry);
    else if (entry.image360?.length) result.spins.push(entry);
    else result.images.push(entry);
  }
  return result;
}
