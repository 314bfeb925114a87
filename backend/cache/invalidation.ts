// Magento's cache tags, told when they change: a stock, a price, a product, a category or a CMS page
// changed, so every page that shows it (the storefront tagged it with X-Magento-Tags) is out of date.
// The storefront subscribes (server.ts: its page cache, and PURGE to HTTP_CACHE_HOSTS); a backend that
// is not embedded tells the storefront's purge endpoint instead, as Magento tells Varnish.
import type { Database } from "better-sqlite3";
import { createProductParentsRepository } from "../catalog/repository.js";

/** Every page: what Magento purges with the pattern ".*" (a test hook, a configuration change). */
export const ALL_PAGES = "*";

export type CacheTagListener = (tags: readonly string[]) => void;

export interface CacheInvalidation {
  /** Tells every listener that the pages showing `tags` are out of date (ALL_PAGES: every page). */
  invalidate(tags: Iterable<string>): void;
  subscribe(listener: CacheTagListener): () => void;
}

export function createCacheInvalidation(): CacheInvalidation {
  const listeners = new Set<CacheTagListener>();
  return {
    invalidate(tags) {
      const list = [...new Set(tags)];
      if (!list.length) return;
      for (const listener of listeners) {
        try {
          listener(list);
        } catch (error) {
          // A cache that cannot be told must not undo the change (an order, a restock).
          console.error("cache invalidation listener failed", error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The tags of products whose stock or price changed: each product, and the configurable and bundle
 * products built from them (their pages and list cards show the children's stock and prices).
 */
export function productTagsOf(db: Database): (productIds: Iterable<number>) => string[] {
  const parentsOf = createProductParentsRepository(db).parentIdsOf;
  return (productIds) => {
    const tags = new Set<string>();
    for (const id of productIds) {
      tags.add(`cat_p_${id}`);
      for (const parentId of parentsOf(id)) tags.add(`cat_p_${parentId}`);
    }
    return [...tags];
  };
}
