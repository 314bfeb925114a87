// Catalogue resolvers: products (search, filter, sort, pagination, aggregations), categories, and the
// fields of the product types (SimpleProduct, ConfigurableProduct, BundleProduct).
import { gqlError } from "../graphql/errors.js";
import type { CategoryRow, MediaRow, ProductRow } from "../db/catalog.js";
import { type Ctx, decodeUid, encodeUid, money, round2, toDisplay } from "../graphql/context.js";
import { isSalable, priceRange, simpleSalable, unitPrice, type UnitPrice } from "./pricing.js";

type Args = Record<string, any>;
type EqFilter = { eq?: string | null; in?: (string | null)[] | null } | null | undefined;
type MatchFilter = { match?: string | null; match_type?: "FULL" | "PARTIAL" | null } | null | undefined;
type RangeFilter = { from?: string | null; to?: string | null } | null | undefined;

const TYPENAME = { simple: "SimpleProduct", configurable: "ConfigurableProduct", bundle: "BundleProduct" } as const;

export type ProductModel = ProductRow & { __typename: string };
export const productModel = (ctx: Ctx, p: ProductRow): ProductModel => {
  ctx.cache.add("cat_p", `cat_p_${p.id}`);
  return { ...p, __typename: TYPENAME[p.type_id] };
};

const eqValues = (f: EqFilter): string[] | null => {
  if (!f) return null;
  const vals = [...(f.in ?? []), ...(f.eq != null ? [f.eq] : [])].filter((v): v is string => v != null);
  return vals;
};

/** Option ids a product offers for an attribute: its own value or those of its variants. */
function optionIdsOf(ctx: Ctx, p: ProductRow, code: "flavours" | "size"): Set<number> {
  const own = p[code];
  if (p.type_id === "configurable") {
    return new Set(
      ctx.catalog
        .children(p.id)
        .map((c) => c[code])
        .filter((v): v is number => v != null),
    );
  }
  return new Set(own != null ? [own] : []);
}

/** Lowest final price of a product in the display currency (what listings show and filter on). */
const listPrice = (ctx: Ctx, p: ProductRow) => toDisplay(ctx, priceRange(ctx.catalog, p).min.final);

function categoryIdsFromFilter(ctx: Ctx, filter: Args): number[] | null {
  const ids: number[] = [];
  let used = false;
  const byId = eqValues(filter.category_id);
  if (byId) {
    used = true;
    ids.push(...byId.map(Number));
  }
  const byUid = eqValues(filter.category_uid);
  if (byUid) {
    used = true;
    ids.push(...byUid.map((u) => Number(decodeUid(u))));
  }
  const byPath = eqValues(filter.category_url_path);
  if (byPath) {
    used = true;
    ids.push(
      ...ctx.catalog
        .categoriesWhere("c.url_path IN (SELECT value FROM json_each(@p))", { p: JSON.stringify(byPath) })
        .map((c) => c.id),
    );
  }
  return used ? ids : null;
}

function matches(value: string | null, f: MatchFilter): boolean {
  if (!f?.match) return true;
  const hay = (value ?? "").replace(/<[^>]+>/g, " ").toLowerCase();
  const needle = f.match.toLowerCase();
  return f.match_type === "FULL" ? hay.trim() === needle : hay.includes(needle);
}

interface ProductsArgs {
  search?: string | null;
  filter?: Args | null;
  sort?: Record<string, "ASC" | "DESC" | null> | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

export function queryProducts(ctx: Ctx, args: ProductsArgs, opts: { forcedCategory?: number } = {}) {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw gqlError("currentPage value must be greater than 0.");
  if (pageSize < 1) throw gqlError("pageSize value must be greater than 0.");
  const search = args.search?.trim() ?? "";
  const filter: Args = { ...(args.filter ?? {}) };
  if (opts.forcedCategory) filter.category_id = { eq: String(opts.forcedCategory) };
  if (!search && args.filter == null && !opts.forcedCategory) {
    throw gqlError("'search' or 'filter' input argument is required.");
  }
  const { catalog } = ctx;
  let ids = catalog.visibleProductIds();
  let relevance: Map<number, number> | null = null;
  if (search) {
    relevance = catalog.search(search);
    ids = ids.filter((id) => relevance!.has(id));
  }
  const categoryIds = categoryIdsFromFilter(ctx, filter);
  let positions: Map<number, number> | null = null;
  if (categoryIds) {
    for (const c of categoryIds) ctx.cache.add("cat_c", `cat_c_${c}`);
    positions = catalog.categoryProductPositions(categoryIds);
    ids = ids.filter((id) => positions!.has(id));
  }
  const skus = eqValues(filter.sku);
  if (skus) {
    const allowed = new Set(catalog.idsBySku(skus));
    ids = ids.filter((id) => allowed.has(id));
  }
  const urlKeys = eqValues(filter.url_key);
  if (urlKeys) {
    const allowed = new Set(catalog.idsByUrlKey(urlKeys));
    ids = ids.filter((id) => allowed.has(id));
  }
  let rows = catalog.productsByIds(ids);
  rows = rows.filter(
    (p) =>
      matches(p.name, filter.name) &&
      matches(p.description, filter.description) &&
      matches(p.short_description, filter.short_description),
  );
  for (const code of ["flavours", "size"] as const) {
    const wanted = eqValues(filter[code]);
    if (wanted) {
      const set = new Set(wanted.map(Number));
      rows = rows.filter((p) => [...optionIdsOf(ctx, p, code)].some((o) => set.has(o)));
    }
  }
  const range = filter.price as RangeFilter;
  if (range && (range.from || range.to)) {
    const from = range.from ? Number(range.from) : -Infinity;
    const to = range.to ? Number(range.to) : Infinity;
    rows = rows.filter((p) => {
      const price = listPrice(ctx, p);
      return price >= from && price <= to;
    });
  }

  // Sorting: explicit sort keys in the given order; defaults like Magento (relevance for search,
  // position otherwise). Ties fall back to position, then id, so pagination is stable.
  const position = (p: ProductRow) => positions?.get(p.id) ?? p.id;
  const sortKeys = Object.entries(args.sort ?? {}).filter(([, dir]) => dir) as Array<[string, "ASC" | "DESC"]>;
  if (!sortKeys.length) sortKeys.push(search ? ["relevance", "DESC"] : ["position", "ASC"]);
  const collator = new Intl.Collator(ctx.store.locale.replace("_", "-"));
  const value = (key: string, p: ProductRow): number | string => {
    switch (key) {
      case "name":
        return p.name ?? "";
      case "price":
        return listPrice(ctx, p);
      case "relevance":
        return relevance?.get(p.id) ?? 0;
      case "position":
        return position(p);
      default:
        throw gqlError(`Sorting by "${key}" is not supported.`);
    }
  };
  rows.sort((a, b) => {
    for (const [key, dir] of [...sortKeys, ["position", "ASC"] as const, ["id", "ASC"] as const]) {
      const va = key === "id" ? a.id : value(key, a);
      const vb = key === "id" ? b.id : value(key, b);
      const c = typeof va === "string" ? collator.compare(va, vb as string) : (va as number) - (vb as number);
      if (c) return dir === "DESC" ? -c : c;
    }
    return 0;
  });

  const total = rows.length;
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw gqlError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  const pageRows = rows.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  return {
    items: pageRows.map((p) => productModel(ctx, p)),
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
    aggregations: () => aggregations(ctx, rows, categoryIds),
    sort_fields: {
      default: search ? "relevance" : "position",
      options: [
        ...(search ? [{ value: "relevance", label: "Relevance" }] : []),
        { value: "position", label: "Position" },
        { value: "name", label: "Product Name" },
        { value: "price", label: "Price" },
      ],
    },
    suggestions: [],
  };
}

function aggregations(ctx: Ctx, rows: ProductRow[], categoryIds: number[] | null) {
  const result: Array<Record<string, unknown>> = [];
  // price buckets in the display currency
  if (rows.length) {
    const prices = rows.map((p) => listPrice(ctx, p));
    const max = Math.max(...prices);
    const step = max <= 100 ? 10 : max <= 500 ? 50 : 100;
    const buckets = new Map<number, number>();
    for (const pr of prices) {
      const b = Math.floor(pr / step) * step;
      buckets.set(b, (buckets.get(b) ?? 0) + 1);
    }
    result.push({
      attribute_code: "price",
      label: "Price",
      position: 0,
      count: buckets.size,
      options: [...buckets.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([from, count]) => ({ label: `${from}-${from + step}`, value: `${from}_${from + step}`, count })),
    });
  }
  // categories below the filtered ones (or top-level categories without a category filter)
  const catCounts = new Map<number, number>();
  const rowIds = new Set(rows.map((r) => r.id));
  const candidates = categoryIds?.length
    ? categoryIds.flatMap((id) => ctx.catalog.childCategories(id))
    : ctx.catalog.childCategories(2);
  for (const c of candidates) {
    const n = [...ctx.catalog.categoryProductPositions([c.id]).keys()].filter((id) => rowIds.has(id)).length;
    if (n) catCounts.set(c.id, n);
  }
  if (catCounts.size) {
    result.push({
      attribute_code: "category_uid",
      label: "Category",
      position: 1,
      count: catCounts.size,
      options: candidates
        .filter((c) => catCounts.has(c.id))
        .map((c) => ({ label: c.name, value: encodeUid(c.id), count: catCounts.get(c.id) })),
    });
  }
  ["flavours", "size"].forEach((code, i) => {
    const attr = ctx.catalog.attributeByCode(code);
    if (!attr) return;
    const counts = new Map<number, number>();
    for (const p of rows)
      for (const o of optionIdsOf(ctx, p, code as "flavours" | "size")) counts.set(o, (counts.get(o) ?? 0) + 1);
    const options = ctx.catalog.attributeOptions(attr.id).filter((o) => counts.has(o.id));
    if (!options.length) return;
    result.push({
      attribute_code: code,
      label: attr.label,
      position: 2 + i,
      count: options.length,
      options: options.map((o) => ({ label: o.label, value: String(o.id), count: counts.get(o.id) })),
    });
  });
  return result;
}

// --- categories -----------------------------------------------------------------------------------

export type CategoryModel = CategoryRow & { __typename: "CategoryTree" };
const categoryModel = (ctx: Ctx, c: CategoryRow): CategoryModel => {
  ctx.cache.add("cat_c", `cat_c_${c.id}`);
  return { ...c, __typename: "CategoryTree" };
};

function findCategories(ctx: Ctx, filters: Args | null | undefined): CategoryRow[] {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  const add = (col: string, values: string[] | null, name: string) => {
    if (!values) return;
    where.push(`${col} IN (SELECT value FROM json_each(@${name}))`);
    params[name] = JSON.stringify(values);
  };
  const f = filters ?? {};
  add("c.id", eqValues(f.ids), "ids");
  add("c.id", eqValues(f.category_uid)?.map(decodeUid) ?? null, "uids");
  add("c.parent_id", eqValues(f.parent_id), "parents");
  add("c.parent_id", eqValues(f.parent_category_uid)?.map(decodeUid) ?? null, "parent_uids");
  add("c.url_key", eqValues(f.url_key), "url_keys");
  add("c.url_path", eqValues(f.url_path), "url_paths");
  if (f.name?.match) {
    where.push(
      f.name.match_type === "FULL" ? "COALESCE(s.name, d.name) = @name" : "COALESCE(s.name, d.name) LIKE @name",
    );
    params.name = f.name.match_type === "FULL" ? f.name.match : `%${f.name.match}%`;
  }
  // Only the store's tree (root category 2 and below) is visible.
  where.push("(c.id = 2 OR c.path LIKE '1/2/%')");
  if (!Object.keys(f).length) where.push("c.id = 2");
  return ctx.catalog.categoriesWhere(where.join(" AND "), params);
}

const paginate = <T>(items: T[], pageSize: number, currentPage: number) => ({
  items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
  total_count: items.length,
  page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(items.length / pageSize) },
});

// --- media ----------------------------------------------------------------------------------------

function mediaEntry(ctx: Ctx, m: MediaRow) {
  const url = (file: string) => `${ctx.mediaBaseUrl}catalog/product${file}`;
  const frames = m.frames ? (JSON.parse(m.frames) as string[]) : null;
  return {
    __typename: m.media_type === "external-video" ? "ProductVideo" : "ProductImage",
    url: url(m.file),
    label: m.label,
    position: m.position,
    disabled: m.disabled === 1,
    file: m.file,
    urlThumbnail: `${ctx.mediaBaseUrl}catalog/product/thumbnail${m.file}`,
    image360: frames ? frames.map(url) : null,
    video_content:
      m.media_type === "external-video"
        ? {
            media_type: "external-video",
            video_provider: m.video_provider,
            video_url: m.video_url,
            video_title: m.video_title,
            video_description: m.video_description,
            video_metadata: m.video_metadata,
          }
        : null,
  };
}

function roleImage(ctx: Ctx, p: ProductRow, role: string) {
  const media = ctx.catalog.media(p.id).filter((m) => m.media_type === "image");
  const m = media.find((x) => x.roles.split(",").includes(role)) ?? media[0];
  if (!m)
    return {
      url: `${ctx.mediaBaseUrl}catalog/product/placeholder/${role}.svg`,
      label: p.name,
      position: 0,
      disabled: false,
    };
  const e = mediaEntry(ctx, m);
  return { ...e, label: e.label ?? p.name };
}

// --- product price output -------------------------------------------------------------------------

function productPrice(ctx: Ctx, u: UnitPrice) {
  const regular = toDisplay(ctx, u.regular);
  const final = toDisplay(ctx, u.final);
  const amountOff = round2(Math.max(0, regular - final));
  return {
    regular_price: money(ctx, regular),
    final_price: money(ctx, final),
    discount: { amount_off: amountOff, percent_off: regular > 0 ? round2((amountOff / regular) * 100) : 0 },
    fixed_product_taxes: [],
  };
}

const configurableValueUid = (attributeId: number, optionId: number) =>
  encodeUid(`configurable/${attributeId}/${optionId}`);
export const bundleSelectionUid = (optionId: number, selectionId: number, qty: number) =>
  encodeUid(`bundle/${optionId}/${selectionId}/${Math.trunc(qty)}`);

/** Variants of a configurable, ordered by the option position of each super attribute (flavour first). */
export function orderedVariants(ctx: Ctx, parent: ProductRow) {
  const attrs = ctx.catalog.superAttributes(parent.id);
  const rank = (attrId: number, optionId: number | null) =>
    ctx.catalog.attributeOptions(attrId).findIndex((o) => o.id === optionId);
  const children = ctx.catalog.children(parent.id);
  return children.slice().sort((a, b) => {
    for (const at of attrs) {
      const c = rank(at.id, (a as any)[at.code]) - rank(at.id, (b as any)[at.code]);
      if (c) return c;
    }
    return 0;
  });
}

const productFields = {
  uid: (p: ProductModel) => encodeUid(p.id),
  id: (p: ProductModel) => p.id,
  product_id: (p: ProductModel) => p.id,
  type_id: (p: ProductModel) => p.type_id,
  description: (p: ProductModel) => ({ html: p.description ?? "" }),
  short_description: (p: ProductModel) => ({ html: p.short_description ?? "" }),
  special_price: (p: ProductModel, _: Args, ctx: Ctx) =>
    p.special_price != null ? toDisplay(ctx, p.special_price) : null,
  deal_price: (p: ProductModel, _: Args, ctx: Ctx) => (p.deal_price != null ? toDisplay(ctx, p.deal_price) : null),
  price_range: (p: ProductModel, _: Args, ctx: Ctx) => {
    const r = priceRange(ctx.catalog, p);
    return { minimum_price: productPrice(ctx, r.min), maximum_price: productPrice(ctx, r.max) };
  },
  price_tiers: () => [],
  stock_status: (p: ProductModel, _: Args, ctx: Ctx) => (isSalable(ctx.catalog, p) ? "IN_STOCK" : "OUT_OF_STOCK"),
  sold_out: (p: ProductModel, _: Args, ctx: Ctx) => !isSalable(ctx.catalog, p),
  only_x_left_in_stock: (p: ProductModel) => (p.type_id === "simple" && p.qty > 0 && p.qty <= 5 ? p.qty : null),
  image: (p: ProductModel, _: Args, ctx: Ctx) => roleImage(ctx, p, "image"),
  small_image: (p: ProductModel, _: Args, ctx: Ctx) => roleImage(ctx, p, "small_image"),
  thumbnail: (p: ProductModel, _: Args, ctx: Ctx) => roleImage(ctx, p, "thumbnail"),
  swatch_image: (p: ProductModel, _: Args, ctx: Ctx) => roleImage(ctx, p, "swatch_image").url,
  media_gallery: (p: ProductModel, _: Args, ctx: Ctx) => ctx.catalog.media(p.id).map((m) => mediaEntry(ctx, m)),
  default_media: (p: ProductModel, _: Args, ctx: Ctx) => {
    const media = ctx.catalog.media(p.id);
    const m = media.find((x) => x.roles.split(",").includes("image")) ?? media[0];
    return m ? mediaEntry(ctx, m) : null;
  },
  categories: (p: ProductModel, _: Args, ctx: Ctx) =>
    ctx.catalog
      .productCategoryIds(p.id)
      .map((id) => ctx.catalog.category(id))
      .filter((c): c is CategoryRow => !!c)
      .map((c) => categoryModel(ctx, c)),
  uv_categories: (p: ProductModel, _: Args, ctx: Ctx) =>
    ctx.catalog
      .productCategoryIds(p.id)
      .map((id) => ctx.catalog.category(id))
      .filter((c): c is CategoryRow => !!c)
      .map((c) => ({ name: c.name, default_name: c.default_name })),
  canonical_url: (p: ProductModel) => p.url_key,
  url_suffix: () => "",
  url_path: (p: ProductModel) => p.url_key,
  relative_url: (p: ProductModel) => p.url_key,
  redirect_code: () => 0,
  type: () => "PRODUCT",
  url_rewrites: (p: ProductModel) => [{ url: p.url_key, parameters: [{ name: "id", value: String(p.id) }] }],
  rating_summary: (p: ProductModel, _: Args, ctx: Ctx) => {
    const r = ctx.db
      .prepare("SELECT AVG(rating) AS avg FROM reviews WHERE product_id = ? AND status = 'approved'")
      .get(p.id) as { avg: number | null };
    return r.avg ? round2(r.avg * 20) : 0;
  },
  review_count: (p: ProductModel, _: Args, ctx: Ctx) =>
    (
      ctx.db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE product_id = ? AND status = 'approved'").get(p.id) as {
        n: number;
      }
    ).n,
  reviews: (p: ProductModel, args: Args, ctx: Ctx) => {
    const rows = ctx.db
      .prepare("SELECT * FROM reviews WHERE product_id = ? AND status = 'approved' ORDER BY created_at DESC, id DESC")
      .all(p.id) as Array<{ nickname: string; summary: string; text: string; rating: number; created_at: string }>;
    const page = paginate(rows, args.pageSize ?? 20, args.currentPage ?? 1);
    return {
      items: page.items.map((r) => ({
        nickname: r.nickname,
        summary: r.summary,
        text: r.text,
        created_at: r.created_at,
        average_rating: r.rating * 20,
        product: p,
        ratings_breakdown: [{ name: "Rating", value: String(r.rating) }],
      })),
      page_info: page.page_info,
    };
  },
  related_products: (p: ProductModel, _: Args, ctx: Ctx) =>
    ctx.catalog.productsByIds(ctx.catalog.linkedProductIds(p.id, "related")).map((x) => productModel(ctx, x)),
  upsell_products: (p: ProductModel, _: Args, ctx: Ctx) =>
    ctx.catalog.productsByIds(ctx.catalog.linkedProductIds(p.id, "upsell")).map((x) => productModel(ctx, x)),
  crosssell_products: (p: ProductModel, _: Args, ctx: Ctx) =>
    ctx.catalog.productsByIds(ctx.catalog.linkedProductIds(p.id, "crosssell")).map((x) => productModel(ctx, x)),
  custom_attributesV2: () => ({ items: [], errors: [] }),
  options: () => [],
  gift_message_available: () => "0",
};

const configurableFields = {
  ...productFields,
  configurable_options: (p: ProductModel, _: Args, ctx: Ctx) => {
    const broken = ctx.testHooks?.isBrokenProduct(p.url_key) ?? false;
    const children = ctx.catalog.children(p.id);
    return ctx.catalog.superAttributes(p.id).map((a) => {
      const used = new Set(children.map((c) => (c as any)[a.code] as number | null));
      return {
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
        // values in the attribute option position order (never alphabetical)
        values: broken
          ? null
          : ctx.catalog
              .attributeOptions(a.id)
              .filter((o) => used.has(o.id))
              .map((o) => ({
                value_index: o.id,
                uid: configurableValueUid(a.id, o.id),
                label: o.label,
                default_label: o.default_label,
                store_label: o.label,
                use_default_value: !o.has_store_label,
                swatch_data: null,
              })),
      };
    });
  },
  variants: (p: ProductModel, _: Args, ctx: Ctx) => {
    const attrs = ctx.catalog.superAttributes(p.id);
    const broken = ctx.testHooks?.isBrokenProduct(p.url_key) ?? false;
    return orderedVariants(ctx, p).map((child) => ({
      product: broken ? null : productModel(ctx, child),
      attributes: attrs.map((a) => {
        const optionId = (child as any)[a.code] as number;
        const o = ctx.catalog.option(a.id, optionId);
        return {
          code: a.code,
          label: o?.label ?? null,
          value_index: optionId,
          uid: configurableValueUid(a.id, optionId),
          attribute_id: String(a.id),
        };
      }),
    }));
  },
  configurable_product_options_selection: () => null,
};

const bundleFields = {
  ...productFields,
  dynamic_price: (p: ProductModel) => p.dynamic_price === 1,
  dynamic_sku: () => true,
  dynamic_weight: () => true,
  price_view: () => "PRICE_RANGE",
  ship_bundle_items: () => "TOGETHER",
  items: (p: ProductModel, _: Args, ctx: Ctx) => {
    const selections = ctx.catalog.bundleSelections(p.id);
    return ctx.catalog.bundleOptions(p.id).map((o) => {
      const opts = selections
        .filter((s) => s.option_id === o.id)
        .map((s) => ({ s, child: ctx.catalog.product(s.product_id) }))
        .filter((x) => !!x.child);
      const prices = opts
        .map((x) => unitPrice(x.child!))
        .map((u, i) => ({ regular: u.regular * opts[i].s.qty, final: u.final * opts[i].s.qty }));
      const min = prices.length ? prices.reduce((a, b) => (b.final < a.final ? b : a)) : { regular: 0, final: 0 };
      const max = prices.length ? prices.reduce((a, b) => (b.final > a.final ? b : a)) : { regular: 0, final: 0 };
      return {
        option_id: o.id,
        uid: encodeUid(`bundle/${o.id}`),
        title: o.title,
        required: o.required === 1,
        type: o.type,
        position: o.position,
        sku: p.sku,
        price_range: { minimum_price: productPrice(ctx, min), maximum_price: productPrice(ctx, max) },
        options: opts.map(({ s, child }) => ({
          id: s.id,
          uid: bundleSelectionUid(o.id, s.id, s.qty),
          label: child!.name,
          qty: s.qty,
          quantity: s.qty,
          position: s.position,
          is_default: s.is_default === 1,
          price: toDisplay(ctx, unitPrice(child!).final),
          price_type: s.price_type,
          can_change_quantity: s.can_change_qty === 1,
          product: productModel(ctx, child!),
        })),
      };
    });
  },
};

const categoryFields = {
  uid: (c: CategoryModel) => encodeUid(c.id),
  id: (c: CategoryModel) => c.id,
  children: (c: CategoryModel, _: Args, ctx: Ctx) =>
    ctx.catalog.childCategories(c.id).map((x) => categoryModel(ctx, x)),
  product_count: (c: CategoryModel, _: Args, ctx: Ctx) => {
    const visible = new Set(ctx.catalog.visibleProductIds());
    return [...ctx.catalog.categoryProductPositions([c.id]).keys()].filter((id) => visible.has(id)).length;
  },
  breadcrumbs: (c: CategoryModel, _: Args, ctx: Ctx) => {
    const ancestors = c.path
      .split("/")
      .map(Number)
      .filter((id) => id !== c.id);
    const crumbs = ancestors.map((id) => ctx.catalog.category(id)).filter((x): x is CategoryRow => !!x && x.level >= 2);
    return crumbs.length
      ? crumbs.map((x) => ({
          category_id: x.id,
          category_uid: encodeUid(x.id),
          category_name: x.name,
          category_level: x.level,
          category_url_key: x.url_key,
          category_url_path: x.url_path,
        }))
      : null;
  },
  canonical_url: (c: CategoryModel) => c.url_path,
  relative_url: (c: CategoryModel) => c.url_path,
  url_suffix: () => "",
  redirect_code: () => 0,
  type: () => "CATEGORY",
  path_in_store: (c: CategoryModel) => c.path,
  default_sort_by: () => "position",
  description: (c: CategoryModel) => c.description,
  products: (c: CategoryModel, args: Args, ctx: Ctx) => {
    const r = queryProducts(
      ctx,
      { pageSize: args.pageSize, currentPage: args.currentPage, sort: args.sort },
      { forcedCategory: c.id },
    );
    return { items: r.items, page_info: r.page_info, total_count: r.total_count };
  },
};

export const catalogResolvers = {
  Query: {
    products: (_: unknown, args: ProductsArgs, ctx: Ctx) => queryProducts(ctx, args),
    categories: (_: unknown, args: Args, ctx: Ctx) => {
      const rows = findCategories(ctx, args.filters).map((c) => categoryModel(ctx, c));
      return paginate(rows, args.pageSize ?? 20, args.currentPage ?? 1);
    },
    categoryList: (_: unknown, args: Args, ctx: Ctx) =>
      findCategories(ctx, args.filters).map((c) => categoryModel(ctx, c)),
    category: (_: unknown, args: Args, ctx: Ctx) => {
      const c = ctx.catalog.category(args.id ?? 2);
      return c ? categoryModel(ctx, c) : null;
    },
  },
  ProductInterface: { __resolveType: (p: ProductModel) => p.__typename },
  CategoryInterface: { __resolveType: () => "CategoryTree" },
  MediaGalleryInterface: { __resolveType: (m: { __typename: string }) => m.__typename },
  AggregationOptionInterface: { __resolveType: () => "AggregationOption" },
  SimpleProduct: productFields,
  VirtualProduct: productFields,
  ConfigurableProduct: configurableFields,
  BundleProduct: bundleFields,
  CategoryTree: categoryFields,
  Products: {
    aggregations: (r: { aggregations: () => unknown }) => r.aggregations(),
  },
};

export { simpleSalable };
