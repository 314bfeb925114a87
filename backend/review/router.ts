// Magento's review list controller, GET /review/product/listAjax/id/{id}: the HTML fragment of a
// product's approved reviews (SPEC §7). `?p=` is the page, `?limit=` the page size (capped); the
// `Store` header (or Magento's `___store` query) chooses the store view. Public and the same for
// everyone, so a shared cache may keep it a short while.
import express, { type Router } from "express";
import type { ShopServices } from "../services.js";
import { CatalogReader } from "../catalog/repository.js";
import { requestStore } from "../store/service.js";
import { isShopError } from "../shared/errors.js";
import { REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX } from "./limits.js";
import { renderReviewList, totalPages } from "./list-fragment.js";

/** Seconds a cache may keep a page of reviews: new ones only appear after moderation anyway. */
export const REVIEW_LIST_MAX_AGE = 300;

/** A positive whole number from the query, else the fallback; null when it is there but not one. */
function positive(value: unknown, fallback: number): number | null {
  if (value === undefined || value === "") return fallback;
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value) || Number(value) < 1) return null;
  return Number(value);
}

/** The fragment's answer as status, headers and body, for the router and for in-process calls. */
export interface ReviewListAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One page of a product's reviews. `storeCode` is the `Store` header (or `___store`), `id` the path's
 * product id, `query` the address's `p` and `limit`.
 */
export function reviewListAnswer(
  services: ShopServices,
  storeCode: string | null,
  idText: string,
  query: { p?: unknown; limit?: unknown },
): ReviewListAnswer {
  const text = (status: number, message: string): ReviewListAnswer => ({
    status,
    headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    body: message,
  });
  let store;
  try {
    store = requestStore(services.stores, storeCode, null).store;
  } catch (e) {
    if (isShopError(e)) return text(400, e.message);
    throw e;
  }
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const product = id === null ? undefined : new CatalogReader(services.catalog, store).product(id);
  if (!product || product.visibility === 1) return text(404, "The product that was requested doesn't exist.");
  const page = positive(query.p, 1);
  const limit = positive(query.limit, REVIEW_PAGE_SIZE);
  if (page === null) return text(400, "The page (p) must be a whole number from 1.");
  if (limit === null) return text(400, "The page size (limit) must be a whole number from 1.");
  const pageSize = Math.min(limit, REVIEW_PAGE_SIZE_MAX);
  const { total, items } = services.reviews.page(product.id, pageSize, page);
  if (page > totalPages(total, pageSize)) return text(404, `There is no page ${page} of reviews.`);
  return {
    status: 200,
    headers: {
      "Cache-Control": `public, max-age=${REVIEW_LIST_MAX_AGE}`,
      "X-Magento-Tags": `cat_p_${product.id}`,
      Vary: "Store",
      "Content-Type": "text/html; charset=utf-8",
    },
    body: renderReviewList(
      { productId: product.id, items, currentPage: page, pageSize, total },
      store,
      (code) => services.stores.byCode(code)?.lang,
    ),
  };
}

/** The fragment's address; its last part is the product id. */
export const REVIEW_LIST_PATH = /^\/review\/product\/listAjax\/id\/([^/]*)$/;

/**
 * The fragment for the storefront's in-process fetch (embedded mode): the same answer as over
 * HTTP, without a loopback socket. Null for any other address or method.
 */
export function reviewListResponse(services: ShopServices, request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const path = REVIEW_LIST_PATH.exec(url.pathname);
  if (!path) return null;
  const storeCode = request.headers.get("store") || url.searchParams.get("___store");
  const query = { p: url.searchParams.get("p") ?? undefined, limit: url.searchParams.get("limit") ?? undefined };
  let id: string;
  try {
    id = decodeURIComponent(path[1]);
  } catch {
    id = "";
  }
  const answer = reviewListAnswer(services, storeCode, id, query);
  return new Response(request.method === "HEAD" ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}

export function createReviewListRouter(services: ShopServices): Router {
  const router = express.Router();
  router.get("/review/product/listAjax/id/:id", (req, res) => {
    const storeCode = req.get("store") || (typeof req.query.___store === "string" ? req.query.___store : null);
    const answer = reviewListAnswer(services, storeCode, req.params.id, req.query);
    res.status(answer.status).set(answer.headers).send(answer.body);
  });
  return router;
}
