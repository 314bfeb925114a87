// A rule a caller broke, in the shop's terms. Services throw it; the GraphQL layer turns it into a
// Magento-style error with the matching category (graphql/errors.ts), a REST handler into a 4xx.
export type ShopErrorKind = "input" | "no-such-entity" | "authorization" | "authentication" | "failure";

export class ShopError extends Error {
  constructor(
    message: string,
    readonly kind: ShopErrorKind = "failure",
  ) {
    super(message);
    this.name = "ShopError";
  }
}

export const isShopError = (e: unknown): e is ShopError => e instanceof ShopError;
