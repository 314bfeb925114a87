// The product fields Magento 2.4.7 deprecates and still fills, as PWA Studio's older queries read
// them: media_gallery_entries (on products and variants), price (ProductPrices, on every type,
// bundles included) and configurable_product_options_selection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { STARTER_BUNDLE } from "../seed/fixtures.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

// Venia's older product detail query: the gallery entries and the deprecated price.
const PRODUCT_DETAIL = `query productDetail($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      sku
      media_gallery_entries { id uid label position disabled file types media_type video_content { video_url } }
      price {
        regularPrice { amount { value currency } adjustments { code } }
        minimalPrice { amount { value currency } }
        maximalPrice { amount { value currency } }
      }
      price_range { minimum_price { final_price { value } regular_price { value } } maximum_price { final_price { value } } }
      ... on ConfigurableProduct { variants { product { sku media_gallery_entries { file types } } } }
    }
  }
}`;

const SELECTION = `query selection($urlKey: String!, $uids: [ID!]) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      ... on ConfigurableProduct {
        configurable_options { attribute_code values { uid default_label } }
        configurable_product_options_selection(configurableOptionValueUids: $uids) {
          configurable_options { uid attribute_code label values { uid label is_available is_use_default } }
          options_available_for_selection { attribute_code option_value_uids }
          media_gallery { url label }
          variant { sku }
        }
      }
    }
  }
}`;

describe("media_gallery_entries", () => {
  it("lists the product's and each variant's gallery with files, roles and types", async () => {
    const [whey] = (await gql(backend, PRODUCT_DETAIL, { urlKey: "impact-whey-protein" })).products.items;
    expect(whey.media_gallery_entries.length).toBeGreaterThan(1);
    expect(whey.media_gallery_entries[0]).toMatchObject({
      position: 1,
      disabled: false,
      media_type: "image",
      file: expect.stringMatching(/^\/.+\.\w+$/),
      types: expect.arrayContaining(["image", "small_image", "thumbnail"]),
    });
    const video = whey.media_gallery_entries.find((e: { media_type: string }) => e.media_type === "external-video");
    expect(video.video_content.video_url).toBeTruthy();
    for (const variant of whey.variants)
      expect(variant.product.media_gallery_entries, variant.product.sku).not.toBeNull();
  });
});

describe("price (ProductPrices)", () => {
  it("gives a configurable's lowest and highest final price and the regular price, as price_range does", async () => {
    const [whey] = (await gql(backend, PRODUCT_DETAIL, { urlKey: "impact-whey-protein" })).products.items;
    expect(whey.price.minimalPrice.amount).toEqual({
      value: whey.price_range.minimum_price.final_price.value,
      currency: "GBP",
    });
    expect(whey.price.maximalPrice.amount.value).toBe(whey.price_range.maximum_price.final_price.value);
    expect(whey.price.regularPrice.amount.value).toBe(whey.price_range.minimum_price.regular_price.value);
    expect(whey.price.regularPrice.adjustments).toEqual([]);
    expect(whey.price.maximalPrice.amount.value).toBeGreaterThan(whey.price.minimalPrice.amount.value);
  });

  it("is filled on a bundle too, in the display currency", async () => {
    const query = `{ products(filter: { sku: { eq: "${STARTER_BUNDLE.sku}" } }) { items { __typename
      price { minimalPrice { amount { value currency } } maximalPrice { amount { value currency } } regularPrice { amount { value } } }
      price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } } } } }`;
    const [bundle] = (await gql(backend, query, {}, { Store: "de" })).products.items;
    expect(bundle.__typename).toBe("BundleProduct");
    expect(bundle.price.minimalPrice.amount).toEqual({
      value: bundle.price_range.minimum_price.final_price.value,
      currency: "EUR",
    });
    expect(bundle.price.maximalPrice.amount.value).toBe(bundle.price_range.maximum_price.final_price.value);
    expect(bundle.price.regularPrice.amount.value).toBeGreaterThan(0);
  });
});

describe("configurable_product_options_selection", () => {
  const uidsOf = async () => {
    const [whey] = (await gql(backend, SELECTION, { urlKey: "impact-whey-protein", uids: [] })).products.items;
    const uid: Record<string, string> = {};
    for (const o of whey.configurable_options)
      for (const v of o.values) uid[`${o.attribute_code}:${v.default_label}`] = v.uid;
    return { uid, nothingChosen: whey.configurable_product_options_selection };
  };

  it("offers every value in stock while nothing is chosen, and no variant yet", async () => {
    const { nothingChosen } = await uidsOf();
    expect(nothingChosen.variant).toBeNull();
    expect(nothingChosen.media_gallery.length).toBeGreaterThan(0);
    const codes = nothingChosen.options_available_for_selection.map(
      (o: { attribute_code: string }) => o.attribute_code,
    );
    expect(codes).toEqual(expect.arrayContaining(["flavours", "size"]));
    for (const o of nothingChosen.options_available_for_selection)
      expect(o.option_value_uids.length).toBeGreaterThan(0);
    expect(nothingChosen.configurable_options[0]).toMatchObject({ uid: expect.any(String), label: expect.any(String) });
  });

  it("names the variant and its pictures once a value of every option is chosen", async () => {
    const { uid } = await uidsOf();
    const flavour = Object.keys(uid).find((k) => k.startsWith("flavours:"))!;
    const size = Object.keys(uid).find((k) => k.startsWith("size:"))!;
    const [whey] = (await gql(backend, SELECTION, { urlKey: "impact-whey-protein", uids: [uid[flavour], uid[size]] }))
      .products.items;
    const selection = whey.configurable_product_options_selection;
    expect(selection.variant.sku).toMatch(/^PW-WHEY-/);
    expect(selection.media_gallery.length).toBeGreaterThan(0);
    // with a flavour chosen, the sizes offered are that flavour's
    const sizes = selection.options_available_for_selection.find(
      (o: { attribute_code: string }) => o.attribute_code === "size",
    );
    expect(sizes.option_value_uids).toContain(uid[size]);
  });

  it("finds no variant and offers nothing for a value the product does not have", async () => {
    const [whey] = (await gql(backend, SELECTION, { urlKey: "impact-whey-protein", uids: ["bm90LWEtdmFsdWU="] }))
      .products.items;
    const selection = whey.configurable_product_options_selection;
    expect(selection.variant).toBeNull();
    for (const o of selection.options_available_for_selection) expect(o.option_value_uids).toEqual([]);
  });
});
