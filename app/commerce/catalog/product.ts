// Products as components see them: listings get ProductSummary, the product page ProductDetail with
// its options, variants, bundle parts and media. Magento's nullable shapes are resolved here, once;
// the domain rules beside this file (default-variant.ts, product-selection.ts) and the components
// read these shop objects. Types and pure functions only: safe to import from components.
import { plainTextOf } from "../html-text";
import type {
  PriceRangeFieldsFragment,
  ProductListQuery,
  ProductDetailFieldsFragment,
  ProductSummaryFieldsFragment,
} from "../generated/graphql";
import { presentItems, type ListItem } from "../lists";
import { mediaPath } from "~/media/images";
import { toMoney, type Money } from "../money";

export type { Money };

/** What a product costs now, and what it cost before a discount. */
export interface ProductPrice {
  final: Money | null;
  regular: Money | null;
}

export interface ProductSummary {
  uid: string;
  sku: string;
  name: string;
  /** Null: the product has no page to link to. */
  urlKey: string | null;
  imageUrl: string | null;
  inStock: boolean;
  price: ProductPrice;
  /** Configurable products and bundles start at their price ("from"). */
  priceIsFrom: boolean;
  /** Average rating in percent (Magento's rating_summary) and the number of reviews; null without reviews. */
  rating: { percent: number; count: number } | null;
  /** What the card flags: new (within its new-from/to dates), on sale (below its regular price), sold out. */
  badges: ProductBadge[];
  /** "Only x left" for a product with a handful of units; null otherwise. */
  onlyLeft: number | null;
  /** The short description as plain text, where the list asked for it (the list display mode). */
  shortText?: string;
}

export type ProductBadge = "new" | "sale" | "soldOut";

// The rating shown on cards and product pages lives in a module of its own (components import it,
// and this module's other imports then stay out of the browser's scripts).
export { RATING_THRESHOLD, shownRating } from "./rating";

/** A date-only or date-time Magento value as a day ("2026-11-23"), or null. */
const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

export function productBadges(product: ProductSummaryFieldsFragment, now: Date): ProductBadge[] {
  const badges: ProductBadge[] = [];
  const today = now.toISOString().slice(0, 10);
  const from = dayOf(product.new_from_date);
  const to = dayOf(product.new_to_date);
  if (from && from <= today && (!to || today <= to)) badges.push("new");
  const { final_price, regular_price } = product.price_range.minimum_price;
  if (final_price.value != null && regular_price.value != null && final_price.value < regular_price.value) {
    badges.push("sale");
  }
  if (product.sold_out || product.stock_status === "OUT_OF_STOCK") badges.push("soldOut");
  return badges;
}

export interface ProductListPage {
  totalCount: number;
  currentPage: number;
  totalPages: number;
  products: ProductSummary[];
}

export function toProductPrice(range: PriceRangeFieldsFragment): ProductPrice {
  return {
    final: toMoney(range.minimum_price.final_price),
    regular: toMoney(range.minimum_price.regular_price),
  };
}

export function toProductSummary(product: ProductSummaryFieldsFragment, now = new Date()): ProductSummary {
  const sku = product.sku ?? "";
  return {
    uid: product.uid,
    sku,
    name: product.name || sku,
    urlKey: product.url_key || null,
    imageUrl: product.small_image?.url || null,
    inStock: product.stock_status !== "OUT_OF_STOCK",
    price: toProductPrice(product.price_range),
    priceIsFrom: product.__typename !== "SimpleProduct",
    rating: product.review_count ? { percent: product.rating_summary, count: product.review_count } : null,
    badges: productBadges(product, now),
    onlyLeft: product.only_x_left_in_stock ? product.only_x_left_in_stock : null,
  };
}

type MagentoProductList = NonNullable<ProductListQuery["products"]>;
type MagentoListItem = NonNullable<NonNullable<MagentoProductList["items"]>[number]>;

/** A configurable product's variants as a refined list asks for them (ConfigurableProduct only). */
interface VariantPictures {
  variants?: ReadonlyArray<{
    attributes?: ReadonlyArray<{ code: string; value_index?: number | null } | null> | null;
    product?: { small_image?: { url?: string | null } | null } | null;
  } | null> | null;
}

/** The list facets that are a configurable product's options: a list refined by them shows the variant. */
export const VARIANT_FACETS = ["flavours", "size"] as const;

/**
 * The picture of the first variant that is what the list was refined to (each chosen flavour or size
 * among its options), as a shop's list shows the vanilla tub once the shopper asked for vanilla;
 * null where no variant is, or it has no picture of its own.
 */
export function chosenVariantPicture(
  item: MagentoListItem | VariantPictures,
  chosen: Partial<Record<string, readonly string[]>>,
): string | null {
  const { variants } = item as VariantPictures;
  if (!variants) return null;
  const asked = VARIANT_FACETS.flatMap((code) => (chosen[code]?.length ? [[code, chosen[code]] as const] : []));
  if (!asked.length) return null;
  for (const variant of presentItems(variants)) {
    const attributes = presentItems(variant.attributes);
    const fits = asked.every(([code, values]) => {
      const attribute = attributes.find((a) => a.code === code);
      return !attribute || values.includes(String(attribute.value_index));
    });
    const picture = variant.product?.small_image?.url;
    if (fits && attributes.some((a) => asked.some(([code]) => code === a.code)) && picture) return picture;
  }
  return null;
}

export function toProductListPage(
  list: MagentoProductList | null,
  chosen: Partial<Record<string, readonly string[]>> = {},
): ProductListPage {
  return {
    totalCount: list?.total_count ?? 0,
    currentPage: list?.page_info?.current_page ?? 1,
    totalPages: list?.page_info?.total_pages ?? 1,
    products: presentItems(list?.items).map((item) => {
      const picture = chosenVariantPicture(item, chosen);
      const summary = picture ? { ...toProductSummary(item), imageUrl: picture } : toProductSummary(item);
      const shortText = "short_description" in item ? plainTextOf(item.short_description?.html) : "";
      // a short description that only repeats the name says nothing more
      return shortText && shortText !== summary.name ? { ...summary, shortText } : summary;
    }),
  };
}

// --- the product page --------------------------------------------------------------------------------

/** One value of a configurable option (a flavour, a size). */
export interface ProductOptionValue {
  uid: string;
  valueIndex: number;
  label: string;
  /** A visual swatch (a flavour's colour, "#5d4037"); null without one. */
  swatch?: string | null;
}

/** A configurable option: what the shopper picks (flavour, size), by attribute code. */
export interface ProductOption {
  uid: string;
  code: string;
  label: string;
  values: ProductOptionValue[];
}

/** The option value a variant is made of. */
export interface VariantAttribute {
  code: string;
  valueIndex: number;
  /** Magento's `selected_options` entry for the cart. */
  uid: string;
  label: string;
}

/** What a pack holds, for the unit prices beside its price; null: not known (or not sold by weight). */
export interface ProductPack {
  netWeightGrams: number | null;
  servings: number | null;
}

/** One buyable combination of a configurable product. */
export interface ProductVariant {
  uid: string;
  sku: string;
  name: string;
  inStock: boolean;
  imageUrl: string | null;
  price: ProductPrice;
  attributes: VariantAttribute[];
  /** The variant's own pictures (enabled, in position order); none: the product's are shown. */
  images: MediaImage[];
  pack: ProductPack;
}

/** A part a bundle option offers. */
export interface BundlePart {
  uid: string;
  label: string;
  quantity: number;
  /** Price of one unit of the part, in the page's currency. */
  price: number;
  isDefault: boolean;
  inStock: boolean;
}

/** A bundle option: `radio` and `select` pick one part, `checkbox` and `multi` any number. */
export interface BundleOption {
  uid: string;
  optionId: number | null;
  title: string;
  required: boolean;
  type: string;
  parts: BundlePart[];
}

export interface MediaImage {
  url: string;
  label: string;
}

export interface MediaVideo {
  url: string;
  title: string | null;
  /** The still shown before the video plays (Magento's `url` of a ProductVideo); null: none. */
  poster: string | null;
  /** A file the browser plays itself: its MIME type; null for a provider's page (YouTube, Vimeo). */
  type: string | null;
}

/** A 360° spin: its frames in turning order; `url` is the first frame (its still). */
export interface MediaSpin {
  url: string;
  label: string;
  frames: string[];
}

/** Media in position order, disabled entries left out. */
export interface ProductMedia {
  images: MediaImage[];
  videos: MediaVideo[];
  /** 360° spins: the frames of each. */
  spins: MediaSpin[];
}

/** What the product page's tabs show; null where the product has none (an accessory). */
export interface ProductContent {
  ingredients: string | null;
  /** The nutrition table, HTML from the backend (per serving and per 100 g). */
  nutritionHtml: string | null;
  texture: string | null;
  activeIngredients: string | null;
  recommendedServing: string | null;
  /** Grams per serving and per 100 g of each amino acid; empty: no profile (the tab is left out). */
  aminoAcids: AminoAcidAmount[];
  /** Nutrition and health claims, warnings; empty: none (the tab is left out). */
  claims: string[];
}

export interface AminoAcidAmount {
  name: string;
  perServing: number | null;
  per100g: number | null;
}

/** A deal running on the product: its price until its end; how much of it is claimed. */
export interface ProductDeal {
  price: Money;
  /** ISO-8601 end of the deal. */
  endsAt: string;
  claimedPercent: number | null;
}

export interface ProductDetail {
  uid: string;
  /** The backend's entity id: the review list's address and the stock alert use it. */
  productId: number | null;
  sku: string;
  name: string;
  /** The product page's key (what the basket route's add receives). */
  urlKey: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  descriptionHtml: string | null;
  imageUrl: string | null;
  inStock: boolean;
  price: ProductPrice;
  /** The currency the page's prices are in. */
  currency: string | null;
  media: ProductMedia;
  /** Flavour, size, ...: none unless the product is configurable. */
  options: ProductOption[];
  variants: ProductVariant[];
  /** The options of a bundle: none unless the product is a bundle. */
  bundleOptions: BundleOption[];
  content: ProductContent;
  deal: ProductDeal | null;
  /** Sold out for good (the backend's sold_out), not merely out of stock for now. */
  soldOut: boolean;
  rating: ProductSummary["rating"];
  /** The rating histogram, 5 stars down to 1; empty when the backend gives none. */
  ratingCounts: RatingCount[];
  pack: ProductPack;
  /** Subscribe and save; null when the product is only sold as a one-off purchase. */
  subscribeAndSave: SubscribeAndSaveOffer | null;
}

/** What buying on subscription gives: a percentage off each delivery, every so many weeks. */
export interface SubscribeAndSaveOffer {
  discountPercent: number;
  frequenciesWeeks: number[];
  defaultFrequencyWeeks: number;
}

export interface RatingCount {
  stars: number;
  count: number;
}

type MagentoProduct = ProductDetailFieldsFragment;
type MagentoConfigurable = Extract<MagentoProduct, { __typename: "ConfigurableProduct" }>;
type MagentoBundle = Extract<MagentoProduct, { __typename: "BundleProduct" }>;
export type MagentoMediaEntry = ListItem<MagentoProduct["media_gallery"]>;
export type MagentoConfigurableOption = ListItem<MagentoConfigurable["configurable_options"]>;
export type MagentoVariant = ListItem<MagentoConfigurable["variants"]>;
export type MagentoBundleOption = ListItem<MagentoBundle["items"]>;

/** An option the shopper can pick from: one with an attribute code; values without an index are left out. */
export function toProductOption(option: MagentoConfigurableOption): ProductOption | null {
  if (!option.attribute_code) return null;
  return {
    uid: option.uid,
    code: option.attribute_code,
    label: option.label ?? option.attribute_code,
    values: presentItems(option.values).flatMap((value) =>
      value.value_index === null
        ? []
        : [
            {
              uid: value.uid ?? String(value.value_index),
              valueIndex: value.value_index,
              label: value.label ?? "",
              swatch: value.swatch_data?.value || null,
            },
          ],
    ),
  };
}

export function toProductVariant(variant: MagentoVariant): ProductVariant {
  const product = variant.product;
  // A variant without its product leaves the shopper unable to tell what they would buy: the
  // product is an error (the crash page), not a page with a silently shorter choice.
  if (!product) throw new Error("A configurable product's variant has no product.");
  const sku = product.sku ?? "";
  return {
    uid: product.uid,
    sku,
    name: product.name || sku,
    inStock: product.stock_status === "IN_STOCK",
    imageUrl: product.small_image?.url || null,
    price: toProductPrice(product.price_range),
    images: toProductMedia(product.media_gallery).images,
    pack: toProductPack(product),
    attributes: presentItems(variant.attributes).flatMap((attribute) =>
      attribute.code === null || attribute.value_index === null
        ? []
        : [
            {
              code: attribute.code,
              valueIndex: attribute.value_index,
              uid: attribute.uid ?? "",
              label: attribute.label ?? "",
            },
          ],
    ),
  };
}

export function toBundleOption(option: MagentoBundleOption): BundleOption {
  return {
    uid: option.uid ?? String(option.option_id),
    optionId: option.option_id,
    title: option.title ?? "",
    required: option.required ?? false,
    type: option.type ?? "",
    parts: presentItems(option.options).map((part) => ({
      uid: part.uid,
      label: part.label ?? part.product?.name ?? "",
      quantity: part.quantity ?? 1,
      price: part.price ?? 0,
      isDefault: part.is_default ?? false,
      // A part whose product the backend does not describe is sold as listed.
      inStock: part.product?.stock_status !== "OUT_OF_STOCK",
    })),
  };
}

/**
 * A backend's media address as the page uses it: its path on the shop's own origin, which serves the
 * backend's /media/ (embedded, or passed through from COMMERCE_URL by server.ts), so the page's
 * security policy and the picture endpoint need no other origin; any other address as it is.
 */
const ownMedia = (url: string) => mediaPath(url) ?? url;

/** A video file the browser plays itself (its MIME type), or null for a provider's page (YouTube, Vimeo). */
export function videoType(url: string): string | null {
  const path = url.split(/[?#]/)[0].toLowerCase();
  if (path.endsWith(".webm")) return "video/webm";
  if (path.endsWith(".mp4") || path.endsWith(".m4v")) return "video/mp4";
  if (path.endsWith(".ogv")) return "video/ogg";
  return null;
}

/** Media split into images, videos and 360 spins, in position order; disabled entries are skipped. */
export function toProductMedia(gallery: ReadonlyArray<MagentoMediaEntry | null> | null | undefined): ProductMedia {
  const media: ProductMedia = { images: [], videos: [], spins: [] };
  const sorted = presentItems(gallery).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const entry of sorted) {
    if (entry.disabled) continue;
    if (entry.__typename === "ProductVideo" && entry.video_content?.video_url) {
      media.videos.push({
        url: ownMedia(entry.video_content.video_url),
        title: entry.video_content.video_title || null,
        poster: entry.url ? ownMedia(entry.url) : null,
        type: videoType(entry.video_content.video_url),
      });
    } else if (entry.image360?.length) {
      const frames = presentItems(entry.image360).map(ownMedia);
      media.spins.push({ url: ownMedia(entry.url || frames[0]), label: entry.label ?? "", frames });
    } else if (entry.url) {
      media.images.push({ url: ownMedia(entry.url), label: entry.label ?? "" });
    }
  }
  return media;
}

export function toProductDetail(product: MagentoProduct): ProductDetail {
  const summary = toProductSummary(product);
  const configurable = product.__typename === "ConfigurableProduct" ? product : null;
  if (configurable && presentItems(configurable.configurable_options).some((option) => !option.values)) {
    throw new Error(`Configurable product ${product.sku ?? product.uid} has an option without values.`);
  }
  const currency = product.price_range.minimum_price.final_price.currency;
  return {
    uid: summary.uid,
    productId: product.product_id ?? null,
    sku: summary.sku,
    name: summary.name,
    urlKey: summary.urlKey,
    metaTitle: product.meta_title || null,
    metaDescription: product.meta_description || null,
    descriptionHtml: product.description?.html || null,
    imageUrl: product.image?.url || null,
    inStock: product.stock_status === "IN_STOCK",
    price: summary.price,
    currency,
    media: toProductMedia(product.media_gallery),
    options: presentItems(presentItems(configurable?.configurable_options).map(toProductOption)),
    variants: presentItems(configurable?.variants).map(toProductVariant),
    bundleOptions: product.__typename === "BundleProduct" ? presentItems(product.items).map(toBundleOption) : [],
    content: {
      ingredients: product.ingredients || null,
      nutritionHtml: product.nutrition || null,
      texture: product.texture || null,
      activeIngredients: product.active_ingredients || null,
      recommendedServing: product.recommended_serving || null,
      aminoAcids: presentItems(product.amino_acid_profile).flatMap((amino) =>
        amino.name
          ? [{ name: amino.name, perServing: amino.per_serving ?? null, per100g: amino.per_100g ?? null }]
          : [],
      ),
      claims: presentItems(product.claims_list).filter((claim) => claim.trim() !== ""),
    },
    deal:
      product.deal_price != null && product.deal_end_time && currency
        ? {
            price: { value: product.deal_price, currency },
            endsAt: product.deal_end_time,
            claimedPercent: product.claimed_percent ?? null,
          }
        : null,
    soldOut: product.sold_out ?? false,
    rating: summary.rating,
    ratingCounts: presentItems(product.review_rating_counts).map(({ stars, count }) => ({ stars, count })),
    pack: toProductPack(product),
    subscribeAndSave: product.subscribe_and_save
      ? {
          discountPercent: product.subscribe_and_save.discount_percent,
          frequenciesWeeks: product.subscribe_and_save.frequencies_weeks,
          defaultFrequencyWeeks: product.subscribe_and_save.default_frequency_weeks,
        }
      : null,
  };
}

/** A pack's net weight and servings; a zero or missing value is not known. */
export function toProductPack(product: {
  net_weight_grams?: number | null;
  servings_per_pack?: number | null;
}): ProductPack {
  return {
    netWeightGrams: product.net_weight_grams || null,
    servings: product.servings_per_pack || null,
  };
}
