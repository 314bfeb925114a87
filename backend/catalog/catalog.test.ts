import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { PRODUCT_DESCRIPTIONS } from "./product-descriptions.js";
import { CREATINE, ELECTROLYTES, PROTEIN_CATEGORY, WHEY, WHEY_FLAVOURS } from "../seed/fixtures.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const WHEY_QUERY = `query($k: String) { products(filter: {url_key: {eq: $k}}) { items {
  __typename sku name stock_status
  ... on ConfigurableProduct {
    configurable_options { attribute_code label values { uid value_index label default_label } }
    variants { attributes { code value_index uid } product { sku stock_status price_range { minimum_price { final_price { value currency } } } } }
  } } } }`;

describe("configurable options", () => {
  it("lists flavours in option position order, not alphabetically, with matching variants", async () => {
    const d = await gql(backend, WHEY_QUERY, { k: WHEY.url_key });
    const p = d.products.items[0];
    expect(p.__typename).toBe("ConfigurableProduct");
    const flavours = p.configurable_options.find((o: any) => o.attribute_code === "flavours");
    const labels = flavours.values.map((v: any) => v.label);
    expect(labels).toEqual(["Chocolate Smooth", "Vanilla", "Strawberry Cream", "Salted Caramel"]);
    expect(labels).not.toEqual([...labels].sort());
    const sizes = p.configurable_options.find((o: any) => o.attribute_code === "size");
    expect(sizes.values.map((v: any) => v.label)).toEqual(["1 kg", "2.5 kg", "5 kg"]);

    // variants follow the flavour order and carry the value_index/uid of the option values
    const byIndex = new Map(flavours.values.map((v: any) => [v.value_index, v]));
    const variantFlavours = p.variants.map((v: any) => v.attributes.find((a: any) => a.code === "flavours"));
    expect([...new Set(variantFlavours.map((a: any) => (byIndex.get(a.value_index) as any).label))]).toEqual(labels);
    for (const a of variantFlavours) expect(a.uid).toBe((byIndex.get(a.value_index) as any).uid);
    const van1 = p.variants.find((v: any) => v.product.sku === "PW-WHEY-VAN-1KG");
    expect(van1.product.price_range.minimum_price.final_price).toEqual({ value: 19.99, currency: "GBP" });
    expect(p.variants.find((v: any) => v.product.sku === "PW-WHEY-SALT-5KG").product.stock_status).toBe("OUT_OF_STOCK");
    expect(p.variants.find((v: any) => v.product.sku === "PW-WHEY-STRAW-1KG").product.stock_status).toBe(
      "OUT_OF_STOCK",
    );
    expect(p.stock_status).toBe("IN_STOCK");
  });

  it("translates option labels per store and keeps the position order", async () => {
    const d = await gql(backend, WHEY_QUERY, { k: WHEY.url_key }, { Store: "de" });
    const flavours = d.products.items[0].configurable_options.find((o: any) => o.attribute_code === "flavours");
    expect(flavours.values.map((v: any) => v.label)).toEqual(WHEY_FLAVOURS.map((f) => f.de));
    expect(flavours.values.map((v: any) => v.default_label)).toEqual(WHEY_FLAVOURS.map((f) => f.en));
  });
});

describe("store and currency headers", () => {
  const Q = `{ products(filter: {sku: {in: ["${WHEY.sku}", "${CREATINE.sku}"]}}, sort: {name: ASC}) { items { sku name description { html }
    price_range { minimum_price { final_price { value currency } } } } }
    storeConfig { store_code locale base_currency_code grid_per_page page_cache_ttl default_robots customer_robots error_logging available_currency_codes }
    currency { base_currency_code default_display_currency_code available_currency_codes exchange_rates { currency_to rate }
      formats { code symbol precision decimal_symbol } } }`;

  it("Store: de gives German texts and EUR prices", async () => {
    const r = await backend.execute<any>(Q, {}, { Store: "de" });
    expect(r.errors).toBeUndefined();
    const crea = r.data.products.items.find((i: any) => i.sku === CREATINE.sku);
    expect(crea.name).toBe("Kreatin-Monohydrat 250 g");
    expect(crea.price_range.minimum_price.final_price).toEqual({ value: 11.99, currency: "EUR" });
    const whey = r.data.products.items.find((i: any) => i.sku === WHEY.sku);
    expect(whey.name).toBe("Impact Whey Protein");
    expect(whey.description.html).toBe(PRODUCT_DESCRIPTIONS[WHEY.sku].description.de);
    expect(r.data.storeConfig).toMatchObject({
      store_code: "de",
      locale: "de_DE",
      base_currency_code: "EUR",
      grid_per_page: 18,
      page_cache_ttl: 600,
    });
    expect(r.data.currency.formats[0]).toMatchObject({ code: "EUR", symbol: "€", precision: 2, decimal_symbol: "," });
  });

  it("default store gives English and GBP; Content-Currency converts with the rate table", async () => {
    const gbp = await gql(backend, Q);
    expect(gbp.storeConfig).toMatchObject({
      store_code: "default",
      default_robots: "INDEX,FOLLOW",
      customer_robots: "NOINDEX,FOLLOW",
      error_logging: true,
    });
    expect(gbp.products.items.find((i: any) => i.sku === CREATINE.sku).price_range.minimum_price.final_price).toEqual({
      value: 9.99,
      currency: "GBP",
    });
    const eurRate = gbp.currency.exchange_rates.find((x: any) => x.currency_to === "EUR").rate;
    const eur = await gql(backend, Q, {}, { "Content-Currency": "EUR" });
    expect(eur.currency.default_display_currency_code).toBe("EUR");
    expect(eur.products.items.find((i: any) => i.sku === CREATINE.sku).price_range.minimum_price.final_price).toEqual({
      value: Math.round(9.99 * eurRate * 100) / 100,
      currency: "EUR",
    });
    expect(gbp.currency.formats.map((f: any) => f.symbol)).toEqual(["£", "€", "$"]);
  });

  it("rejects unknown stores and currencies the store does not allow", async () => {
    const r = await backend.execute<any>(`{ storeConfig { store_code } }`, {}, { Store: "xx" });
    expect(r.errors?.[0].message).toBe("Requested store is not found");
    const c = await backend.execute<any>(
      `{ storeConfig { store_code } }`,
      {},
      { Store: "us", "Content-Currency": "EUR" },
    );
    expect(c.errors?.[0].message).toBe("Please correct the target currency");
  });

  it("lists all seven store views", async () => {
    const d = await gql(
      backend,
      `{ availableStores { store_code locale base_currency_code store_name website_code available_currency_codes } }`,
    );
    expect(d.availableStores.map((s: any) => [s.store_code, s.locale, s.base_currency_code])).toEqual([
      ["default", "en_GB", "GBP"],
      ["ie", "en_IE", "EUR"],
      ["us", "en_US", "USD"],
      ["de", "de_DE", "EUR"],
      ["es", "es_ES", "EUR"],
      ["fr", "fr_FR", "EUR"],
      ["it", "it_IT", "EUR"],
    ]);
  });

  it("sends X-Magento-Tags on catalogue queries, not on mutations or cart queries", async () => {
    const q = await backend.execute<any>(
      `{ products(filter: {url_key: {eq: "${CREATINE.url_key}"}}) { items { id } } }`,
    );
    const tags = q.headers.get("x-magento-tags")?.split(",");
    expect(tags).toContain("cat_p");
    expect(tags).toContain(`cat_p_${q.data.products.items[0].id}`);
    const m = await backend.execute<any>(`mutation { createGuestCart { cart { id } } }`);
    expect(m.errors).toBeUndefined();
    expect(m.headers.get("x-magento-tags")).toBeNull();
    const c = await backend.execute<any>(`{ cart(cart_id: "${m.data.createGuestCart.cart.id}") { id } }`);
    expect(c.headers.get("x-magento-tags")).toBeNull();
    const cat = await backend.execute<any>(`{ categories(filters: {url_key: {eq: "protein"}}) { items { uid } } }`);
    expect(cat.headers.get("x-magento-tags")).toContain("cat_c_3");
  });
});

describe("products: filter, sort, pagination, aggregations", () => {
  const LIST = `query($f: ProductAttributeFilterInput, $s: ProductAttributeSortInput, $size: Int, $page: Int, $q: String) {
    products(filter: $f, sort: $s, pageSize: $size, currentPage: $page, search: $q) {
      total_count page_info { current_page page_size total_pages }
      items { sku name price_range { minimum_price { final_price { value } } } }
      aggregations { attribute_code label count options { label value count } }
    } }`;

  const proteinUid = async () => {
    const d = await gql(
      backend,
      `{ categories(filters: {url_key: {eq: "${PROTEIN_CATEGORY.url_key}"}}) { items { uid name url_path level children { url_key } } } }`,
    );
    return d.categories.items[0];
  };

  it("finds the Protein category with translated names and a fixed url_path", async () => {
    const c = await proteinUid();
    expect(c).toMatchObject({ name: "Protein", url_path: "protein", level: 2 });
    for (const [store, name] of [
      ["de", "Protein"],
      ["es", "Proteínas"],
      ["fr", "Protéines"],
      ["it", "Proteine"],
    ]) {
      const d = await gql(
        backend,
        `{ categories(filters: {url_path: {eq: "protein"}}) { items { name url_key } } }`,
        {},
        { Store: store },
      );
      expect(d.categories.items[0]).toEqual({ name, url_key: "protein" });
    }
  });

  it("filters by category, sorts by position with the whey first, and paginates", async () => {
    const { uid } = await proteinUid();
    const page1 = await gql(backend, LIST, { f: { category_uid: { eq: uid } }, size: 4, page: 1 });
    expect(page1.products.items[0].sku).toBe(WHEY.sku);
    expect(page1.products.total_count).toBeGreaterThan(4);
    expect(page1.products.page_info).toEqual({
      current_page: 1,
      page_size: 4,
      total_pages: Math.ceil(page1.products.total_count / 4),
    });
    const page2 = await gql(backend, LIST, { f: { category_uid: { eq: uid } }, size: 4, page: 2 });
    const skus1 = page1.products.items.map((i: any) => i.sku);
    expect(page2.products.items.every((i: any) => !skus1.includes(i.sku))).toBe(true);
    const tooFar = await backend.execute<any>(LIST, { f: { category_uid: { eq: uid } }, size: 4, page: 99 });
    expect(tooFar.errors?.[0].message).toMatch(
      /currentPage value 99 specified is greater than the \d+ page\(s\) available/,
    );
  });

  it("sorts by price and by name", async () => {
    const { uid } = await proteinUid();
    const byPrice = await gql(backend, LIST, { f: { category_uid: { eq: uid } }, s: { price: "ASC" }, size: 50 });
    const prices = byPrice.products.items.map((i: any) => i.price_range.minimum_price.final_price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byName = await gql(backend, LIST, { f: { category_uid: { eq: uid } }, s: { name: "DESC" }, size: 50 });
    const names = byName.products.items.map((i: any) => i.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, "en-GB")));
  });

  it("filters by flavour and size (including variants) and by price range", async () => {
    const all = await gql(backend, LIST, { f: { category_uid: { eq: (await proteinUid()).uid } }, size: 50 });
    const flavourAgg = all.products.aggregations.find((a: any) => a.attribute_code === "flavours");
    expect(flavourAgg.options.slice(0, 2).map((o: any) => o.label)).toEqual(["Chocolate Smooth", "Vanilla"]);
    const salted = flavourAgg.options.find((o: any) => o.label === "Salted Caramel");
    const bySalted = await gql(backend, LIST, { f: { flavours: { eq: salted.value } }, size: 50 });
    expect(bySalted.products.items.map((i: any) => i.sku)).toContain(WHEY.sku);
    expect(bySalted.products.total_count).toBeGreaterThanOrEqual(salted.count);
    const sizeAgg = all.products.aggregations.find((a: any) => a.attribute_code === "size");
    const fiveKg = sizeAgg.options.find((o: any) => o.label === "5 kg");
    const both = await gql(backend, LIST, {
      f: { flavours: { eq: salted.value }, size: { in: [fiveKg.value] } },
      size: 50,
    });
    expect(both.products.items.map((i: any) => i.sku)).toEqual([WHEY.sku]);
    const cheap = await gql(backend, LIST, { f: { price: { from: "0", to: "10" } }, size: 50 });
    expect(cheap.products.items.length).toBeGreaterThan(0);
    for (const i of cheap.products.items) expect(i.price_range.minimum_price.final_price.value).toBeLessThanOrEqual(10);
    expect(cheap.products.items.map((i: any) => i.sku)).toContain(CREATINE.sku);
    const agg = all.products.aggregations.map((a: any) => a.attribute_code);
    expect(agg).toEqual(expect.arrayContaining(["price", "category_uid", "flavours", "size"]));
  });

  it("searches names in the store language and finds skus", async () => {
    const en = await gql(backend, LIST, { q: "creatine", size: 50 });
    expect(en.products.items.map((i: any) => i.sku)).toContain(CREATINE.sku);
    const de = await gql(backend, LIST, { q: "kreatin", size: 50 }, { Store: "de" });
    expect(de.products.items.map((i: any) => i.sku)).toContain(CREATINE.sku);
    const oos = await gql(
      backend,
      `{ products(filter: {url_key: {eq: "${ELECTROLYTES.url_key}"}}) { items { sku stock_status sold_out } } }`,
    );
    // out of stock for now, not sold for good: sold_out is the product's own flag)
    expect(oos.products.items[0]).toEqual({ sku: ELECTROLYTES.sku, stock_status: "OUT_OF_STOCK", sold_out: false });
  });

  it("exposes media: images, a video and a 360 spin with generated files", async () => {
    const d = await gql(
      backend,
      `{ products(filter: {url_key: {eq: "${WHEY.url_key}"}}) { items {
      small_image { url label } default_media { url }
      media_gallery { __typename url urlThumbnail file disabled position image360 ... on ProductVideo { video_content { video_url video_title } } } } } }`,
    );
    const item = d.products.items[0];
    expect(item.small_image.url).toMatch(/^\/media\/catalog\/product\/.+\.webp$/);
    const gallery = item.media_gallery;
    expect(gallery.some((m: any) => m.__typename === "ProductVideo" && m.video_content.video_url)).toBe(true);
    const spin = gallery.find((m: any) => m.image360);
    expect(spin.image360.length).toBe(36);
  });

  it("answers customAttributeMetadata with the catalogue attribute's data type", async () => {
    const r = await backend.execute<any>(
      `{ customAttributeMetadata(attributes: [{ attribute_code: "flavours", entity_type: "4" }]) { items { attribute_code attribute_type } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.customAttributeMetadata.items).toEqual([{ attribute_code: "flavours", attribute_type: "Int" }]);
  });
});
