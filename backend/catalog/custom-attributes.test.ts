// custom_attributesV2 as a Magento 2.4.7 client reads it: the product's own attribute values.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const QUERY = `query attrs($sku: String!, $filters: AttributeFilterInput) {
  products(filter: { sku: { eq: $sku } }) {
    items {
      sku dietary
      custom_attributesV2(filters: $filters) {
        items {
          code
          ... on AttributeValue { value }
          ... on AttributeSelectedOptions { selected_options { label value } }
        }
        errors { type message }
      }
      ... on ConfigurableProduct { variants { product { sku flavours custom_attributesV2 { items { code ... on AttributeSelectedOptions { selected_options { label value } } } } } } }
    }
  }
}`;

type Item = { code: string; value?: string; selected_options?: Array<{ label: string; value: string }> };

describe("custom_attributesV2", () => {
  it("answers a product's dropdown and multiselect values as chosen options, and its texts as values", async () => {
    const [whey] = (await gql(backend, QUERY, { sku: "PW-WHEY" }, { Store: "de" })).products.items;
    const items = whey.custom_attributesV2.items as Item[];
    expect(whey.custom_attributesV2.errors).toEqual([]);
    const dietary = items.find((i) => i.code === "dietary");
    expect(dietary?.selected_options?.map((o) => o.value).join(",")).toBe(whey.dietary);
    for (const option of dietary?.selected_options ?? []) expect(option.label).toBeTruthy();
    expect(items.find((i) => i.code === "ingredients")?.value).toBeTruthy();
    // the parent's flavour is its variants', not its own
    expect(items.find((i) => i.code === "flavours")).toBeUndefined();
    const variant = whey.variants[0].product;
    const flavour = (variant.custom_attributesV2.items as Item[]).find((i) => i.code === "flavours");
    expect(flavour?.selected_options).toEqual([{ label: expect.any(String), value: String(variant.flavours) }]);
  });

  it("keeps the attributes whose storefront properties match the filter", async () => {
    const [whey] = (await gql(backend, QUERY, { sku: "PW-WHEY", filters: { is_filterable: true } })).products.items;
    const codes = (whey.custom_attributesV2.items as Item[]).map((i) => i.code);
    expect(codes).toContain("dietary");
    expect(codes).not.toContain("ingredients");
  });
});
