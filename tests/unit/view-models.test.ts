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
