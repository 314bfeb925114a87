// Catalogue resolvers: products, categories and the fields of the product types (SimpleProduct,
// ConfigurableProduct, BundleProduct). They read arguments, call the catalogue service, tag what they
// answer for X-Magento-Tags, and shape Magento's types.
import { rewriteProductFilter } from "./product-filters.js";
import type { Ctx } from "../graphql/context.js";
import type {
  BundleProductResolvers,
  ConfigurableProductResolvers,
  CategoryTreeResolvers,
  ProductPrice,
  Resolvers,
  SimpleProductResolvers,
} from "../generated/resolvers-types.js";
import { moneyAnswer } from "../graphql/money.js";
import { toDisplay } from "../shared/money.js";
import { redirectOf } from "../shared/routable.js";
import { encodeUid } from "../shared/uid.js";
import { customAttributes } from "./custom-attributes.js";
import { dealEnd, dealRunning } from "./deal.js";
import { optionIdsOf, sortFields } from "./facets.js";
import type { DisplayPrice } from "./pricing.js";
import type { CategoryRow, MediaRow, ProductRow } from "./repository.js";
import { servingsPerPack } from "./pack-size.js";
import {
  aggregations,
  breadcrumbs,
  bundleOptions,
  bundleSelectionUid,
  configurableValueUid,
  defaultMedia,
  findCategories,
  inStock,
  linkedProducts,
  mediaEntry,
  onlyXLeft,
  paginate,
  productCategories,
  productCount,
  descendantCount,
  productPriceRange,
  roleImage,
  searchProducts,
  type CatalogScope,
  type ProductSearchResult,
} from "./service.js";

/** A gallery entry as Magento's deprecated media_gallery_entries answers it. */
function galleryEntry(mediaBaseUrl: string, m: MediaRow) {
  const video = m.media_type === "external-video";
  return {
    id: m.id,
    uid: encodeUid(m.id),
    media_type: video ? "external-video" : "image",
    label: m.label,
    position: m.position,
    disabled: m.disabled === 1,
    types: m.roles.split(",").filter(Boolean),
    file: m.file,
    content: null,
    video_content: video
      ? {
          media_type: "external-video",
          video_provider: m.video_provider,
          // a video the shop made itself ("local") is a media file like the pictures
          video_url:
            m.video_provider === "local" && m.video_url ? `${mediaBaseUrl}catalog/product${m.video_url}` : m.video_url,
          video_title: m.video_title,
          video_description: m.video_description,
          video_metadata: m.video_metadata,
        }
      : null,
  };
}

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "configurable" | "mediaBaseUrl" | "productFilters" | "reviews" | "stores";

/** A JSON list kept in a text attribute; null when there is none (or it is not a list). */
function jsonList(value: string | null) {
  if (!value) return null;
  const list: unknown = JSON.parse(value);
  return Array.isArray(list) ? list : null;
}

const TYPENAME = { simple: "SimpleProduct", configurable: "ConfigurableProduct", bundle: "BundleProduct" } as const;

const scope = (ctx: Ctx<never>): CatalogScope => ({ catalog: ctx.catalog, display: ctx.display });

/** A product in the answer: its tags go into X-Magento-Tags. */
export function shownProduct(ctx: Ctx<never>, p: ProductRow): ProductRow {
  ctx.cache.add("cat_p", `cat_p_${p.id}`);
  return p;
}

function shownCategory(ctx: Ctx<never>, c: CategoryRow): CategoryRow {
  ctx.cache.add("cat_c", `cat_c_${c.id}`);
  return c;
}

/** The listing's products and the categories it was filtered by are in the answer. */
function shownListing(ctx: Ctx<never>, r: ProductSearchResult): ProductSearchResult {
  for (const c of r.categoryIds ?? []) ctx.cache.add("cat_c", `cat_c_${c}`);
  for (const p of r.items) shownProduct(ctx, p);
  return r;
}

function productPrice(ctx: Ctx<never>, p: DisplayPrice): ProductPrice {
  return {
    regular_price: moneyAnswer(ctx, p.regular),
    final_price: moneyAnswer(ctx, p.final),
    discount: { amount_off: p.amountOff, percent_off: p.percentOff },
    fixed_product_taxes: [],
  };
}

const productFields: SimpleProductResolvers<Ctx<Services>> = {
  uid: (p) => encodeUid(p.id),
  id: (p) => p.id,
  product_id: (p) => p.id,
  type_id: (p) => p.type_id,
  description: (p) => ({ html: p.description ?? "" }),
  short_description: (p) => ({ html: p.short_description ?? "" }),
  special_price: (p, _, ctx) => (p.special_price != null ? toDisplay(ctx.display, p.special_price) : null),
  // a deal answers while it runs (a weekly one ends on Sunday night in the store's zone).
  deal_price: (p, _, ctx) => (dealRunning(p) ? toDisplay(ctx.display, p.deal_price!) : null),
  deal_end_time: (p, _, ctx) => dealEnd(p, new Date(), ctx.store.timezone),
  amino_acid_profile: (p) => jsonList(p.amino_acid_profile),
  claims_list: (p) => jsonList(p.claims_list),
  price_range: (p, _, ctx) => {
    const r = productPriceRange(scope(ctx), p);
    return { minimum_price: productPrice(ctx, r.min), maximum_price: productPrice(ctx, r.max) };
  },
  price_tiers: () => [],
  stock_status: (p, _, ctx) => (inStock(ctx.catalog, p) ? "IN_STOCK" : "OUT_OF_STOCK"),
  // Sold for good (the product's flag), not merely out of stock for now: that is stock_status.
  sold_out: (p) => p.sold_out === 1,
  serving_grams: (p) => p.serving_grams,
  net_weight_grams: (p) => p.net_weight_grams,
  servings_per_pack: (p) => servingsPerPack(p),
  only_x_left_in_stock: (p) => onlyXLeft(p),
  image: (p, _, ctx) => roleImage(ctx.catalog, ctx.services.mediaBaseUrl, p, "image"),
  small_image: (p, _, ctx) => roleImage(ctx.catalog, ctx.services.mediaBaseUrl, p, "small_image"),
  thumbnail: (p, _, ctx) => roleImage(ctx.catalog, ctx.services.mediaBaseUrl, p, "thumbnail"),
  swatch_image: (p, _, ctx) => roleImage(ctx.catalog, ctx.services.mediaBaseUrl, p, "swatch_image").url,
  media_gallery: (p, _, ctx) => ctx.catalog.media(p.id).map((m) => mediaEntry(ctx.services.mediaBaseUrl, m)),
  default_media: (p, _, ctx) => defaultMedia(ctx.catalog, ctx.services.mediaBaseUrl, p),
  // Deprecated in 2.4.7 and still filled: the gallery as the admin keeps it (relative files, roles).
  media_gallery_entries: (p, _, ctx) => ctx.catalog.media(p.id).map((m) => galleryEntry(ctx.services.mediaBaseUrl, m)),
  // Deprecated in 2.4.7 and still filled: the lowest and highest final price, and the regular
  // price of the cheapest (for a configurable or bundle, over its variants or choices).
  price: (p, _, ctx) => {
    const r = productPriceRange(scope(ctx), p);
    const price = (money: DisplayPrice["final"]) => ({ amount: moneyAnswer(ctx, money), adjustments: [] });
    return { minimalPrice: price(r.min.final), maximalPrice: price(r.max.final), regularPrice: price(r.min.regular) };
  },
  categories: (p, _, ctx) => productCategories(ctx.catalog, p).map((c) => shownCategory(ctx, c)),
  uv_categories: (p, _, ctx) =>
    productCategories(ctx.catalog, p).map((c) => ({ name: c.name, default_name: c.default_name })),
  canonical_url: (p) => p.url_key,
  url_suffix: () => "",
  url_path: (p) => p.url_key,
  relative_url: (p) => redirectOf(p)?.url ?? p.url_key,
  redirect_code: (p) => redirectOf(p)?.code ?? 0,
  type: () => "PRODUCT",
  url_rewrites: (p) => [{ url: p.url_key, parameters: [{ name: "id", value: String(p.id) }] }],
  rating_summary: (p, _, ctx) => ctx.services.reviews.ratingSummary(p.id),
  review_count: (p, _, ctx) => ctx.services.reviews.reviewCount(p.id),
  review_rating_counts: (p, _, ctx) => ctx.services.reviews.ratingCounts(p.id),
  reviews: (p, args, ctx) => {
    const page = paginate(ctx.services.reviews.reviews(p.id), args.pageSize ?? 20, args.currentPage ?? 1);
    return {
      items: page.items.map((r) => ({
        nickname: r.nickname,
        summary: r.summary,
        text: r.text,
        created_at: r.created_at,
        average_rating: r.average_rating,
        product: p,
        ratings_breakdown: [{ name: "Rating", value: String(r.rating) }],
      })),
      page_info: page.page_info,
    };
  },
  related_products: (p, _, ctx) => linkedProducts(ctx.catalog, p, "related").map((x) => shownProduct(ctx, x)),
  upsell_products: (p, _, ctx) => linkedProducts(ctx.catalog, p, "upsell").map((x) => shownProduct(ctx, x)),
  crosssell_products: (p, _, ctx) => linkedProducts(ctx.catalog, p, "crosssell").map((x) => shownProduct(ctx, x)),
  custom_attributesV2: (p, args, ctx) => ({ items: customAttributes(ctx.catalog, p, args.filters), errors: [] }),
  options: () => [],
  gift_message_available: () => "0",
  // Magento answers a multiselect as its option ids, comma separated, and a dropdown as its option id.
  dietary: (p, _, ctx) => optionIdsOf(ctx.catalog, p, "dietary").join(",") || null,
  product_range: (p, _, ctx) => optionIdsOf(ctx.catalog, p, "product_range")[0] ?? null,
  goal: (p, _, ctx) => optionIdsOf(ctx.catalog, p, "goal").join(",") || null,
};

/** A configurable product's options as Magento answers them (configurable_options, and its selection's). */
function configurableOptionsOf(ctx: Ctx<Services>, p: ProductRow) {
  return ctx.services.configurable.options(ctx.catalog, p).map(({ attribute: a, values }) => ({
    id: p.id * 1000 + a.id,
    uid: encodeUid(`${p.id}/${a.id}`),
    attribute_id: String(a.id),
    attribute_id_v2: a.id,
    attribute_uid: encodeUid(a.id),
    attribute_code: a.code,
    label: a.label,
    position: a.position,
    use_default: false,
    product_id: p.id,
    values:
      values?.map((o) => ({
        value_index: o.id,
        uid: configurableValueUid(a.id, o.id),
        label: o.label,
        default_label: o.default_label,
        store_label: o.label,
        use_default_value: !o.has_store_label,
        // a flavour's colour, as Magento's visual swatch answers it
        swatch_data: o.swatch_value ? { __typename: "ColorSwatchData" as const, value: o.swatch_value } : null,
      })) ?? null,
  }));
}

/**
 * Magento's configurable_product_options_selection: from the option values chosen so far, the values
 * still available for each attribute (of variants in stock, the attribute's own choice set aside),
 * the variant once every attribute is chosen, and its pictures (the product's until then).
 */
function optionsSelection(ctx: Ctx<Services>, p: ProductRow, chosenUids: readonly string[]) {
  const variants = ctx.services.configurable
    .variants(ctx.catalog, p)
    .filter((v): v is typeof v & { product: ProductRow } => !!v.product);
  const uidsOf = (v: (typeof variants)[number]) =>
    v.attributes.map(({ attribute: a, optionId }) => (optionId === null ? null : configurableValueUid(a.id, optionId)));
  const chosen = new Set(chosenUids);
  // which attribute a chosen value belongs to: an unknown value matches no variant
  const chosenByAttribute = new Map<number, string>();
  for (const v of variants)
    v.attributes.forEach(({ attribute: a }, i) => {
      const uid = uidsOf(v)[i];
      if (uid && chosen.has(uid)) chosenByAttribute.set(a.id, uid);
    });
  const known = new Set(chosenByAttribute.values());
  const unknownChosen = [...chosen].some((uid) => !known.has(uid));
  const matches = (v: (typeof variants)[number], except: number | null) =>
    !unknownChosen &&
    v.attributes.every(({ attribute: a }, i) => {
      if (a.id === except) return true;
      const wanted = chosenByAttribute.get(a.id);
      return wanted === undefined || uidsOf(v)[i] === wanted;
    });
  const salable = variants.filter((v) => inStock(ctx.catalog, v.product));
  const attributes = variants[0]?.attributes.map(({ attribute }) => attribute) ?? [];
  const options_available_for_selection = attributes.map((a, i) => ({
    attribute_code: a.code,
    option_value_uids: [...new Set(salable.filter((v) => matches(v, a.id)).flatMap((v) => uidsOf(v)[i] ?? []))],
  }));
  const complete = attributes.length > 0 && attributes.every((a) => chosenByAttribute.has(a.id));
  const variant = complete ? (variants.find((v) => matches(v, null))?.product ?? null) : null;
  const galleryOf = (x: ProductRow) => ctx.catalog.media(x.id).map((m) => mediaEntry(ctx.services.mediaBaseUrl, m));
  const available = new Set(options_available_for_selection.flatMap((o) => o.option_value_uids));
  const configurable_options = ctx.services.configurable.options(ctx.catalog, p).map(({ attribute: a, values }) => ({
    uid: encodeUid(a.id),
    attribute_code: a.code,
    label: a.label,
    values:
      values?.map((o) => ({
        uid: configurableValueUid(a.id, o.id),
        label: o.label,
        is_available: available.has(configurableValueUid(a.id, o.id)),
        is_use_default: !o.has_store_label,
        swatch: o.swatch_value ? { __typename: "ColorSwatchData" as const, value: o.swatch_value } : null,
      })) ?? null,
  }));
  return {
    configurable_options,
    options_available_for_selection,
    variant: variant && shownProduct(ctx, variant),
    media_gallery: variant && galleryOf(variant).length ? galleryOf(variant) : galleryOf(p),
  };
}

const configurableFields: ConfigurableProductResolvers<Ctx<Services>> = {
  ...(productFields as ConfigurableProductResolvers<Ctx<Services>>),
  configurable_options: (p, _, ctx) => configurableOptionsOf(ctx, p),
  variants: (p, _, ctx) =>
    ctx.services.configurable.variants(ctx.catalog, p).map((v) => ({
      product: v.product && shownProduct(ctx, v.product),
      attributes: v.attributes.map(({ attribute: a, optionId, option }) => ({
        code: a.code,
        label: option?.label ?? null,
        value_index: optionId,
        uid: configurableValueUid(a.id, optionId),
        attribute_id: String(a.id),
      })),
    })),
  configurable_product_options_selection: (p, args, ctx) =>
    optionsSelection(ctx, p, args.configurableOptionValueUids ?? []),
};

const bundleFields: BundleProductResolvers<Ctx<Services>> = {
  ...(productFields as BundleProductResolvers<Ctx<Services>>),
  dynamic_price: (p) => p.dynamic_price === 1,
  dynamic_sku: () => true,
  dynamic_weight: () => true,
  price_view: () => "PRICE_RANGE",
  ship_bundle_items: () => "TOGETHER",
  items: (p, _, ctx) =>
    bundleOptions(scope(ctx), p).map(({ option: o, price, choices }) => ({
      option_id: o.id,
      uid: encodeUid(`bundle/${o.id}`),
      title: o.title,
      required: o.required === 1,
      type: o.type,
      position: o.position,
      sku: p.sku,
      price_range: { minimum_price: productPrice(ctx, price.min), maximum_price: productPrice(ctx, price.max) },
      options: choices.map(({ selection: s, product: child, price: unit }) => ({
        id: s.id,
        uid: bundleSelectionUid(o.id, s.id, s.qty),
        label: child.name,
        qty: s.qty,
        quantity: s.qty,
        position: s.position,
        is_default: s.is_default === 1,
        price: unit,
        price_type: s.price_type,
        can_change_quantity: s.can_change_qty === 1,
        product: shownProduct(ctx, child),
      })),
    })),
};

const categoryFields: CategoryTreeResolvers<Ctx<Services>> = {
  uid: (c) => encodeUid(c.id),
  id: (c) => c.id,
  children: (c, _, ctx) => ctx.catalog.childCategories(c.id).map((x) => shownCategory(ctx, x)),
  product_count: (c, _, ctx) => productCount(ctx.catalog, c.id),
  breadcrumbs: (c, _, ctx) =>
    breadcrumbs(ctx.catalog, c)?.map((x) => ({
      category_id: x.id,
      category_uid: encodeUid(x.id),
      category_name: x.name,
      category_level: x.level,
      category_url_key: x.url_key,
      category_url_path: x.url_path,
    })) ?? null,
  canonical_url: (c) => c.url_path,
  relative_url: (c) => redirectOf(c)?.url ?? c.url_path,
  url_suffix: () => "",
  redirect_code: (c) => redirectOf(c)?.code ?? 0,
  type: () => "CATEGORY",
  path_in_store: (c) => c.path,
  default_sort_by: (_, __, ctx) => sortFields(ctx.catalog, ctx.services.stores.config(ctx.store.code), false).default,
  description: (c) => c.description,
  image: (c, _, ctx) => (c.image ? `${ctx.services.mediaBaseUrl}catalog/category/${c.image}` : null),
  include_in_menu: (c) => c.include_in_menu,
  is_anchor: (c) => c.is_anchor,
  // Magento keeps the count of all descendants, and its EAV reader answers it as text.
  children_count: (c, _, ctx) => String(descendantCount(ctx.catalog, c.id)),
  display_mode: (c) => c.display_mode ?? "PRODUCTS",
  landing_page: (c) => c.landing_page ?? null,
  // The category's own choice, else the store's sort options (Magento's "use config settings").
  available_sort_by: (c, _, ctx) =>
    c.available_sort_by
      ? c.available_sort_by.split(",").map((value) => value.trim())
      : sortFields(ctx.catalog, ctx.services.stores.config(ctx.store.code), false).options.map((o) => o.value),
  meta_keywords: (c) => c.meta_keywords,
  // No landing page, no block: as Magento. (The CMS module owns blocks.)
  cms_block: () => null,
  products: (c, args, ctx) => {
    const r = shownListing(
      ctx,
      searchProducts(
        scope(ctx),
        { pageSize: args.pageSize, currentPage: args.currentPage, sort: args.sort },
        { forcedCategory: c.id },
      ),
    );
    return { items: r.items, page_info: r.page_info, total_count: r.total_count };
  },
};

export const catalogResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    products: (_, args, ctx) =>
      shownListing(
        ctx,
        searchProducts(scope(ctx), {
          ...args,
          filter: rewriteProductFilter(ctx, ctx.services.productFilters, args.filter),
        }),
      ),
    categories: (_, args, ctx) => {
      const rows = findCategories(ctx.catalog, args.filters).map((c) => shownCategory(ctx, c));
      return paginate(rows, args.pageSize ?? 20, args.currentPage ?? 1);
    },
    categoryList: (_, args, ctx) => findCategories(ctx.catalog, args.filters).map((c) => shownCategory(ctx, c)),
    category: (_, args, ctx) => {
      const c = ctx.catalog.category(args.id ?? 2);
      return c ? shownCategory(ctx, c) : null;
    },
  },
  ProductInterface: { __resolveType: (p) => TYPENAME[p.type_id] },
  CategoryInterface: { __resolveType: () => "CategoryTree" },
  MediaGalleryInterface: { __resolveType: (m) => (m.__typename === "ProductVideo" ? "ProductVideo" : "ProductImage") },
  AggregationOptionInterface: { __resolveType: () => "AggregationOption" },
  SimpleProduct: productFields,
  VirtualProduct: productFields,
  ConfigurableProduct: configurableFields,
  BundleProduct: bundleFields,
  CategoryTree: categoryFields,
  Products: {
    aggregations: (r, _, ctx) => aggregations(scope(ctx), r),
    sort_fields: (r, _, ctx) => sortFields(ctx.catalog, ctx.services.stores.config(ctx.store.code), r.search),
    suggestions: (r) => r.suggestions.map((search) => ({ search })),
  },
};
