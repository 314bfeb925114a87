// Magento's Customer: accounts, sign-in, registration and password reset, addresses, the profile.
import { seedCustomerGroups, seedCustomers } from "../seed/customers.js";
import { defineModule, schemaBeside } from "../manifest.js";
import { sqliteSharedState } from "../ratelimit/shared-state.js";
import { customerRoutes } from "./rest.js";
import { createAccountServices, type AccountServices } from "./account-services.js";
import { registrationResolvers } from "./account-resolvers.js";
import { createAddressBook, type AddressBook } from "./addresses.js";
import { createProfileService, type ProfileService } from "./profile.js";
import { passwordChangedNotice } from "./password-changed.js";
import { emailChangedNotice } from "./email-changed.js";
import { profileResolvers } from "./profile-resolvers.js";
import { profileMigration, seedProfiles } from "./profile-schema.js";
import { registrationMigration } from "./registration-schema.js";
import { customerResolvers } from "./resolvers.js";
import { createCustomerService, type CustomerService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    customers: CustomerService;
    /** create account, password reset, the mail outbox */
    accounts: AccountServices;
    addresses: AddressBook;
    profiles: ProfileService;
  }
}

export const customerModule = defineModule({
  name: "customer",
  schema: schemaBeside(import.meta.url),
  resolvers: [customerResolvers, registrationResolvers, profileResolvers],
  migrations: [
    { version: 9, name: "account creation and password reset: the mail outbox", up: registrationMigration },
    { version: 11, name: "addresses, account details and contact preferences", up: profileMigration },
  ],
  seed: [
    {
      order: 50,
      name: "the customer groups",
      run: seedCustomerGroups,
    },
    { order: 80, name: "the demo customers", run: seedCustomers },
    { order: 110, name: "the demo customers' addresses and account details", run: seedProfiles },
  ],
  services: ({ db, options, services }) => {
    // Sign-in, password-reset and wrong-password counters share one store.
    const rateLimitStore = options.rateLimitStore ?? sqliteSharedState(db).rateLimitStore;
    const accounts = createAccountServices(db, services.stores, rateLimitStore, options.storefrontUrl);
    return {
      customers: createCustomerService(db, { rateLimitStore, ...options.customers }),
      accounts,
      addresses: createAddressBook(db),
      profiles: createProfileService(db, {
        signInLimits: options.customers?.signInLimits,
        rateLimitStore,
        welcomeCoupons: accounts.welcomeCoupons,
        passwordChanged: passwordChangedNotice(accounts.mail, accounts.shopName),
        emailChanged: emailChangedNotice(accounts.mail, accounts.shopName),
        passwordRules: accounts.passwordRules,
      }),
    };
  },
  rest: [{ routes: customerRoutes }],
  codegenMappers: { Customer: "service.js#CustomerRow" },
});
