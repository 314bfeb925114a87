// cmsPage(identifier) / cmsPage(id): the page of the request's store view, tagged cms_p_<id>.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "cms";

export const cmsResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    cmsPage: (_, args, ctx) => {
      const p = ctx.services.cms.findPage(ctx.store.code, args);
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
