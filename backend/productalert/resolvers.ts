// subscribeProductStockAlert (extension: Magento's ProductAlert has no GraphQL of its own).
import type { Ctx } from "../graphql/context.js";
import { inStock } from "../catalog/service.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { ShopError } from "../shared/errors.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "customers" | "stockAlerts";

export const productAlertResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    subscribeProductStockAlert: (_, { input }, ctx) => {
      const product = ctx.catalog.productBySku(input.sku);
      if (!product) throw new ShopError(`The product with SKU "${input.sku}" does not exist.`, "no-such-entity");
      // A signed-in customer may leave the email out: their account's is used.
      const customer = ctx.customerId ? ctx.services.customers.byId(ctx.customerId) : undefined;
      const email = input.email?.trim() || customer?.email || "";
      ctx.services.stockAlerts.subscribe({
        store: ctx.store,
        productId: product.id,
        inStock: inStock(ctx.catalog, product),
        email,
        customerId: customer?.id ?? null,
      });
      return { success: true };
    },
  },
};
