import { describe, expect, it } from "vitest";
import type {
  ConfigurableOption,
  ConfigurableVariant,
  MediaGalleryEntry,
  StockStatus,
} from "~/commerce/catalog/product";
import { chooseDefaultVariant, orderVariantsByFlavour, splitMedia } from "~/commerce/catalog/default-variant";

const FLAVOURS = { chocolate: 11, vanilla: 12, strawberry: 13 };
const SIZES = { small: 21, large: 22 };

const options: ConfigurableOption[] = [
  {
    uid: "flavours",
    attribute_code: "flavours",
    label: "Flavour",
    position: 0,
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
    position: 1,
    values: [
      { uid: "s-small", value_index: SIZES.small, label: "1 kg" },
      { uid: "s-large", value_index: SIZES.large, label: "2.5 kg" },
    ],
  },
];

function variant(
  sku: string,
  flavour: number,
  size: number,
  price: number,
  stock: StockStatus = "IN_STOCK",
): ConfigurableVariant {
  const money = { value: price, currency: "GBP" } as const;
  return {
    attributes: [
      { code: "flavours", value_index: flavour, uid: `flavours-${flavour}`, label: null },
      { code: "size", value_index: size, uid: `size-${size}`, label: null },
    ],
    product: {
      uid: sku,
      sku,
      name: sku,
      stock_status: stock,
      small_image: null,
      price_range: { minimum_price: { final_price: money, regular_price: money, discount: null } },
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

const skuOf = (chosen: ConfigurableVariant | undefined) => chosen?.product?.sku;

describe("orderVariantsByFlavour", () => {
  it("orders variants by the value order of the flavours option", () => {
    expect(orderVariantsByFlavour(variants, options).map(skuOf)).toEqual([
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
    expect(skuOf(chosen)).toBe("van-large");
  });

  it("takes the matching variant even when it is out of stock", () => {
    const chosen = chooseDefaultVariant(variants, options, { flavours: FLAVOURS.chocolate, size: SIZES.small });
    expect(skuOf(chosen)).toBe("choc-small");
  });

  it("otherwise takes the cheapest in-stock variant", () => {
    expect(skuOf(chooseDefaultVariant(variants, options))).toBe("straw-small");
  });

  // SPEC §4: "the variant matching the chosen query options; otherwise the cheapest in-stock variant".
  // The size chosen here is large, whose cheapest in-stock variant (choc-large) is not the cheapest
  // overall (straw-small), so keeping the size alone would give a different answer.
  it("ignores all chosen options when no variant matches them, even a size that exists", () => {
    expect(skuOf(chooseDefaultVariant(variants, options, { flavours: 999, size: SIZES.large }))).toBe("straw-small");
  });

  it("with only a flavour chosen, takes the cheapest in-stock variant of that flavour", () => {
    expect(skuOf(chooseDefaultVariant(variants, options, { flavours: FLAVOURS.chocolate }))).toBe("choc-large");
  });

  it("falls back to the first variant in flavour order when none is in stock", () => {
    const soldOut = variants.map((v) => ({
      ...v,
      product: v.product && { ...v.product, stock_status: "OUT_OF_STOCK" as const },
    }));
    expect(skuOf(chooseDefaultVariant(soldOut, options))).toBe("choc-small");
  });

  it("returns nothing for a product without variants", () => {
    expect(chooseDefaultVariant([], options)).toBeUndefined();
  });
});

describe("splitMedia", () => {
  it("splits images, videos and 360 spins and skips disabled entries", () => {
    const image = (
      url: string,
      position: number,
      extra: { disabled?: boolean; image360?: string[] } = {},
    ): MediaGalleryEntry => ({
      __typename: "ProductImage",
      url,
      label: null,
      position,
      disabled: extra.disabled ?? null,
      image360: extra.image360 ?? null,
    });
    const video: MediaGalleryEntry = {
      __typename: "ProductVideo",
      url: "/video.svg",
      label: null,
      position: 4,
      disabled: null,
      image360: null,
      video_content: { video_title: null, video_url: "https://video.example/1" },
    };
    const media = splitMedia([
      image("/b.svg", 2),
      image("/a.svg", 1),
      image("/hidden.svg", 3, { disabled: true }),
      video,
      image("/spin.svg", 5, { image360: ["/spin-1.svg", "/spin-2.svg"] }),
    ]);
    expect(media.images.map((m) => m.url)).toEqual(["/a.svg", "/b.svg"]);
    expect(media.videos.map((m) => m.url)).toEqual(["/video.svg"]);
    expect(media.spins.map((m) => m.url)).toEqual(["/spin.svg"]);
  });
});
