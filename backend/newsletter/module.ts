// Magento's Newsletter: subscriptions with double opt-in where the store asks, the welcome code.
import { defineModule, schemaBeside } from "../manifest.js";
import { createCustomerSubscriptions } from "./customer-subscription.js";
import { createNewsletterRepository } from "./repository.js";
import { newsletterResolvers } from "./resolvers.js";
import { createNewsletterService, type NewsletterService } from "./service.js";
import { welcomeCouponsMigration } from "./schema.js";

declare module "../services.js" {
  interface ShopServices {
    newsletter: NewsletterService;
  }
}

export const newsletterModule = defineModule({
  name: "newsletter",
  schema: schemaBeside(import.meta.url),
  resolvers: [newsletterResolvers],
  migrations: [
    {
      // The popup's promise names the store's welcome percentage (config brought to the seed: a
      // template and the percentage).
      version: 31,
      name: "the newsletter's single-use welcome codes, one per address",
      up: welcomeCouponsMigration,
    },
  ],
  services: ({ db, services }) => ({
    newsletter: createNewsletterService(
      createNewsletterRepository(db),
      services.stores,
      services.accounts.welcomeCoupons,
      createCustomerSubscriptions(
        db,
        services.stores,
        services.accounts.welcomeCoupons,
        services.accounts.newsletterConfirmations,
      ),
      services.accounts.newsletterConfirmations,
    ),
  }),
});
