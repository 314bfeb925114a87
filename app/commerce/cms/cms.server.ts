// CMS pages (privacy policy and friends) by Magento identifier.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import type { CmsPageQuery } from "../generated/graphql";

export const PRIVACY_POLICY_IDENTIFIER = "privacy-policy-cookie-restriction-mode";

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

/** The page, or null when the store has no page with that identifier. */
export async function getCmsPage(ctx: CommerceRequestContext, identifier: string) {
  try {
    const { data, cacheTags } = await commerceRequest(ctx, CMS_PAGE_QUERY, {
      identifier,
    });
    return { page: data.cmsPage, cacheTags };
  } catch (error) {
    if (isCommerceError(error) && error.kind === "graphql" && error.categories.includes("graphql-no-such-entity")) {
      return { page: null, cacheTags: [] };
    }
    throw error;
  }
}
