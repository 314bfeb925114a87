// The product list's count in every store's language: a range, a last page holding one product
// ("Prodotto 19 di 19", never "19-19 di 19 prodotti"), and a list of one product.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { emptyListQuery } from "~/commerce/catalog/list-query";
import type { Listing } from "~/commerce/catalog/listing";
import type { ProductSummary } from "~/commerce/catalog/product";
import { ListToolbar } from "~/components/catalog/ListToolbar";
import { renderPage } from "../routes/render";

const PAGE_SIZE = 18;

function countShown(path: string, totalCount: number, currentPage: number, onPage: number): string {
  const listing = {
    query: { ...emptyListQuery(), page: currentPage },
    products: {
      totalCount,
      currentPage,
      totalPages: Math.ceil(totalCount / PAGE_SIZE),
      products: Array.from({ length: onPage }, () => ({}) as ProductSummary),
    },
    pageSize: PAGE_SIZE,
    sortOptions: ["position"],
    sort: "position",
  } as unknown as Listing;
  const page = renderPage({ default: () => createElement(ListToolbar, { listing, basePath: path }) }, { path });
  return page.querySelector("[data-testid=list-count]")?.textContent ?? "";
}

const STORES = [
  { path: "/protein", one: "Showing product 19 of 19", single: "1 product", range: "Showing 19-36 of 49 products" },
  { path: "/ie/protein", one: "Showing product 19 of 19", single: "1 product", range: "Showing 19-36 of 49 products" },
  { path: "/us/protein", one: "Showing product 19 of 19", single: "1 product", range: "Showing 19-36 of 49 products" },
  { path: "/de/protein", one: "Produkt 19 von 19", single: "1 Produkt", range: "19-36 von 49 Produkten" },
  {
    path: "/es/protein",
    one: "Mostrando el producto 19 de 19",
    single: "1 producto",
    range: "Mostrando 19-36 de 49 productos",
  },
  { path: "/fr/protein", one: "Produit 19 sur 19", single: "1 produit", range: "19-36 sur 49 produits" },
  { path: "/it/protein", one: "Prodotto 19 di 19", single: "1 prodotto", range: "19-36 di 49 prodotti" },
];

describe("the product list's count", () => {
  it.each(STORES)("in $path: a range, a last page of one product, a list of one", ({ path, one, single, range }) => {
    expect(countShown(path, 49, 2, 18)).toBe(range);
    expect(countShown(path, 19, 2, 1)).toBe(one);
    expect(countShown(path, 1, 1, 1)).toBe(single);
  });
});
