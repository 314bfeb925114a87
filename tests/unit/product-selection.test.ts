// What a product page's form buys: bundle defaults and price, a declined optional part, and the
// variant resolved from posted flavour and size (SPEC §4).
import { describe, expect, it } from "vitest";
import {
  toBundleOption,
  toProductOption,
  toProductVariant,
  type MagentoBundleOption,
  type MagentoConfigurableOption,
  type MagentoVariant,
  type ProductDetail,
} from "~/commerce/catalog/product";
import {
  bundlePrice,
  bundleSelectionFrom,
  defaultBundleSelection,
  purchaseFrom,
} from "~/commerce/catalog/product-selection";

const part = (uid: string, price: number, extra: Record<string, unknown> = {}) => ({
  uid,
  label: uid,
  quantity: 1,
  can_change_quantity: false,
  is_default: false,
  price,
  price_type: null,
  product: { uid, sku: uid, name: uid, stock_status: "IN_STOCK" },
  ...extra,
});

// Magento's answer, read through the view model as the page reads it.
const options = (
  [
    {
      uid: "o1",
      option_id: 1,
      title: "Protein",
      required: true,
      type: "radio",
      position: 1,
      options: [
        part("choc", 19.99, {
          product: { uid: "choc", sku: "choc", name: "choc", stock_status: "OUT_OF_STOCK" },
          is_default: true,
        }),
        part("van", 19.99),
      ],
    },
    {
      uid: "o2",
      option_id: 2,
      title: "Vitamins",
      required: true,
      type: "select",
      position: 2,
      options: [part("d3", 5.99, { quantity: 2 })],
    },
    {
      uid: "o3",
      option_id: 3,
      title: "Shaker",
      required: false,
      type: "checkbox",
      position: 3,
      options: [part("shaker", 4.99, { is_default: true }), part("towel", 7.99)],
    },
  ] as unknown as MagentoBundleOption[]
).map(toBundleOption);

const bundle = { sku: "B", options: [], variants: [], bundleOptions: options } as unknown as ProductDetail;

describe("bundle selection and price", () => {
  it("defaults to the default parts in stock, falling back to the first in stock for a required choice", () => {
    expect(defaultBundleSelection(options)).toEqual({ option_1: ["van"], option_2: ["d3"], option_3: ["shaker"] });
  });

  it("prices the chosen parts times their quantities", () => {
    expect(bundlePrice(options, defaultBundleSelection(options), "GBP")).toEqual({
      value: 19.99 + 2 * 5.99 + 4.99,
      currency: "GBP",
    });
    expect(bundlePrice(options, { option_1: ["van"], option_2: ["d3"], option_3: [] }, "GBP").value).toBe(31.97);
  });

  it("reads an empty optional group as declined once the form was sent, and keeps one part of a single choice", () => {
    const posted = new URLSearchParams([
      ["bundle", "1"],
      ["option_1", "van"],
      ["option_1", "choc"],
      ["option_2", "d3"],
    ]);
    expect(bundleSelectionFrom(posted, options)).toEqual({ option_1: ["van"], option_2: ["d3"], option_3: [] });
    expect(bundleSelectionFrom(new URLSearchParams(), options)).toBeNull();
  });

  it("refuses a chosen part out of stock by its name and a missing required option by its field", () => {
    const soldOut = purchaseFrom(
      bundle,
      new URLSearchParams([
        ["bundle", "1"],
        ["option_1", "choc"],
        ["option_2", "d3"],
      ]),
    );
    expect(soldOut).toMatchObject({ ok: false, problem: "partOutOfStock", part: "choc" });
    const missing = purchaseFrom(
      bundle,
      new URLSearchParams([
        ["bundle", "1"],
        ["option_1", "van"],
      ]),
    );
    expect(missing).toMatchObject({ ok: false, problem: "optionsMissing", fields: ["option_2"] });
    const fine = purchaseFrom(
      bundle,
      new URLSearchParams([
        ["bundle", "1"],
        ["option_1", "van"],
        ["option_2", "d3"],
      ]),
    );
    expect(fine).toMatchObject({ ok: true, selectedOptions: ["van", "d3"] });
  });
});

describe("configurable purchase", () => {
  const variant = (flavour: number, size: number, stock: string) => ({
    attributes: [
      { code: "flavours", value_index: flavour, uid: `f${flavour}`, label: `F${flavour}` },
      { code: "size", value_index: size, uid: `s${size}`, label: `S${size}` },
    ],
    product: {
      uid: `${flavour}-${size}`,
      sku: `${flavour}-${size}`,
      name: null,
      stock_status: stock,
      small_image: null,
      price_range: {
        minimum_price: {
          final_price: { value: 10, currency: "GBP" },
          regular_price: { value: 10, currency: "GBP" },
          discount: null,
        },
      },
    },
  });
  const product = {
    sku: "C",
    bundleOptions: [],
    options: (
      [
        {
          uid: "a",
          attribute_code: "flavours",
          label: "Flavour",
          position: 0,
          values: [
            { uid: "f1", value_index: 1, label: "F1" },
            { uid: "f2", value_index: 2, label: "F2" },
          ],
        },
        {
          uid: "b",
          attribute_code: "size",
          label: "Size",
          position: 1,
          values: [
            { uid: "s1", value_index: 1, label: "S1" },
            { uid: "s2", value_index: 2, label: "S2" },
          ],
        },
      ] as unknown as MagentoConfigurableOption[]
    ).map(toProductOption),
    variants: (
      [variant(1, 1, "IN_STOCK"), variant(2, 2, "IN_STOCK"), variant(2, 1, "OUT_OF_STOCK")] as MagentoVariant[]
    ).map(toProductVariant),
  } as unknown as ProductDetail;

  it("buys the posted combination, not the one on display", () => {
    expect(purchaseFrom(product, new URLSearchParams({ flavours: "2", size: "2" }))).toMatchObject({
      ok: true,
      selectedOptions: ["f2", "s2"],
    });
  });

  it("refuses an out-of-stock or missing combination instead of buying another", () => {
    expect(purchaseFrom(product, new URLSearchParams({ flavours: "2", size: "1" }))).toMatchObject({
      ok: false,
      problem: "variantOutOfStock",
      variant: "F2, S1",
    });
    expect(purchaseFrom(product, new URLSearchParams({ flavours: "1", size: "2" }))).toMatchObject({
      ok: false,
      problem: "combinationUnavailable",
    });
    expect(purchaseFrom(product, new URLSearchParams({ flavours: "1" }))).toMatchObject({
      ok: false,
      problem: "optionsMissing",
      fields: ["size"],
    });
  });
});
