// Magento's Sales: the customer's orders, invoices and shipments.
import { defineModule, schemaBeside } from "../manifest.js";
import { createSalesRepository } from "./repository.js";
import { salesResolvers } from "./resolvers.js";
import { creditMemosMigration } from "./credit-memos-schema.js";
import { salesMigration, seedSales } from "./schema.js";
import { createSalesService, type SalesService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    sales: SalesService;
  }
}

export const salesModule = defineModule({
  name: "sales",
  schema: schemaBeside(import.meta.url),
  resolvers: [salesResolvers],
  migrations: [
    { version: 10, name: "demo orders with invoices and shipments", up: salesMigration },
    { version: 56, name: "credit memos: what each refund paid back, and when", up: creditMemosMigration },
  ],
  seed: [{ order: 120, name: "the demo customers' orders, invoices and shipments", run: seedSales }],
  services: ({ db }) => ({ sales: createSalesService(createSalesRepository(db)) }),
});
