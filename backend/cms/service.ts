// cmsPage(identifier) / cmsPage(id) per store view, like Magento's CmsGraphQl PageDataProvider:
// the store view's own page wins over the all-store-views one ('' scope); inactive or unknown pages
// are "no such entity".
import { ShopError } from "../shared/errors.js";
import type { CmsBlockRow, CmsPageRow, CmsRepository } from "./repository.js";

const notFound = (key: string | number) =>
  new ShopError(`The CMS page with the "${key}" ID doesn't exist.`, "no-such-entity");

export function createCmsService(pages: CmsRepository) {
  return {
    findPage(storeCode: string, key: { id?: number | null; identifier?: string | null }): CmsPageRow {
      if (key.identifier != null && key.identifier !== "") {
        const row = pages.activeByIdentifier(key.identifier, storeCode);
        if (!row) throw notFound(key.identifier);
        return row;
      }
      if (key.id != null) {
        const row = pages.activeById(key.id, storeCode);
        if (!row) throw notFound(key.id);
        return row;
      }
      throw new ShopError("Page id/identifier should be specified", "input");
    },
    /** cmsBlocks(identifiers), like Magento's BlockDataProvider: every identifier must exist. */
    findBlocks(storeCode: string, identifiers: ReadonlyArray<string | null> | null | undefined): CmsBlockRow[] {
      const ids = (identifiers ?? []).filter((id): id is string => !!id);
      if (!ids.length) throw new ShopError('"identifiers" of CMS blocks should be specified', "input");
      return ids.map((id) => {
        const row = pages.activeBlock(id, storeCode);
        if (!row) throw new ShopError(`The CMS block with the "${id}" ID doesn't exist.`, "no-such-entity");
        return row;
      });
    },
    pageByUrlKey: (storeCode: string, urlKey: string) => pages.activeByUrlKey(urlKey, storeCode),
    /** The store view's active pages with an address of their own: not the ones at `except` (home, no-route). */
    sitemapPages: (storeCode: string, except: readonly string[]) =>
      pages.activePages(storeCode).filter((page) => page.url_key && !except.includes(page.url_key)),
    rewrite: (storeCode: string, requestPath: string) => pages.rewrite(requestPath, storeCode),
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
