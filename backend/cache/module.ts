// Magento's cache tags: told when what pages show changes (stock, prices, catalogue, CMS).
import { defineModule } from "../manifest.js";
import { createCacheInvalidation, productTagsOf, type CacheInvalidation } from "./invalidation.js";
import { invalidationQueueMigration } from "./schema.js";

declare module "../services.js" {
  interface ShopServices {
    /** Magento's cache tags, told when what pages show changes (stock, prices, catalogue, CMS) */
    cacheTags: CacheInvalidation;
    /** the cache tags of products whose stock or price changed, their parents included */
    productTags: (productIds: Iterable<number>) => string[];
  }
}

export const cacheModule = defineModule({
  name: "cache",
  migrations: [
    { version: 44, name: "a queue of cache tags from the owner's command line", up: invalidationQueueMigration },
  ],
  services: ({ db }) => ({ cacheTags: createCacheInvalidation(), productTags: productTagsOf(db) }),
});
