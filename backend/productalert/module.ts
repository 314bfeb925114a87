// Magento's ProductAlert: back-in-stock alerts, emailed when the product is restocked.
import { defineModule, schemaBeside } from "../manifest.js";
import { restockHooks } from "../testing/restock.js";
import { createStockAlertRepository } from "./repository.js";
import { productAlertResolvers } from "./resolvers.js";
import { createStockAlertService, type StockAlertService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    /** back-in-stock alerts (productalert/service.ts) */
    stockAlerts: StockAlertService;
  }
}

export const productAlertModule = defineModule({
  name: "productalert",
  schema: schemaBeside(import.meta.url),
  resolvers: [productAlertResolvers],
  // The alert emails go through the accounts' outbox, signed with the same shop name.
  services: ({ db, services }) => ({
    stockAlerts: createStockAlertService(createStockAlertRepository(db), {
      catalog: services.catalog,
      stores: services.stores,
      mail: services.accounts.mail,
      shopName: services.accounts.shopName,
      storefrontUrl: services.accounts.storefrontUrl,
      stockChanged: (productId) => services.cacheTags.invalidate(services.productTags([productId])),
    }),
  }),
  testHooks: { routes: ({ services }) => restockHooks(services) },
});
