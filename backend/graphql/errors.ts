// GraphQL errors are created through graphql-yoga so they are instances of the same `graphql`
// module copy that yoga checks against (avoids the ESM/CJS dual-package hazard masking them as
// "Unexpected error.").
import { createGraphQLError } from "graphql-yoga";
import { isShopError, type ShopErrorKind } from "../shared/errors.js";

export type MagentoErrorCategory =
  | "graphql-input"
  | "graphql-no-such-entity"
  | "graphql-authorization"
  | "graphql-authentication"
  | "graphql-too-many-requests"
  | "graphql";

/** `http` (Yoga's own extension, never sent to the caller) sets the answer's status and headers. */
export function gqlError(
  message: string,
  category: MagentoErrorCategory = "graphql",
  http?: { status: number; headers?: Record<string, string> },
) {
  return createGraphQLError(message, { extensions: http ? { category, http } : { category } });
}

const CATEGORY: Record<ShopErrorKind, MagentoErrorCategory> = {
  input: "graphql-input",
  "no-such-entity": "graphql-no-such-entity",
  authorization: "graphql-authorization",
  authentication: "graphql-authentication",
  failure: "graphql",
};

/** A service's ShopError as Magento answers it; anything else is left as it is (and masked by Yoga). */
export function toGraphQLError(e: unknown): unknown {
  return isShopError(e) ? gqlError(e.message, CATEGORY[e.kind]) : e;
}
