import { describe, expect, it } from "vitest";
import type { MagentoMediaEntry, ProductOption, ProductVariant } from "~/commerce/catalog/product";
import { toProductMedia } from "~/commerce/catalog/product";
import { chooseDefaultVariant, orderVariantsByFlavour } from "~/commerce/catalog/default-variant";
import { chooseVariantForFilters } from "~/commerce/catalog/list-variant";

const FLAVOURS = { chocolate: 11, vanilla: 12, strawberry: 13 };
const SIZES = { small: 21, large: 22 };

const options: ProductOption[] = [
  {
    uid: "flavours",
    code: "flavours",
    label: "Flavour",
    values: [
      { uid: "f-choc", valueIndex: FLAVOURS.chocolate, label: "Chocolate" },
      { uid: "f-van", valueIndex: FLAVOURS.vanilla, label: "Vanilla" },
      { uid: "f-straw", valueIndex: FLAVOURS.strawberry, label: "Strawberry" },
    ],
  },
  {
    uid: "size",
    code: "size",
    label: "Size",
    values: [
      { uid: "s-small", valueIndex: SIZES.small, label: "1 kg" },
      { uid: "s-large", valueIndex: SIZES.large, label: "2.5 kg" },
    ],
  },
];

function variant(
  sku: string,
  flavour: number,
  size: number,
  price: number,
  stock: "IN_STOCK" | "OUT_OF_STOCK" = "IN_STOCK",
): ProductVariant {
  const money = { value: price, currency: "GBP" };
  return {
    pack: { netWeightGrams: null, servings: null },
    attributes: [
      { code: "flavours", valueIndex: flavour, uid: `flavours-${flavour}`, label: "" },
      { code: "size", valueIndex: size, uid: `size-${size}`, label: "" },
    ],
    uid: sku,
    sku,
    name: sku,
    inStock: stock === "IN_STOCK",
    imageUrl: null,
    images: [],
    price: { final: money, regular: money },
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

const skuOf = (chosen: ProductVariant | undefined) => chosen?.sku;

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
    const soldOut = variants.map((v) => ({ ...v, inStock: false }));
    expect(skuOf(chooseDefaultVariant(soldOut, options))).toBe("choc-small");
  });

  it("returns nothing for a product without variants", () => {
    expect(chooseDefaultVariant([], options)).toBeUndefined();
  });
});

describe("product media", () => {
  it("splits images, videos and 360 spins and skips disabled entries", () => {
    const image = (
      url: string,
      position: number,
      extra: { disabled?: boolean; image360?: string[] } = {},
    ): MagentoMediaEntry => ({
      __typename: "ProductImage",
      url,
      label: null,
      position,
      disabled: extra.disabled ?? null,
      image360: extra.image360 ?? null,
    });
    const video: MagentoMediaEntry = {
      __typename: "ProductVideo",
      url: "/video.svg",
      label: null,
      position: 4,
      disabled: null,
      image360: null,
      video_content: { video_title: null, video_url: "https://video.example/1" },
    };
    const media = toProductMedia([
      image("/b.svg", 2),
      image("/a.svg", 1),
      image("/hidden.svg", 3, { disabled: true }),
      video,
      image("/spin.svg", 5, { image360: ["/spin-1.svg", "/spin-2.svg"] }),
    ]);
    expect(media.images.map((m) => m.url)).toEqual(["/a.svg", "/b.svg"]);
    expect(media.videos.map((m) => m.url)).toEqual(["https://video.example/1"]);
    expect(media.spins.map((m) => m.url)).toEqual(["/spin.svg"]);
  });

  it("shows a remote backend's media files at their /media/ path on the shop's own origin", () => {
    const base = "https://backend.shop.example/media/catalog/product";
    const media = toProductMedia([
      { __typename: "ProductImage", url: `${base}/a.webp`, label: null, position: 1, disabled: null, image360: null },
      {
        __typename: "ProductImage",
        url: `${base}/spin.webp`,
        label: null,
        position: 2,
        disabled: null,
        image360: [`${base}/spin-1.webp`, `${base}/spin-2.webp`],
      },
      {
        __typename: "ProductVideo",
        url: `${base}/poster.webp`,
        label: null,
        position: 3,
        disabled: null,
        image360: null,
        video_content: { video_title: null, video_url: `${base}/clip.webm` },
      },
    ]);
    expect(media.images[0]!.url).toBe("/media/catalog/product/a.webp");
    expect(media.spins[0]!.frames).toEqual([
      "/media/catalog/product/spin-1.webp",
      "/media/catalog/product/spin-2.webp",
    ]);
    expect(media.videos[0]).toMatchObject({
      url: "/media/catalog/product/clip.webm",
      poster: "/media/catalog/product/poster.webp",
    });
  });
});

describe("a filtered list's quick-buy card", () => {
  const ids = (...values: number[]) => values.map(String);
  it("starts at the ticked flavour, not the cheapest of all", () => {
    expect(chooseDefaultVariant(variants, options)?.sku).toBe("straw-small");
    expect(chooseVariantForFilters(variants, options, { flavours: ids(FLAVOURS.vanilla) })?.sku).toBe("van-small");
  });
  it("meets every filtered option the product has, and ignores the ones it has not", () => {
    const filters = { flavours: ids(FLAVOURS.vanilla), size: ids(SIZES.large), dietary: ["99"] };
    expect(chooseVariantForFilters(variants, options, filters)?.sku).toBe("van-large");
  });
  it("takes a ticked value among several, in stock", () => {
    const filters = { flavours: ids(FLAVOURS.chocolate, FLAVOURS.vanilla), size: ids(SIZES.small) };
    expect(chooseVariantForFilters(variants, options, filters)?.sku).toBe("van-small");
  });
  it("falls back to one filter, then to the default choice", () => {
    expect(
      chooseVariantForFilters(variants, options, { flavours: ids(FLAVOURS.strawberry), size: ids(SIZES.large) })?.sku,
    ).toBe("straw-small");
    expect(chooseVariantForFilters(variants, options, { flavours: ["77"] })?.sku).toBe("straw-small");
  });
});
