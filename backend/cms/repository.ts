// CMS pages (Magento's cms_page with its store links): one row per page and store scope, '' = all.
import type { Database } from "better-sqlite3";
import { createReadCache } from "../db/read-cache.js";

export interface CmsPageRow {
  id: number;
  identifier: string;
  store_code: string;
  url_key: string;
  title: string;
  content: string;
  content_heading: string | null;
  page_layout: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
}

export interface CmsBlockRow {
  id: number;
  identifier: string;
  store_code: string;
  title: string;
  content: string;
}

export interface UrlRewriteRow {
  request_path: string;
  target_path: string;
  redirect_type: number;
  entity_type: string;
}

export type CmsRepository = ReturnType<typeof createCmsRepository>;

export function createCmsRepository(db: Database) {
  const byIdentifier = db.prepare(
    `SELECT * FROM cms_pages WHERE identifier = ? AND store_code IN (?, '') AND is_active = 1
     ORDER BY store_code = '' LIMIT 1`,
  );
  const byId = db.prepare(`SELECT * FROM cms_pages WHERE id = ? AND store_code IN (?, '') AND is_active = 1`);
  // An all-store-views page is the store's unless the store view has its own page of that identifier
  // (the German store's privacy policy is at /de/datenschutz, not also at the English address).
  const byUrlKey = db.prepare(
    `SELECT * FROM cms_pages p WHERE url_key = @urlKey AND is_active = 1 AND (store_code = @store OR (store_code = ''
       AND NOT EXISTS (SELECT 1 FROM cms_pages o WHERE o.identifier = p.identifier AND o.store_code = @store AND o.is_active = 1)))
     ORDER BY store_code = '' LIMIT 1`,
  );
  // Every active page of the store view, the store view's own hiding the all-store-views one of its identifier.
  const activePages = db.prepare(
    `SELECT identifier, url_key, updated_at FROM cms_pages p WHERE is_active = 1 AND (store_code = @store OR (store_code = ''
       AND NOT EXISTS (SELECT 1 FROM cms_pages o WHERE o.identifier = p.identifier AND o.store_code = @store AND o.is_active = 1)))
     ORDER BY identifier`,
  );
  const blocks = createReadCache(db);
  const block = db.prepare(
    `SELECT id, identifier, store_code, title, content FROM cms_blocks
     WHERE identifier = ? AND store_code IN (?, '') AND is_active = 1 ORDER BY store_code = '' LIMIT 1`,
  );
  const rewrite = db.prepare(
    `SELECT request_path, target_path, redirect_type, entity_type FROM url_rewrites
     WHERE request_path = ? AND store_code IN (?, '') ORDER BY store_code = '' LIMIT 1`,
  );
  return {
    /** the store view's own active page at that address, else the all-store-views one */
    activeByUrlKey: (urlKey: string, storeCode: string) =>
      byUrlKey.get({ urlKey, store: storeCode }) as CmsPageRow | undefined,
    /** the store view's own active block, else the all-store-views one */
    activeBlock: (identifier: string, storeCode: string) =>
      // Kept while the database is unchanged: the home page asks for its blocks on every render.
      blocks.read(`${storeCode}\u0000${identifier}`, () => block.get(identifier, storeCode) as CmsBlockRow | undefined),
    /** a custom rewrite of the address (Magento's url_rewrite), the store view's own first */
    rewrite: (requestPath: string, storeCode: string) =>
      rewrite.get(requestPath, storeCode) as UrlRewriteRow | undefined,
    /** the store view's own active page, else the all-store-views one */
    activeByIdentifier: (identifier: string, storeCode: string) =>
      byIdentifier.get(identifier, storeCode) as CmsPageRow | undefined,
    activeById: (id: number, storeCode: string) => byId.get(id, storeCode) as CmsPageRow | undefined,
    /** the store view's active pages (its own, else the all-store-views ones), by identifier */
    activePages: (storeCode: string) =>
      activePages.all({ store: storeCode }) as Array<
        Pick<CmsPageRow, "identifier" | "url_key"> & { updated_at: string }
      >,
  };
}
