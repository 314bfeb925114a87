// Magento's Quote: the cart, its lines and its totals (the collectors come from the modules).
import { defineModule, schemaBeside } from "../manifest.js";
import { createQuoteRepository } from "./repository.js";
import { quoteResolvers } from "./resolvers.js";
import { createQuoteService, type QuoteService } from "./service.js";
import { createTotalsCalculator, type TotalsCalculator } from "./totals.js";

declare module "../services.js" {
  interface ShopServices {
    quote: QuoteService;
    /** a cart's totals: Magento's total collectors in their sort order (quote/totals.ts) */
    totals: TotalsCalculator;
  }
}

export const quoteModule = defineModule({
  name: "quote",
  schema: schemaBeside(import.meta.url),
  resolvers: [quoteResolvers],
  services: ({ db, modules, services }) => {
    // The collectors are the services of modules made after this one: gathered at the first total.
    let calculate: TotalsCalculator | null = null;
    const totals: TotalsCalculator = (input) => {
      calculate ??= createTotalsCalculator(
        modules
          .flatMap((m) => m.totalsCollectors ?? [])
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((entry) => entry.collector(services)),
      );
      return calculate(input);
    };
    return { quote: createQuoteService(createQuoteRepository(db)), totals };
  },
  codegenMappers: {
    Cart: "repository.js#CartRow",
    CartItemInterface: "totals.js#CartItemSource",
    SimpleCartItem: "totals.js#CartItemSource",
    VirtualCartItem: "totals.js#CartItemSource",
    ConfigurableCartItem: "totals.js#CartItemSource",
    BundleCartItem: "totals.js#CartItemSource",
  },
});
