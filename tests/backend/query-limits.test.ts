// The query limits refuse hostile documents but none of the storefront's own operations.
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import * as documents from "../../app/commerce/generated/graphql.js";
import { estimateQueryCost } from "../../backend/graphql/query-cost.js";
import { QUERY_LIMITS } from "../../backend/graphql/query-limits.js";
import { buildSchema } from "../../backend/graphql/schema.js";
import { newBackend } from "../support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const LIMIT_ERROR = /limit of|Maximum pageSize|introspection is not allowed|Max query complexity/i;

/**
 * The dialect probe asks for StoreConfig's fields by introspection, which a backend that disables
 * introspection (the embedded one outside development, a hardened Magento) refuses: the probe
 * expects that answer and then asks for one extension field instead (app/commerce/core/dialect.server.ts).
 */
const REFUSED_ON_PURPOSE = new Set(["BackendDialectDocument"]);

const operations = Object.entries(documents).filter(
  ([name, doc]) =>
    name.endsWith("Document") && !REFUSED_ON_PURPOSE.has(name) && /^\s*(query|mutation)/.test(String(doc)),
);

describe("query limits", () => {
  it("finds the storefront's operations", () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  // Without variables some fail later (a required variable); none may fail on a limit.
  it.each(operations)("lets the storefront's %s through", async (_, doc) => {
    const answer = await backend.execute(String(doc));
    for (const error of answer.errors ?? []) expect(error.message).not.toMatch(LIMIT_ERROR);
  });

  it("refuses a pageSize over Magento's 300 and allows 300", async () => {
    const query = `query($n: Int) { products(search: "whey", pageSize: $n) { items { sku } } }`;
    const refused = await backend.execute(query, { n: 301 });
    expect(refused.errors?.[0]).toMatchObject({
      message: "Maximum pageSize is 300",
      extensions: { category: "graphql-input" },
    });
    expect((await backend.execute(query, { n: 300 })).errors).toBeUndefined();
    // the same document again, its pageSizes already found once: the variables still decide
    expect((await backend.execute(query, { n: 100000 })).errors?.[0].message).toBe("Maximum pageSize is 300");
    for (let ask = 0; ask < 2; ask++) {
      const literal = await backend.execute(`{ products(search: "whey", pageSize: 100000000) { items { sku } } }`);
      expect(literal.errors?.[0].message).toBe("Maximum pageSize is 300");
    }
    // a document with a written size and a variable one: either too large is refused
    const both = `query($n: Int) { a: products(search: "whey", pageSize: 20) { items { sku } }
      b: products(search: "creatine", pageSize: $n) { items { sku } } }`;
    expect((await backend.execute(both, { n: 5 })).errors).toBeUndefined();
    expect((await backend.execute(both, { n: 301 })).errors?.[0].message).toBe("Maximum pageSize is 300");
  });

  it("refuses a deep query with a Magento-style input error", async () => {
    const deep = `{ products(search: "whey") { items { ${"related_products { ".repeat(20)}sku${" }".repeat(20)} } } }`;
    const answer = await backend.execute(deep);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0].message).toMatch(/depth limit of 15/);
    expect(answer.errors?.[0].extensions).toMatchObject({ category: "graphql-input" });
  });
});

/** Four nested pages of 300 products: 300^4 values asked for in under 420 bytes. */
const NESTED_PAGES = `{ products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku name categories {
  products(pageSize: 300) { items { sku name categories { products(pageSize: 300) { items { sku name
  categories { products(pageSize: 300) { items { sku name url_key stock_status price_range {
  minimum_price { final_price { value currency } regular_price { value currency } } } } } } } } } } } } } } }`;

/** Ten aliases of three nested pages of 300. */
const ALIASED_PAGES = `{ ${Array.from(
  { length: 10 },
  (_, i) =>
    `a${i}: products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku categories { products(pageSize: 300) { items { sku categories { products(pageSize: 300) { items { sku name } } } } } } } }`,
).join(" ")} }`;

/** What a PWA-Studio-like client asks for: a product page of 48, the category tree, a cart. */
const CLIENT_QUERIES = {
  productList: `query($pageSize: Int!) { products(filter: { price: { from: "0" } }, pageSize: $pageSize, currentPage: 1) {
    total_count page_info { current_page total_pages }
    aggregations { attribute_code label count options { label value count } }
    items { uid sku name url_key stock_status small_image { url label }
      price_range { minimum_price { final_price { value currency } regular_price { value currency } discount { amount_off percent_off } } }
      ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label swatch_data { value } } }
        variants { attributes { code value_index } product { sku stock_status small_image { url } } } } } } }`,
  categoryTree: `{ categories(filters: { parent_id: { in: ["2"] } }) { items { uid name url_path include_in_menu position
    children { uid name url_path include_in_menu position children { uid name url_path include_in_menu position
      children { uid name url_path } } } } } }`,
  cart: `query($cartId: String!) { cart(cart_id: $cartId) { id total_quantity
    prices { grand_total { value currency } subtotal_excluding_tax { value currency } applied_taxes { label amount { value } } discounts { label amount { value } } }
    items { uid quantity product { uid sku name url_key small_image { url } stock_status }
      prices { price { value currency } row_total { value currency } total_item_discount { value } }
      ... on ConfigurableCartItem { configurable_options { option_label value_label } configured_variant { sku small_image { url } } } } } }`,
};

describe("the answer's size, lists counted as multipliers", () => {
  const schema = buildSchema();

  it("refuses four nested pages of 300 before running anything", async () => {
    expect(NESTED_PAGES.length).toBeLessThan(420);
    const answer = await backend.execute(NESTED_PAGES);
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0].message).toMatch(/^Max query complexity should be 500000 but got \d+\.$/);
    expect(answer.errors?.[0].extensions).toMatchObject({ category: "graphql-input" });
  });

  it("refuses ten aliases of three nested pages before running anything", async () => {
    const answer = await backend.execute(ALIASED_PAGES);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0].message).toMatch(/Max query complexity/);
  });

  it("counts a page size passed as a variable", async () => {
    const query = `query($n: Int) { products(filter: { price: { from: "0" } }, pageSize: $n) { items { sku categories {
      products(pageSize: $n) { items { sku categories { products(pageSize: $n) { items { sku } } } } } } } } }`;
    expect((await backend.execute(query, { n: 300 })).errors?.[0].message).toMatch(/Max query complexity/);
    expect((await backend.execute(query, { n: 3 })).errors).toBeUndefined();
  });

  it("keeps the storefront's operations at most half the limit, at their largest pages", () => {
    const largest = { pageSize: 48, skus: Array.from({ length: 48 }, (_, i) => `sku-${i}`) };
    for (const [name, doc] of operations) {
      const variables = Object.fromEntries(Object.entries(largest).filter(([key]) => String(doc).includes(`$${key}`)));
      const cost = estimateQueryCost(schema, parse(String(doc)), variables);
      expect({ name, cost }).toEqual({ name, cost: expect.any(Number) });
      expect(cost, name).toBeLessThan(QUERY_LIMITS.maxListCost / 2);
    }
  });

  it.each(Object.entries(CLIENT_QUERIES))("lets a usual client's %s through", async (name, query) => {
    const answer = await backend.execute(query, { pageSize: 48, cartId: "none" });
    for (const error of answer.errors ?? []) expect(error.message).not.toMatch(LIMIT_ERROR);
    expect(estimateQueryCost(schema, parse(query), { pageSize: 48 }), name).toBeLessThan(QUERY_LIMITS.maxListCost / 4);
  });
});
