// The product page's gallery: Magento's media_gallery split into images, videos and 360
// spins with disabled entries left out (SPEC §4), and which pictures come first for the chosen variant
// of a configurable product, a bundle and a simple product.
import { describe, expect, it } from "vitest";
import { galleryImages, galleryItems, hasSpin, needsSwiper } from "~/features/product/gallery/gallery";
import { turnFrame } from "~/features/product/gallery/turn-frame";
import { toProductDetail, toProductMedia, videoType, type MagentoMediaEntry } from "~/commerce/catalog/product";
import type { ProductDetailFieldsFragment } from "~/commerce/generated/graphql";

const image = (url: string, position: number, extra: Partial<MagentoMediaEntry> = {}) =>
  ({
    __typename: "ProductImage",
    url,
    label: `${url} label`,
    position,
    disabled: false,
    image360: null,
    ...extra,
  }) as MagentoMediaEntry;
const video = (url: string, poster: string, position: number, extra: Partial<MagentoMediaEntry> = {}) =>
  ({
    __typename: "ProductVideo",
    url: poster,
    label: "clip",
    position,
    disabled: false,
    image360: null,
    video_content: { video_title: "How to mix", video_url: url },
    ...extra,
  }) as MagentoMediaEntry;
const spin = (frames: string[], position: number, extra: Partial<MagentoMediaEntry> = {}) =>
  ({
    __typename: "ProductImage",
    url: frames[0],
    label: "Whey 360° view",
    position,
    disabled: false,
    image360: frames,
    ...extra,
  }) as MagentoMediaEntry;

const price = {
  minimum_price: { final_price: { value: 10, currency: "GBP" }, regular_price: { value: 10, currency: "GBP" } },
};

function magentoProduct(typename: string, media: MagentoMediaEntry[], extra: Record<string, unknown> = {}) {
  return {
    __typename: typename,
    uid: `${typename}-uid`,
    sku: typename,
    name: typename,
    url_key: typename.toLowerCase(),
    stock_status: "IN_STOCK",
    image: { url: "/main.png" },
    small_image: { url: "/main.png" },
    price_range: price,
    media_gallery: media,
    review_count: 0,
    rating_summary: 0,
    ...extra,
  } as unknown as ProductDetailFieldsFragment;
}

function variant(uid: string, valueIndex: number, media: MagentoMediaEntry[]) {
  return {
    attributes: [{ code: "flavours", value_index: valueIndex, uid: `f-${valueIndex}`, label: `Flavour ${valueIndex}` }],
    product: {
      uid,
      sku: uid,
      name: uid,
      stock_status: "IN_STOCK",
      small_image: { url: `/${uid}.png` },
      price_range: price,
      media_gallery: media,
    },
  };
}

describe("the media split (SPEC §4)", () => {
  it("splits the gallery into images, videos and spins in position order", () => {
    const media = toProductMedia([
      spin(["/s1.png", "/s2.png", "/s3.png"], 5),
      video("/clip.webm", "/clip-poster.png", 4),
      image("/back.png", 2),
      null,
      image("/front.png", 1),
    ]);
    expect(media.images.map((entry) => entry.url)).toEqual(["/front.png", "/back.png"]);
    expect(media.images[0].label).toBe("/front.png label");
    expect(media.videos).toEqual([
      { url: "/clip.webm", title: "How to mix", poster: "/clip-poster.png", type: "video/webm" },
    ]);
    expect(media.spins).toEqual([
      { url: "/s1.png", label: "Whey 360° view", frames: ["/s1.png", "/s2.png", "/s3.png"] },
    ]);
  });

  it("skips disabled images, videos and spins", () => {
    const media = toProductMedia([
      image("/front.png", 1),
      image("/hidden.png", 2, { disabled: true }),
      video("/clip.webm", "/poster.png", 3, { disabled: true }),
      spin(["/s1.png", "/s2.png"], 4, { disabled: true }),
    ]);
    expect(media).toEqual({ images: [{ url: "/front.png", label: "/front.png label" }], videos: [], spins: [] });
  });

  it("leaves out a video without an address and a spin's missing frames; an empty gallery is empty", () => {
    const media = toProductMedia([
      video("", "/poster.png", 1),
      spin(["/s1.png", null as unknown as string, "/s3.png"], 2),
    ]);
    expect(media.videos).toEqual([]);
    expect(media.spins[0].frames).toEqual(["/s1.png", "/s3.png"]);
    expect(toProductMedia(null)).toEqual({ images: [], videos: [], spins: [] });
  });
});

describe("the chosen variant's pictures", () => {
  const configurable = toProductDetail(
    magentoProduct("ConfigurableProduct", [image("/front.png", 1), image("/back.png", 2), image("/shared.png", 3)], {
      configurable_options: [
        {
          uid: "o",
          attribute_code: "flavours",
          label: "Flavour",
          values: [
            { uid: "f-1", value_index: 1, label: "Vanilla" },
            { uid: "f-2", value_index: 2, label: "Chocolate" },
          ],
        },
      ],
      variants: [
        variant("vanilla", 1, [image("/vanilla.png", 1), image("/shared.png", 2)]),
        variant("chocolate", 2, []),
      ],
    }),
  );
  const [vanilla, chocolate] = configurable.variants;

  it("a configurable product's chosen variant shows its own pictures first, then the product's, each once", () => {
    expect(galleryImages(configurable, vanilla).map((entry) => entry.url)).toEqual([
      "/vanilla.png",
      "/shared.png",
      "/front.png",
      "/back.png",
    ]);
  });

  it("a variant without pictures of its own, or no variant, shows the product's", () => {
    const productPictures = ["/front.png", "/back.png", "/shared.png"];
    expect(galleryImages(configurable, chocolate).map((entry) => entry.url)).toEqual(productPictures);
    expect(galleryImages(configurable, null).map((entry) => entry.url)).toEqual(productPictures);
  });

  it("a bundle and a simple product show their own pictures, whatever variant is passed", () => {
    const bundle = toProductDetail(magentoProduct("BundleProduct", [image("/bundle.png", 1)], { items: [] }));
    const simple = toProductDetail(magentoProduct("SimpleProduct", [image("/simple.png", 1), image("/side.png", 2)]));
    expect(galleryImages(bundle, vanilla).map((entry) => entry.url)).toEqual(["/bundle.png"]);
    expect(galleryImages(simple, null).map((entry) => entry.url)).toEqual(["/simple.png", "/side.png"]);
    expect(galleryImages(simple, vanilla).map((entry) => entry.url)).toEqual(["/simple.png", "/side.png"]);
  });

  it("a product without gallery pictures shows its main image", () => {
    const bare = toProductDetail(magentoProduct("SimpleProduct", []));
    expect(galleryImages(bare, null)).toEqual([{ url: "/main.png", label: "" }]);
  });
});

describe("the gallery's items", () => {
  const product = toProductDetail(
    magentoProduct("SimpleProduct", [
      image("/front.png", 1),
      video("https://www.youtube.com/watch?v=x", "/yt-poster.png", 2),
      video("/media/clip.webm", "/clip-poster.png", 3),
      spin(["/s1.png", "/s2.png"], 4),
    ]),
  );

  it("lists pictures, then videos (those the browser plays with their type), then spins", () => {
    const items = galleryItems(product, null);
    expect(items.map((item) => item.kind)).toEqual(["image", "video", "video", "spin"]);
    expect(items[1]).toMatchObject({ kind: "video", type: null, poster: "/yt-poster.png" });
    expect(items[2]).toMatchObject({ kind: "video", type: "video/webm", url: "/media/clip.webm" });
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it("loads the swiper only for more than one item and the 360 viewer only with a spin", () => {
    const items = galleryItems(product, null);
    expect(needsSwiper(items)).toBe(true);
    expect(hasSpin(items)).toBe(true);
    expect(needsSwiper(items.slice(0, 1))).toBe(false);
    expect(hasSpin(items.slice(0, 3))).toBe(false);
  });

  it("tells playable files from a provider's page", () => {
    expect(videoType("/media/a.webm?v=2")).toBe("video/webm");
    expect(videoType("/media/a.MP4")).toBe("video/mp4");
    expect(videoType("https://vimeo.com/123")).toBeNull();
  });

  it("turns a spin round both ways", () => {
    expect(turnFrame(23, 1, 24)).toBe(0);
    expect(turnFrame(0, -1, 24)).toBe(23);
    expect(turnFrame(5, -30, 24)).toBe(23);
    expect(turnFrame(0, 3, 0)).toBe(0);
  });
});
