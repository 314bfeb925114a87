// CMS pages (privacy policy, terms, delivery, returns, contact) by Magento identifier.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { isCommerceError } from "~/commerce/errors";
import { graphql } from "~/commerce/generated";
import type { CmsPageQuery } from "~/commerce/generated/graphql";

export const PRIVACY_POLICY_IDENTIFIER = "privacy-policy-cookie-restriction-mode";
/** The pages a UK or EU shop must publish besides its privacy policy (the backend's identifiers). */
export const TERMS_IDENTIFIER = "terms-and-conditions";
export const DELIVERY_IDENTIFIER = "delivery";
export const RETURNS_IDENTIFIER = "returns";
export const CONTACT_IDENTIFIER = "contact-us";

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
