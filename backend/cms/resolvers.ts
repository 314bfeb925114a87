// cmsPage(identifier) / cmsPage(id): the page of the request's store view, tagged cms_p_<id>;
// cmsBlocks(identifiers), tagged cms_b_<id>; route(url) and the deprecated urlResolver(url): what
// lives at a store-relative address (a URL rewrite's redirect, a CMS page, a category, a product),
// null when nothing does, as Magento's UrlRewriteGraphQl answers.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import type { CategoryRow, ProductRow } from "../catalog/repository.js";
import { asRedirect } from "../shared/routable.js";
import { encodeUid } from "../shared/uid.js";
import type { CmsPageRow } from "./repository.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "cms" | "stores";

type Routed =
  | { type: "CMS_PAGE"; page: CmsPageRow }
  | { type: "CATEGORY"; category: CategoryRow }
  | { type: "PRODUCT"; product: ProductRow };

const pageAnswer = (p: CmsPageRow) => ({
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
  type: "CMS_PAGE" as const,
});

/** The address as Magento's url resolver reads it: no leading or trailing slash, no query. */
const requestPath = (url: string) =>
  url
    .replace(/[?#].*$/, "")
    .replace(/^\/+|\/+$/g, "")
    .trim();

/** The entity whose own address this is (no rewrite): a CMS page, a category or a product. */
function entityAt(ctx: Ctx<Services>, path: string): Routed | null {
  const cfg = ctx.services.stores.config(ctx.store.code);
  if (path === "") {
    const home = ctx.services.cms.pageByUrlKey(ctx.store.code, String(cfg.cms_home_page ?? "home"));
    return home ? { type: "CMS_PAGE", page: home } : null;
  }
  const page = ctx.services.cms.pageByUrlKey(ctx.store.code, path);
  if (page) return { type: "CMS_PAGE", page };
  const withoutSuffix = (suffix: unknown) =>
    typeof suffix === "string" && suffix && path.endsWith(suffix) ? path.slice(0, -suffix.length) : path;
  const category = ctx.catalog.categories({ urlPaths: [withoutSuffix(cfg.category_url_suffix)] })[0];
  if (category) return { type: "CATEGORY", category };
  const key = withoutSuffix(cfg.product_url_suffix);
  if (!key.includes("/")) {
    const [id] = ctx.catalog.idsByUrlKey([key]);
    const product = id === undefined ? undefined : ctx.catalog.product(id);
    if (product && product.visibility > 1) return { type: "PRODUCT", product };
  }
  return null;
}

/** What lives at the address: a permanent redirect first (Magento's url_rewrite), then the entity. */
function resolve(
  ctx: Ctx<Services>,
  url: string,
): { routed: Routed; redirect: { code: number; url: string } | null } | null {
  const path = requestPath(url);
  const rewrite = path ? ctx.services.cms.rewrite(ctx.store.code, path) : undefined;
  if (rewrite) {
    const target = entityAt(ctx, requestPath(rewrite.target_path));
    if (!target) return null;
    return {
      routed: target,
      redirect: rewrite.redirect_type ? { code: rewrite.redirect_type, url: rewrite.target_path } : null,
    };
  }
  const routed = entityAt(ctx, path);
  return routed ? { routed, redirect: null } : null;
}

const relativeUrl = (r: Routed) =>
  r.type === "CMS_PAGE" ? r.page.url_key : r.type === "CATEGORY" ? (r.category.url_path ?? "") : r.product.url_key;

const entityId = (r: Routed) =>
  r.type === "CMS_PAGE" ? r.page.id : r.type === "CATEGORY" ? r.category.id : r.product.id;

function tag(ctx: Ctx<Services>, r: Routed) {
  if (r.type === "CMS_PAGE") ctx.cache.add(`cms_p_${r.page.id}`);
  else if (r.type === "CATEGORY") ctx.cache.add("cat_c", `cat_c_${r.category.id}`);
  else ctx.cache.add("cat_p", `cat_p_${r.product.id}`);
}

export const cmsResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    cmsPage: (_, args, ctx) => {
      const p = ctx.services.cms.findPage(ctx.store.code, args);
      ctx.cache.add(`cms_p_${p.id}`);
      return pageAnswer(p);
    },
    cmsSitemapPages: (_, _args, ctx) => {
      const cfg = ctx.services.stores.config(ctx.store.code);
      const except = [String(cfg.cms_home_page ?? "home"), String(cfg.cms_no_route ?? "no-route")];
      // Tagged like the pages' own list in Magento's full-page cache: any page's change purges it.
      ctx.cache.add("cms_p");
      return ctx.services.cms.sitemapPages(ctx.store.code, except).map((page) => ({
        identifier: page.identifier,
        url_key: page.url_key,
        updated_at: page.updated_at,
      }));
    },
    cmsBlocks: (_, args, ctx) => {
      const items = ctx.services.cms.findBlocks(ctx.store.code, args.identifiers);
      for (const b of items) ctx.cache.add(`cms_b_${b.id}`);
      return { items: items.map((b) => ({ identifier: b.identifier, title: b.title, content: b.content })) };
    },
    route: (_, args, ctx) => {
      const found = resolve(ctx, args.url);
      if (!found) return null;
      const { routed, redirect } = found;
      tag(ctx, routed);
      if (routed.type === "CMS_PAGE") {
        const answer = pageAnswer(routed.page);
        return redirect ? { ...answer, relative_url: redirect.url, redirect_code: redirect.code } : answer;
      }
      const row = routed.type === "CATEGORY" ? routed.category : routed.product;
      return redirect ? asRedirect(row, redirect.code, redirect.url) : row;
    },
    urlResolver: (_, args, ctx) => {
      const found = resolve(ctx, args.url);
      if (!found) return null;
      const { routed, redirect } = found;
      tag(ctx, routed);
      const id = entityId(routed);
      const url = redirect?.url ?? relativeUrl(routed);
      return {
        id,
        entity_uid: encodeUid(id),
        canonical_url: url,
        relative_url: url,
        redirectCode: redirect?.code ?? 0,
        type: routed.type,
      };
    },
  },
  RoutableInterface: {
    __resolveType: (r) => {
      const row = r as { type?: string; type_id?: string; identifier?: string; url_path?: string };
      if (row.type === "CMS_PAGE") return "CmsPage";
      if (row.type_id === "configurable") return "ConfigurableProduct";
      if (row.type_id === "bundle") return "BundleProduct";
      if (row.type_id === "simple") return "SimpleProduct";
      return "CategoryTree";
    },
  },
};
