// Components get shop objects: Magento's nullable lists, entries and amounts are resolved in the
// commerce layer's view models, so a component never sees a null where the shop has nothing to show.
import { describe, expect, it } from "vitest";
import { toCart } from "~/commerce/cart/cart";
import { toCategory } from "~/commerce/catalog/category";
import { toProductListPage } from "~/commerce/catalog/product";
import type { CartFieldsFragment } from "~/commerce/generated/graphql";

const gbp = (value: number) => ({ value, currency: "GBP" as const });

describe("the basket view model", () => {
  const magentoCart = {
    id: "cart-1",
    total_quantity: 3,
    items: [
      {
        __typename: "ConfigurableCartItem",
        uid: "line-1",
        quantity: 2,
        product: { uid: "p1", sku: "WHEY", name: "Whey", url_key: "whey", small_image: { url: "/w.jpg", label: null } },
        prices: { price_including_tax: gbp(22.99), row_total_including_tax: gbp(45.98) },
        configurable_options: [null, { option_label: "Flavour", value_label: "Vanilla" }],
      },
      null,
      {
        __typename: "BundleCartItem",
        uid: "line-2",
        quantity: 1,
        product: { uid: "p2", sku: "STARTER", name: null, url_key: null, small_image: null },
        prices: null,
        bundle_options: [{ uid: "o1", label: "Protein", values: [null, { label: "Vanilla", quantity: 2 }] }],
      },
    ],
    prices: {
      grand_total: gbp(60),
      subtotal_including_tax: { value: 60, currency: null },
      subtotal_excluding_tax: null,
      applied_taxes: [null, { label: "VAT", amount: gbp(10) }],
    },
  } as unknown as CartFieldsFragment;

  it("lists the lines that exist, with their options, names and amounts resolved", () => {
    const cart = toCart(magentoCart);
    expect(cart.lines.map((line) => line.uid)).toEqual(["line-1", "line-2"]);
    expect(cart.lines[0]).toMatchObject({
      name: "Whey",
      urlKey: "whey",
      imageUrl: "/w.jpg",
      unitPrice: gbp(22.99),
      rowTotal: gbp(45.98),
      configurableOptions: [{ label: "Flavour", value: "Vanilla" }],
      bundleOptions: [],
    });
    // A product without a name is shown by its SKU; without a URL key it has no link; no prices, no amounts.
    expect(cart.lines[1]).toMatchObject({
      name: "STARTER",
      urlKey: null,
      imageUrl: null,
      unitPrice: null,
      bundleOptions: [{ uid: "o1", label: "Protein", values: [{ label: "Vanilla", quantity: 2 }] }],
    });
  });

  it("keeps only totals that are whole amounts", () => {
    const cart = toCart(magentoCart);
    expect(cart.grandTotal).toEqual(gbp(60));
    expect(cart.subtotal).toBeNull();
    expect(cart.taxes).toEqual([{ label: "VAT", amount: gbp(10) }]);
    expect(cart.totalQuantity).toBe(3);
  });
});

describe("the product list view model", () => {
  it("reads a missing answer as an empty first page", () => {
    expect(toProductListPage(null)).toEqual({ totalCount: 0, currentPage: 1, totalPages: 1, products: [] });
  });

  it("turns listed products into cards: link, picture, stock and a 'from' price for choosable products", () => {
    const page = toProductListPage({
      total_count: 2,
      page_info: { current_page: 2, page_size: 1, total_pages: 2 },
      items: [
        null,
        {
          __typename: "ConfigurableProduct",
          uid: "p1",
          sku: "WHEY",
          name: "Whey",
          url_key: "whey",
          stock_status: "OUT_OF_STOCK",
          small_image: null,
          price_range: {
            minimum_price: { final_price: gbp(20), regular_price: gbp(25), discount: null },
          },
        },
      ],
    } as never);
    expect(page).toEqual({
      totalCount: 2,
      currentPage: 2,
      totalPages: 2,
      products: [
        {
          uid: "p1",
          sku: "WHEY",
          name: "Whey",
          urlKey: "whey",
          imageUrl: null,
          inStock: false,
          price: { final: gbp(20), regular: gbp(25) },
          priceIsFrom: true,
          rating: null,
          badges: ["sale", "soldOut"],
          onlyLeft: null,
        },
      ],
    });
  });

  describe("a list refined by flavour or size shows the chosen variant's picture", () => {
    const variant = (flavour: number, size: number, url: string | null) => ({
      attributes: [
        { code: "flavours", value_index: flavour },
        { code: "size", value_index: size },
      ],
      product: { small_image: url ? { url } : null },
    });
    const whey = {
      __typename: "ConfigurableProduct",
      uid: "p1",
      sku: "WHEY",
      name: "Whey",
      url_key: "whey",
      stock_status: "IN_STOCK",
      small_image: { url: "/whey.webp", label: null },
      price_range: { minimum_price: { final_price: gbp(20), regular_price: gbp(20), discount: null } },
      variants: [
        variant(201, 303, "/choc-1kg.webp"),
        null,
        variant(202, 303, null),
        variant(202, 304, "/van-2kg.webp"),
        variant(203, 304, "/straw-2kg.webp"),
      ],
    };
    const pictureOf = (chosen: Record<string, string[]>, item: object = whey) =>
      toProductListPage({ total_count: 1, page_info: null, items: [item] } as never, chosen).products[0]?.imageUrl;

    it("the first variant of a chosen flavour that has a picture", () => {
      expect(pictureOf({ flavours: ["202"] })).toBe("/van-2kg.webp");
      expect(pictureOf({ flavours: ["203", "201"] })).toBe("/choc-1kg.webp");
    });

    it("a flavour and a size together", () => {
      expect(pictureOf({ flavours: ["203"], size: ["304"] })).toBe("/straw-2kg.webp");
      expect(pictureOf({ size: ["304"] })).toBe("/van-2kg.webp");
    });

    it("the product's own picture when no variant fits, when other facets refine it, or for a plain product", () => {
      expect(pictureOf({ flavours: ["201"], size: ["305"] })).toBe("/whey.webp");
      expect(pictureOf({ dietary: ["402"] })).toBe("/whey.webp");
      expect(pictureOf({})).toBe("/whey.webp");
      const { variants: _, ...plain } = whey;
      expect(pictureOf({ flavours: ["202"] }, { ...plain, __typename: "SimpleProduct" })).toBe("/whey.webp");
    });
  });
});

describe("the category view model", () => {
  it("orders subcategories by position and leaves out those without a page", () => {
    const category = toCategory({
      uid: "c1",
      name: "Protein",
      url_key: "protein",
      url_path: "protein",
      description: null,
      breadcrumbs: [null, { category_uid: "c0", category_name: "Sport", category_url_path: null }],
      children: [
        { uid: "c3", name: "Bars", url_path: "protein/bars", url_key: "bars", position: 2 },
        { uid: "c4", name: "Hidden", url_path: null, url_key: null, position: 0 },
        { uid: "c2", name: "Powder", url_path: "protein/powder", url_key: "powder", position: 1 },
      ],
    } as never);
    expect(category.subcategories.map((child) => child.name)).toEqual(["Powder", "Bars"]);
    expect(category.breadcrumbs).toEqual([{ uid: "c0", name: "Sport", urlPath: null }]);
    expect(category.descriptionHtml).toBeNull();
  });
});
