// Cross-sells: rules with labels, the basket's cross-sell products and products()'s crosssell_of filter.
import { seedCrossSells } from "../seed/crosssells.js";
import { defineModule, schemaBeside } from "../manifest.js";
import { crossSellProductFilter, crossSellResolvers } from "./resolvers.js";
import { crossSellMigration } from "./schema.js";
import { createCrossSellService, type CrossSellService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    crossSells: CrossSellService;
  }
}

export const crossSellModule = defineModule({
  name: "crosssell",
  schema: schemaBeside(import.meta.url),
  resolvers: [crossSellResolvers],
  migrations: [
    {
      version: 8,
      name: "cross-sell rules with their labels, class names and protein insights",
      up: crossSellMigration,
    },
  ],
  seed: [{ order: 100, name: "the cross-sell rules", run: seedCrossSells }],
  services: ({ db }) => ({ crossSells: createCrossSellService(db) }),
  productFilters: [crossSellProductFilter],
});
