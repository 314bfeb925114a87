// Shared by the category pages and the products section: one page of a category's products, where
// a page number past the end (Magento answers it with a GraphQL error) is a 404.
import { data } from "@remix-run/node";
import { listProducts } from "./catalog.server";
import type { CommerceRequestContext } from "./client.server";
import { isCommerceError } from "./errors";
import type { CachedStoreData } from "./store.server";

/** SPEC §9 default page size, used when the store does not say otherwise. */
export const DEFAULT_PAGE_SIZE = 18;

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** ?page=N, a positive whole number; anything else is not a page of this listing. */
export function pageNumberFrom(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) notFound();
  return Number(raw);
}

export async function listingPage(
  ctx: CommerceRequestContext,
  store: CachedStoreData,
  categoryUid: string,
  currentPage: number,
) {
  const pageSize = store.data.storeConfig.grid_per_page || DEFAULT_PAGE_SIZE;
  const { products, cacheTags } = await listProducts(ctx, {
    categoryUid,
    pageSize,
    currentPage,
    sort: { field: "position", direction: "ASC" },
  }).catch((error: unknown) => {
    if (currentPage > 1 && isCommerceError(error) && error.kind === "graphql") notFound();
    throw error;
  });
  if (currentPage > 1 && currentPage > (products.page_info?.total_pages ?? 1)) notFound();
  return { products, cacheTags };
}
