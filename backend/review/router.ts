// Magento's review list controller, GET /review/product/listAjax/id/{id}: the HTML fragment of a
// product's approved reviews (SPEC §7). `?p=` is the page, `?limit=` the page size (capped); the
// `Store` header (or Magento's `___store` query) chooses the store view. Public and the same for
// everyone, so a shared cache may keep it a short while.
import express, { type Router } from "express";
import type { ShopServices } from "../services.js";
import { CatalogReader } from "../catalog/repository.js";
import { requestStore } from "../store/service.js";
import { isShopError } from "../shared/errors.js";
import { REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX } from "../seed/fixtures-reviews.js";
import { renderReviewList, totalPages } from "./list-fragment.js";

/** Seconds a cache may keep a page of reviews: new ones only appear after moderation anyway. */
export const REVIEW_LIST_MAX_AGE = 300;

/** A positive whole number from the query, else the fallback; null when it is there but not one. */
function positive(value: unknown, fallback: number): number | null {
  if (value === undefined || value === "") return fallback;
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value) || Number(value) < 1) return null;
  return Number(value);
}

export function createReviewListRouter(services: ShopServices): Router {
  const router = express.Router();
  router.get("/review/product/listAjax/id/:id", (req, res) => {
    const text = (status: number, message: string) =>
      res.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);
    let store;
    try {
      const storeCode = req.get("store") || (typeof req.query.___store === "string" ? req.query.___store : null);
      store = requestStore(services.stores, storeCode, null).store;
    } catch (e) {
      if (isShopError(e)) return text(400, e.message);
      throw e;
    }
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : null;
    const product = id === null ? undefined : new CatalogReader(services.catalog, store).product(id);
    if (!product || product.visibility === 1) return text(404, "The product that was requested doesn't exist.");
    const page = positive(req.query.p, 1);
    const limit = positive(req.query.limit, REVIEW_PAGE_SIZE);
    if (page === null) return text(400, "The page (p) must be a whole number from 1.");
    if (limit === null) return text(400, "The page size (limit) must be a whole number from 1.");
    const pageSize = Math.min(limit, REVIEW_PAGE_SIZE_MAX);
    const { total, items } = services.reviews.page(product.id, pageSize, page);
    if (page > totalPages(total, pageSize)) return text(404, `There is no page ${page} of reviews.`);
    res
      .status(200)
      .set("Cache-Control", `public, max-age=${REVIEW_LIST_MAX_AGE}`)
      .set("X-Magento-Tags", `cat_p_${product.id}`)
      .set("Vary", "Store")
      .type("text/html; charset=utf-8")
      .send(renderReviewList({ productId: product.id, items, currentPage: page, pageSize, total }, store));
  });
  return router;
}
