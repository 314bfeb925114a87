// GraphQL errors are created through graphql-yoga so they are instances of the same `graphql`
// module copy that yoga checks against (avoids the ESM/CJS dual-package hazard masking them as
// "Unexpected error.").
import { createGraphQLError } from "graphql-yoga";

export type MagentoErrorCategory = "graphql-input" | "graphql-no-such-entity" | "graphql-authorization" | "graphql";

export function gqlError(message: string, category: MagentoErrorCategory = "graphql") {
  return createGraphQLError(message, { extensions: { category } });
}

export const isGqlError = (e: unknown): e is Error => e instanceof Error && e.name === "GraphQLError";
