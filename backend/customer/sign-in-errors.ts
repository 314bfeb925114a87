// A password check past the sign-in limits (SignInLimitedError) is answered as HTTP 429 with
// Retry-After, as a rate limit is; any other failure as Magento's categorised GraphQL error.
// Shared by generateCustomerToken and changeCustomerPassword, which apply the same limits.
import { gqlError, toGraphQLError } from "../graphql/errors.js";
import { SignInLimitedError } from "./service.js";

export function toPasswordCheckError(e: unknown): unknown {
  if (e instanceof SignInLimitedError) {
    return gqlError(e.message, "graphql-too-many-requests", {
      status: 429,
      headers: { "Retry-After": String(e.retryAfterSeconds) },
    });
  }
  return toGraphQLError(e);
}
