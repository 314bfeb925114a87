// Magento's Sales: the customer's orders, invoices and shipments.
import { defineModule, schemaBeside } from "../manifest.js";
import { createSalesRepository } from "./repository.js";
import { salesResolvers } from "./resolvers.js";
import { salesMigration } from "./schema.js";
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
  migrations: [{ version: 10, name: "demo orders with invoices and shipments", up: salesMigration }],
  services: ({ db }) => ({ sales: createSalesService(createSalesRepository(db)) }),
});
