// Magento's CompareListGraphQl (Open Source): products side by side, a list per guest by its uid and
// one per customer.
import { defineModule } from "../manifest.js";
import { createCompareListRepository } from "./repository.js";
import { compareListResolvers } from "./resolvers.js";
import { compareListsMigration } from "./schema.js";
import { createCompareListService, type CompareListService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    /** compare lists (compare/service.ts) */
    compareLists: CompareListService;
  }
}

export const compareModule = defineModule({
  name: "compare",
  // The compare list fields and types are Magento's core schema's: no SDL of its own.
  resolvers: [compareListResolvers],
  migrations: [{ version: 41, name: "compare lists", up: compareListsMigration }],
  services: ({ db }) => ({ compareLists: createCompareListService(createCompareListRepository(db)) }),
});
