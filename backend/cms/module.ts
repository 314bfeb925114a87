// Magento's Cms: pages (privacy, terms, delivery, returns, contact) in every store view.
import { isSeeded } from "../db/seeded.js";
import { defineModule } from "../manifest.js";
import { seedCmsPages } from "../seed/cms.js";
import { legalPagesMigration, seedLegalPages } from "../seed/legal/pages.js";
import { seedConfig } from "../seed/stores.js";
import { createCmsRepository } from "./repository.js";
import { cmsResolvers } from "./resolvers.js";
import { createCmsService, type CmsService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    cms: CmsService;
  }
}

export const cmsModule = defineModule({
  name: "cms",
  resolvers: [cmsResolvers],
  migrations: [
    {
      // Magento's cms_page + cms_page_store, flattened: one row per page and store scope ('' = all store
      // views); error reports looked up by code; config and CMS content of an existing database are
      // brought to the current seed (config is seed-only data, nothing edits it).
      version: 2,
      name: "CMS pages, error reports by code, config and pages brought to the seed",
      up: (db) => {
        db.exec(`
      CREATE TABLE cms_pages (
        id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, store_code TEXT NOT NULL, is_active INTEGER NOT NULL DEFAULT 1,
        url_key TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, content_heading TEXT, page_layout TEXT,
        meta_title TEXT, meta_keywords TEXT, meta_description TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        UNIQUE (identifier, store_code)
      );
      CREATE INDEX cms_pages_url_key ON cms_pages(url_key);
      CREATE INDEX error_reports_code ON error_reports(code);
    `);
        if (isSeeded(db)) {
          db.prepare("DELETE FROM config").run();
          seedConfig(db);
          seedCmsPages(db);
        }
      },
    },
    {
      version: 29,
      name: "the terms, delivery, returns and contact pages in every store view",
      up: legalPagesMigration,
    },
  ],
  seed: [
    { order: 20, name: "the privacy pages", run: seedCmsPages },
    { order: 30, name: "the terms, delivery, returns and contact pages", run: seedLegalPages },
  ],
  services: ({ db }) => ({ cms: createCmsService(createCmsRepository(db)) }),
});
