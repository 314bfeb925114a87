// Magento's CMS and URL resolver documents: cmsPage by identifier, cmsBlocks, and route(url) for
// an address that no screen of the shop claims (a CMS page, a permanent redirect, or nothing).
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { isCommerceError } from "~/commerce/errors";
import { graphql } from "~/commerce/generated";
import type { CmsPageQuery } from "~/commerce/generated/graphql";

export const CMS_PAGE_QUERY = graphql(`
  query CmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
`);

export type CmsPage = NonNullable<CmsPageQuery["cmsPage"]>;

const notFound = (error: unknown) =>
  isCommerceError(error) && error.kind === "graphql" && error.categories.includes("graphql-no-such-entity");

/** The page, or null when the store has no page with that identifier. */
export async function getCmsPage(ctx: CommerceRequestContext, identifier: string) {
  try {
    const { data, cacheTags } = await commerceRequest(ctx, CMS_PAGE_QUERY, { identifier });
    return { page: data.cmsPage, cacheTags };
  } catch (error) {
    if (notFound(error)) return { page: null, cacheTags: [] };
    throw error;
  }
}

export const CMS_BLOCKS_QUERY = graphql(`
  query CmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`);

/**
 * The blocks' content by identifier; a block the store does not have is left out (Magento refuses
 * the whole query then, so each block is asked on its own in one request's memo).
 */
export async function getCmsBlocks(ctx: CommerceRequestContext, identifiers: readonly string[]) {
  const answers = await Promise.all(
    identifiers.map(async (identifier) => {
      try {
        const { data, cacheTags } = await commerceRequest(ctx, CMS_BLOCKS_QUERY, { identifiers: [identifier] });
        return { content: data.cmsBlocks?.items?.[0]?.content ?? null, cacheTags };
      } catch (error) {
        if (notFound(error)) return { content: null, cacheTags: [] };
        throw error;
      }
    }),
  );
  const blocks = new Map<string, string>();
  identifiers.forEach((id, i) => {
    const content = answers[i].content;
    if (content) blocks.set(id, content);
  });
  return { blocks, cacheTags: [...new Set(answers.flatMap((a) => a.cacheTags))] };
}

export const ROUTE_QUERY = graphql(`
  query Route($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CmsPage {
        identifier
        url_key
        title
        content_heading
        content
        meta_title
        meta_description
      }
    }
  }
`);

/** What lives at a store-relative address: a CMS page, a redirect (code and target), or null. */
export async function resolveRoute(ctx: CommerceRequestContext, url: string) {
  const { data, cacheTags } = await commerceRequest(ctx, ROUTE_QUERY, { url });
  return { route: data.route ?? null, cacheTags };
}
