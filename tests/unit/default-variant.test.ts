import { describe, expect, it } from "vitest";
import type { ConfigurableOption, ConfigurableVariant, StockStatus } from "~/commerce/types";
import { chooseDefaultVariant, orderVariantsByFlavour, splitMedia } from "~/state/default-variant";

const FLAVOURS = { chocolate: 11, vanilla: 12, strawberry: 13 };
const SIZES = { small: 21, large: 22 };

const options: ConfigurableOption[] = [
  {
    uid: "flavours",
    attribute_code: "flavours",
    label: "Flavour",
    values: [
      { uid: "f-choc", value_index: FLAVOURS.chocolate, label: "Chocolate" },
      { uid: "f-van", value_index: FLAVOURS.vanilla, label: "Vanilla" },
      { uid: "f-straw", value_index: FLAVOURS.strawberry, label: "Strawberry" },
    ],
  },
  {
    uid: "size",
    attribute_code: "size",
    label: "Size",
    values: [
      { uid: "s-small", value_index: SIZES.small, label: "1 kg" },
      { uid: "s-large", value_index: SIZES.large, label: "2.5 kg" },
    ],
  },
];

function variant(sku: string, flavour: number, size: number, price: number, stock: StockStatus = "IN_STOCK"): ConfigurableVariant {
  const money = { value: price, currency: "GBP" };
  return {
    attributes: [
      { code: "flavours", value_index: flavour },
      { code: "size", value_index: size },
    ],
    product: {
      uid: sku,
      sku,
      name: sku,
      stock_status: stock,
      price_range: { minimum_price: { final_price: money, regular_price: money } },
    },
  };
}

// Deliberately not in flavour order, as a backend may return them.
const variants = [
  variant("straw-small", FLAVOURS.strawberry, SIZES.small, 18),
  variant("van-large", FLAVOURS.vanilla, SIZES.large, 40),
  variant("choc-small", FLAVOURS.chocolate, SIZES.small, 20, "OUT_OF_STOCK"),
  variant("van-small", FLAVOURS.vanilla, SIZES.small, 20),
  variant("choc-large", FLAVOURS.chocolate, SIZES.large, 40),
];

describe("orderVariantsByFlavour", () => {
  it("orders variants by the value order of the flavours option", () => {
    expect(orderVariantsByFlavour(variants, options).map((v) => v.product.sku)).toEqual([
      "choc-small",
      "choc-large",
      "van-large",
      "van-small",
      "straw-small",
    ]);
  });
});

describe("chooseDefaultVariant", () => {
  it("takes the variant matching all chosen query options", () => {
    const chosen = chooseDefaultVariant(variants, options, { flavours: FLAVOURS.vanilla, size: SIZES.large });
    expect(chosen?.product.sku).toBe("van-large");
  });

  it("takes the matching variant even when it is out of stock", () => {
    const chosen = chooseDefaultVariant(variants, options, { flavours: FLAVOURS.chocolate, size: SIZES.small });
    expect(chosen?.product.sku).toBe("choc-small");
  });

  it("otherwise takes the cheapest in-stock variant", () => {
    expect(chooseDefaultVariant(variants, options)?.product.sku).toBe("straw-small");
  });

  it("ignores chosen values that match no variant", () => {
    expect(chooseDefaultVariant(variants, options, { flavours: 999, size: SIZES.small })?.product.sku).toBe("straw-small");
  });

  it("with only a flavour chosen, takes the cheapest in-stock variant of that flavour", () => {
    expect(chooseDefaultVariant(variants, options, { flavours: FLAVOURS.chocolate })?.product.sku).toBe("choc-large");
  });

  it("falls back to the first variant in flavour order when none is in stock", () => {
    const soldOut = variants.map((v) => ({ ...v, product: { ...v.product, stock_status: "OUT_OF_STOCK" as const } }));
    expect(chooseDefaultVariant(soldOut, options)?.product.sku).toBe("choc-small");
  });

  it("returns nothing for a product without variants", () => {
    expect(chooseDefaultVariant([], options)).toBeUndefined();
  });
});

describe("splitMedia", () => {
  it("splits images, videos and 360 spins and skips disabled entries", () => {
    const media = splitMedia([
      { url: "/b.svg", position: 2 },
      { url: "/a.svg", position: 1 },
      { url: "/hidden.svg", position: 3, disabled: true },
      { url: "/video.svg", position: 4, video_content: { video_url: "https://video.example/1" } },
      { url: "/spin.svg", position: 5, image360: ["/spin-1.svg", "/spin-2.svg"] },
    ]);
    expect(media.images.map((m) => m.url)).toEqual(["/a.svg", "/b.svg"]);
    expect(media.videos.map((m) => m.url)).toEqual(["/video.svg"]);
    expect(media.spins.map((m) => m.url)).toEqual(["/spin.svg"]);
  });
});
