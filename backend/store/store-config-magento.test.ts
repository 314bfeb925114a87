// storeConfig as a Magento 2.4.7 client reads it: absolute base URLs and the values a default install
// fills where this shop configures nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

const URLS = `{ storeConfig { base_url base_link_url secure_base_url secure_base_link_url base_static_url
  secure_base_static_url base_media_url secure_base_media_url } }`;

describe("storeConfig base URLs", () => {
  let backend: EmbeddedBackend;
  beforeAll(() => {
    backend = newBackend({ storefrontUrl: "https://shop.example", customers: { tokenLifetimeMs: 2 * 3_600_000 } });
  });
  afterAll(() => backend.close());

  it("are absolute, as Magento's, with the store view's prefix on the link URLs", async () => {
    expect((await gql(backend, URLS, {}, { Store: "default" })).storeConfig).toEqual({
      base_url: "https://shop.example/",
      base_link_url: "https://shop.example/",
      secure_base_url: "https://shop.example/",
      secure_base_link_url: "https://shop.example/",
      base_static_url: "https://shop.example/static/",
      secure_base_static_url: "https://shop.example/static/",
      base_media_url: "https://shop.example/media/",
      secure_base_media_url: "https://shop.example/media/",
    });
    expect((await gql(backend, URLS, {}, { Store: "de" })).storeConfig).toMatchObject({
      base_url: "https://shop.example/",
      base_link_url: "https://shop.example/de/",
      secure_base_link_url: "https://shop.example/de/",
      base_media_url: "https://shop.example/media/",
    });
  });

  it("are the same in availableStores", async () => {
    const stores = (await gql(backend, `{ availableStores { store_code base_link_url base_media_url } }`))
      .availableStores;
    expect(stores).toContainEqual({
      store_code: "fr",
      base_link_url: "https://shop.example/fr/",
      base_media_url: "https://shop.example/media/",
    });
  });

  it("report the customer token lifetime the backend runs with, in hours", async () => {
    const c = (await gql(backend, `{ storeConfig { customer_access_token_lifetime } }`)).storeConfig;
    expect(c.customer_access_token_lifetime).toBe(2);
  });
});

describe("storeConfig defaults of a Magento install", () => {
  let backend: EmbeddedBackend;
  beforeAll(() => {
    backend = newBackend({ storefrontUrl: null });
  });
  afterAll(() => backend.close());

  it("stay root-relative when no public address is known", async () => {
    expect((await gql(backend, URLS, {}, { Store: "it" })).storeConfig).toMatchObject({
      base_url: "/",
      base_link_url: "/it/",
      base_media_url: "/media/",
      base_static_url: "/static/",
    });
  });

  it("fill what a default Magento 2.4.7 answers instead of null", async () => {
    const c = (
      await gql(
        backend,
        `{ storeConfig { configurable_thumbnail_source customer_access_token_lifetime front cms_no_cookies
          max_items_in_order_summary check_money_order_enabled check_money_order_title zero_subtotal_enabled
          zero_subtotal_title shopping_cart_display_price countries_with_required_region optional_zip_countries
          welcome demonotice } }`,
      )
    ).storeConfig;
    expect(c).toMatchObject({
      configurable_thumbnail_source: "parent",
      customer_access_token_lifetime: 1,
      front: "cms",
      cms_no_cookies: "enable-cookies",
      max_items_in_order_summary: 10,
      // not offered by this shop, named as Magento names them
      check_money_order_enabled: false,
      check_money_order_title: "Check / Money order",
      zero_subtotal_enabled: false,
      zero_subtotal_title: "No Payment Information Required",
      shopping_cart_display_price: 1,
      demonotice: 0,
    });
    expect(c.countries_with_required_region.split(",")).toContain("US");
    expect(c.optional_zip_countries.split(",")).toContain("IE");
    for (const [k, v] of Object.entries(c)) expect(v, k).not.toBeNull();
  });
});
