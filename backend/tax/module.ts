// Magento's Tax: the store view's VAT on the cart.
import { defineModule } from "../manifest.js";
import { createTaxService, type TaxService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    tax: TaxService;
  }
}

export const taxModule = defineModule({
  name: "tax",
  services: ({ db }) => ({ tax: createTaxService(db) }),
  totalsCollectors: [{ sortOrder: 450, collector: (s) => s.tax.collector }],
});
