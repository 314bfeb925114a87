// Magento's Shipping: carriers' rates per country, the estimate (REST) and the chosen method.
import { seedShipping } from "../seed/shipping.js";
import { defineModule } from "../manifest.js";
import { estimateShippingRoutes } from "./rest.js";
import { shippingResolvers } from "./resolvers.js";
import { shippingMigration } from "./schema.js";
import { createShippingService, type ShippingService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    shipping: ShippingService;
  }
}

export const shippingModule = defineModule({
  name: "shipping",
  resolvers: [shippingResolvers],
  migrations: [
    {
      version: 5,
      name: "carriers' per-country rates, seeded into an existing database too",
      up: shippingMigration,
    },
  ],
  seed: [{ order: 70, name: "the carriers' rates", run: seedShipping }],
  services: ({ db, services }) => ({
    shipping: createShippingService(db, services.stores, {
      extensionCarriers: services.backendSchema !== "magento-core",
    }),
  }),
  totalsCollectors: [{ sortOrder: 350, collector: (s) => s.shipping.collector }],
  rest: [{ routes: estimateShippingRoutes }],
});
