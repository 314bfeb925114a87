// Magento's Checkout: the cart's email and full addresses, the REST checkout paths.
import { defineModule, schemaBeside } from "../manifest.js";
import { checkoutRoutes } from "./rest.js";
import { agreementResolvers } from "./agreements.js";
import { checkoutResolvers } from "./resolvers.js";
import { checkoutMigration } from "./schema.js";
import { createCheckoutService, type CheckoutService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    /** the cart's email and full addresses */
    checkout: CheckoutService;
  }
}

export const checkoutModule = defineModule({
  name: "checkout",
  schema: schemaBeside(import.meta.url),
  resolvers: [checkoutResolvers, agreementResolvers],
  migrations: [{ version: 14, name: "the checkout steps", up: checkoutMigration }],
  services: ({ db }) => ({ checkout: createCheckoutService(db) }),
  rest: [{ routes: checkoutRoutes }],
});
