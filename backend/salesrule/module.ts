// Magento's SalesRule: cart price rules, coupons and the discount collector.
import { isSeeded } from "../db/seeded.js";
import { defineModule } from "../manifest.js";
import { seedSalesRules } from "../seed/coupons.js";
import { salesRuleResolvers } from "./resolvers.js";
import { salesRuleMigration } from "./schema.js";
import { createSalesRuleService, type SalesRuleService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    salesRules: SalesRuleService;
  }
}

export const salesRuleModule = defineModule({
  name: "salesrule",
  resolvers: [salesRuleResolvers],
  migrations: [
    {
      version: 4,
      name: "cart price rules and their coupons, replacing migration 1's coupons",
      up: salesRuleMigration(isSeeded, seedSalesRules),
    },
  ],
  seed: [{ order: 60, name: "the cart price rules and coupons", run: seedSalesRules }],
  services: ({ db }) => ({ salesRules: createSalesRuleService(db) }),
  totalsCollectors: [{ sortOrder: 300, collector: (s) => s.salesRules.collector }],
});
