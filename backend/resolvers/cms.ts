// cmsPage(identifier) / cmsPage(id) per store view, like Magento's CmsGraphQl PageDataProvider:
// the store view's own page wins over the all-store-views one ('' scope); inactive or unknown pages
// are "no such entity".
import { gqlError } from "../graphql/errors.js";
import type { Ctx } from "../graphql/context.js";

interface CmsPageRow {
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

const notFound = (key: string | number) =>
  gqlError(`The CMS page with the "${key}" ID doesn't exist.`, "graphql-no-such-entity");

function findPage(ctx: Ctx, args: { id?: number | null; identifier?: string | null }): CmsPageRow {
  if (args.identifier != null && args.identifier !== "") {
    const row = ctx.db
      .prepare(
        `SELECT * FROM cms_pages WHERE identifier = ? AND store_code IN (?, '') AND is_active = 1
         ORDER BY store_code = '' LIMIT 1`,
      )
      .get(args.identifier, ctx.store.code) as CmsPageRow | undefined;
    if (!row) throw notFound(args.identifier);
    return row;
  }
  if (args.id != null) {
    const row = ctx.db
      .prepare(`SELECT * FROM cms_pages WHERE id = ? AND store_code IN (?, '') AND is_active = 1`)
      .get(args.id, ctx.store.code) as CmsPageRow | undefined;
    if (!row) throw notFound(args.id);
    return row;
  }
  throw gqlError("Page id/identifier should be specified", "graphql-input");
}

export const cmsResolvers = {
  Query: {
    cmsPage: (_: unknown, args: { id?: number | null; identifier?: string | null }, ctx: Ctx) => {
      const p = findPage(ctx, args);
      ctx.cache.add(`cms_p_${p.id}`);
      return {
        identifier: p.identifier,
        url_key: p.url_key,
        title: p.title,
        content: p.content,
        content_heading: p.content_heading,
        page_layout: p.page_layout,
        meta_title: p.meta_title,
        meta_keywords: p.meta_keywords,
        meta_description: p.meta_description,
        // RoutableInterface
        relative_url: p.url_key,
        redirect_code: 0,
        type: "CMS_PAGE",
      };
    },
  },
};
