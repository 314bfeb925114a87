// cmsPage(identifier) / cmsPage(id) per store view, like Magento's CmsGraphQl PageDataProvider:
// the store view's own page wins over the all-store-views one ('' scope); inactive or unknown pages
// are "no such entity".
import { ShopError } from "../shared/errors.js";
import type { CmsPageRow, CmsRepository } from "./repository.js";

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
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
