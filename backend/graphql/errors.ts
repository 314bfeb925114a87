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
  | "graphql-storage-unavailable"
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

/** The database cannot take a write now: a full disk, an I/O error, a read-only or missing file. */
const STORAGE_FAILURE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/;

export const STORAGE_UNAVAILABLE_MESSAGE = "The shop cannot take changes right now. Please try again later.";

export function isStorageFailure(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return e instanceof Error && typeof code === "string" && STORAGE_FAILURE.test(code);
}

/**
 * A service's ShopError as Magento answers it; a database that cannot take a write as "cannot take
 * changes right now" (its own category, so the storefront says it in the shopper's words and never
 * "Unexpected error"); anything else is left as it is (and masked by Yoga).
 */
export function toGraphQLError(e: unknown): unknown {
  if (isShopError(e)) return gqlError(e.message, CATEGORY[e.kind]);
  if (isStorageFailure(e)) return gqlError(STORAGE_UNAVAILABLE_MESSAGE, "graphql-storage-unavailable");
  return e;
}
