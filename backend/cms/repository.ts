// CMS pages (Magento's cms_page with its store links): one row per page and store scope, '' = all.
import type { Database } from "better-sqlite3";

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

export type CmsRepository = ReturnType<typeof createCmsRepository>;

export function createCmsRepository(db: Database) {
  const byIdentifier = db.prepare(
    `SELECT * FROM cms_pages WHERE identifier = ? AND store_code IN (?, '') AND is_active = 1
     ORDER BY store_code = '' LIMIT 1`,
  );
  const byId = db.prepare(`SELECT * FROM cms_pages WHERE id = ? AND store_code IN (?, '') AND is_active = 1`);
  return {
    /** the store view's own active page, else the all-store-views one */
    activeByIdentifier: (identifier: string, storeCode: string) =>
      byIdentifier.get(identifier, storeCode) as CmsPageRow | undefined,
    activeById: (id: number, storeCode: string) => byId.get(id, storeCode) as CmsPageRow | undefined,
  };
}
