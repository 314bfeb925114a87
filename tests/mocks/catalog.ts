// The catalog domain: the product page, category and product-list queries, answered with the
// seed's creatine (a simple product) in the Protein category's place, priced in the store's currency.
import { HttpResponse } from "msw";
import { CREATINE, PROTEIN_CATEGORY } from "../../backend/seed/fixtures";
import { STORES } from "../../backend/seed/stores";
import { commerce, storeCodeOf } from "./link";

type Currency = keyof typeof CREATINE.prices;

function currencyOf(request: Request): Currency {
  const code = request.headers.get("Content-Currency") ?? STORES.find((s) => s.code === storeCodeOf(request))?.base;
  return (code ?? "GBP") as Currency;
}

const money = (value: number, currency: Currency) => ({ value, currency });

/** The seed's creatine as a product-list card. */
export function creatineSummary(currency: Currency) {
  const price = money(CREATINE.prices[currency], currency);
  return {
    __typename: "SimpleProduct" as const,
    uid: "MQ==",
    sku: CREATINE.sku,
    name: CREATINE.name,
    url_key: CREATINE.url_key,
    stock_status: "IN_STOCK" as const,
    small_image: { url: "/media/creatine.svg", label: null },
    price_range: { minimum_price: { final_price: price, regular_price: price, discount: null } },
  };
}

/** The seed's creatine as its product page reads it. */
export function creatineProduct(currency: Currency) {
  return {
    ...creatineSummary(currency),
    meta_title: null,
    meta_description: null,
    description: { html: "<p>Pure creatine monohydrate.</p>" },
    short_description: null,
    image: { url: "/media/creatine.svg", label: null },
    media_gallery: [],
  };
}

export const catalogHandlers = [
  commerce.query("ProductPage", ({ request, variables }) =>
    HttpResponse.json(
      {
        data: {
          products: { items: variables.urlKey === CREATINE.url_key ? [creatineProduct(currencyOf(request))] : [] },
        },
      },
      { headers: { "X-Magento-Tags": "cat_p,cat_p_1" } },
    ),
  ),
  commerce.query("CategoryByPath", ({ variables }) =>
    HttpResponse.json({
      data: {
        categories: {
          items:
            variables.urlPath === PROTEIN_CATEGORY.url_path
              ? [
                  {
                    uid: "Mw==",
                    name: PROTEIN_CATEGORY.names.en,
                    url_key: PROTEIN_CATEGORY.url_key,
                    url_path: PROTEIN_CATEGORY.url_path,
                    description: null,
                    breadcrumbs: null,
                    children: [],
                  },
                ]
              : [],
        },
      },
    }),
  ),
  commerce.query("ProductList", ({ request }) =>
    HttpResponse.json({
      data: {
        products: {
          total_count: 1,
          page_info: { current_page: 1, page_size: 18, total_pages: 1 },
          items: [creatineSummary(currencyOf(request))],
        },
      },
    }),
  ),
  commerce.query("ProductNamesBySku", ({ variables }) => {
    const skus = [variables.skus].flat();
    return HttpResponse.json({
      data: { products: { items: skus.includes(CREATINE.sku) ? [{ sku: CREATINE.sku, name: CREATINE.name }] : [] } },
    });
  }),
];

/** The catalog cannot be reached. */
export const catalogAway = commerce.query("ProductPage", () => HttpResponse.error());
