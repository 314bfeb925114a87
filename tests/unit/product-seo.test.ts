// What crawlers and link previews read of a product page: Product JSON-LD with an offer per
// variant and the aggregate rating; OpenGraph tags; absolute URLs on the configured origin.
import { describe, expect, it } from "vitest";
import type { ProductDetail, ProductVariant } from "~/commerce/catalog/product";
import { productJsonLd, productOpenGraph, variantPath } from "~/features/product/product-seo.server";

const gbp = (value: number) => ({ value, currency: "GBP" });
const variant = (sku: string, flavour: number, size: number, price: number, inStock = true): ProductVariant => ({
  uid: sku,
  sku,
  name: `Whey ${sku}`,
  inStock,
  imageUrl: null,
  images: [],
  pack: { netWeightGrams: null, servings: null },
  price: { final: gbp(price), regular: gbp(price) },
  attributes: [
    { code: "flavours", valueIndex: flavour, uid: `f${flavour}`, label: "Flavour" },
    { code: "size", valueIndex: size, uid: `s${size}`, label: "Size" },
  ],
});

const whey: ProductDetail = {
  uid: "p1",
  productId: 1,
  sku: "PW-WHEY",
  name: 'Impact Whey </script><script>alert("x")</script>',
  urlKey: "impact-whey-protein",
  metaTitle: null,
  metaDescription: "Our best-selling whey & more.",
  descriptionHtml: "<p>Whey</p>",
  imageUrl: "/media/catalog/product/w/h/whey.png",
  inStock: true,
  price: { final: gbp(19.99), regular: gbp(19.99) },
  pack: { netWeightGrams: null, servings: null },
  ratingCounts: [],
  subscribeAndSave: null,
  currency: "GBP",
  media: {
    images: [{ url: "/media/catalog/product/w/h/whey.png", label: "Front" }],
    videos: [],
    spins: [],
  },
  options: [],
  variants: [variant("PW-WHEY-CHOC-1KG", 11, 21, 19.99), variant("PW-WHEY-SALT-5KG", 14, 23, 69.99, false)],
  bundleOptions: [],
  content: {
    ingredients: null,
    nutritionHtml: null,
    texture: null,
    activeIngredients: null,
    recommendedServing: null,
    aminoAcids: [],
    claims: [],
  },
  deal: null,
  soldOut: false,
  rating: { percent: 92, count: 14 },
};

const jsonLd = (product: ProductDetail) =>
  JSON.parse(
    productJsonLd({
      origin: "https://shop.example",
      path: "/products/impact-whey-protein",
      product,
      brand: "Peak Whey",
    }),
  );

describe("the product's JSON-LD", () => {
  it("offers each variant at its price, availability and own address", () => {
    const ld = jsonLd(whey);
    expect(ld["@type"]).toBe("Product");
    expect(ld.image).toEqual(["https://shop.example/media/catalog/product/w/h/whey.png"]);
    expect(ld.offers).toEqual([
      expect.objectContaining({
        sku: "PW-WHEY-CHOC-1KG",
        price: "19.99",
        priceCurrency: "GBP",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/products/impact-whey-protein?flavours=11&size=21",
      }),
      expect.objectContaining({
        sku: "PW-WHEY-SALT-5KG",
        price: "69.99",
        availability: "https://schema.org/OutOfStock",
      }),
    ]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: "4.6", reviewCount: 14, bestRating: "5" });
  });

  it("has one offer for a simple product, no rating without reviews, and a sold-out product says so", () => {
    const ld = jsonLd({ ...whey, variants: [], rating: null, soldOut: true, inStock: false });
    expect(ld.offers).toHaveLength(1);
    expect(ld.offers[0]).toMatchObject({ sku: "PW-WHEY", availability: "https://schema.org/SoldOut" });
    expect(ld.aggregateRating).toBeUndefined();
  });

  it("cannot close its script element, whatever the product's name", () => {
    const text = productJsonLd({ origin: "", path: "/p", product: whey, brand: "Peak Whey" });
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text).name).toBe(whey.name);
  });
});

describe("the product's OpenGraph tags", () => {
  it("describe the product with absolute addresses and its price", () => {
    const tags = productOpenGraph({
      origin: "https://shop.example/",
      path: "/de/produkte/impact-whey-protein",
      product: whey,
      title: "Impact Whey | Peak Whey",
      siteName: "Peak Whey",
    });
    const content = (property: string) => tags.find((tag) => tag.property === property)?.content;
    expect(content("og:type")).toBe("product");
    expect(content("og:url")).toBe("https://shop.example/de/produkte/impact-whey-protein");
    expect(content("og:image")).toBe("https://shop.example/media/catalog/product/w/h/whey.png");
    expect(content("og:description")).toBe("Our best-selling whey & more.");
    expect(content("product:price:amount")).toBe("19.99");
    expect(content("product:price:currency")).toBe("GBP");
  });
});

describe("a variant's address", () => {
  it("is the product page with the variant's options", () => {
    expect(variantPath("/products/x", variant("A", 1, 2, 1))).toBe("/products/x?flavours=1&size=2");
  });
});
