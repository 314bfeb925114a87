// Magento's Cms: pages (privacy, terms, delivery, returns, contact, cookies, about us, home, no-route) and
// blocks in every store view, plus the URL rewrites that route/urlResolver read.
import { defineModule, schemaBeside } from "../manifest.js";
import { seedCmsPages } from "../seed/cms.js";
import { legalPagesMigration, seedLegalPages } from "../seed/legal/pages.js";
import { createCmsRepository } from "./repository.js";
import { mendHomePromoTileLinks, redirectMagentoPrivacyAddress, seedCmsContent } from "../seed/cms-content.js";
import { cmsBlocksMigration, cmsPagesMigration, cmsWordsMigration } from "./schema.js";
import { cmsResolvers } from "./resolvers.js";
import { createCmsService, type CmsService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    cms: CmsService;
  }
}

export const cmsModule = defineModule({
  name: "cms",
  schema: schemaBeside(import.meta.url),
  resolvers: [cmsResolvers],
  migrations: [
    {
      version: 2,
      name: "CMS pages, error reports by code, config and pages brought to the seed",
      up: cmsPagesMigration,
    },
    {
      version: 29,
      name: "the terms, delivery, returns and contact pages in every store view",
      up: legalPagesMigration,
    },
    {
      version: 38,
      name: "CMS blocks, URL rewrites, and the cookie, about-us, home and no-route pages with the home page's blocks",
      up: cmsBlocksMigration,
    },
    {
      version: 42,
      name: "Magento's address of the privacy page sent on to its localised one",
      up: redirectMagentoPrivacyAddress,
    },
    { version: 43, name: "the home page's promotional tiles lead to their categories", up: mendHomePromoTileLinks },
    {
      version: 52,
      name: "the US store's pages and blocks in American words, the Italian home page's pre-workout in Italian",
      up: cmsWordsMigration,
    },
  ],
  seed: [
    { order: 20, name: "the privacy pages", run: seedCmsPages },
    { order: 30, name: "the terms, delivery, returns and contact pages", run: seedLegalPages },
    {
      order: 31,
      name: "the cookie, about-us, home and no-route pages, the home page's blocks, URL redirects",
      run: seedCmsContent,
    },
  ],
  services: ({ db }) => ({ cms: createCmsService(createCmsRepository(db)) }),
});
