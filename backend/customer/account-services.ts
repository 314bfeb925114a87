// Part A of the accounts: account creation, password reset and the mail outbox they
// write to, created together since they share the outbox and the shop's name for the emails.
import type { RateLimitStore } from "../ratelimit/limiter.js";
import type { Database } from "better-sqlite3";
import { createMailOutbox, type MailOutbox } from "../mail/outbox.js";
import { createConfirmationRequests, type ConfirmationRequests } from "../newsletter/confirmation.js";
import { createCustomerSubscriptions } from "../newsletter/customer-subscription.js";
import { createWelcomeCoupons, type WelcomeCoupons } from "../newsletter/welcome-coupon.js";
import type { StoreRepository, StoreView } from "../store/repository.js";
import { createPasswordResetService, type PasswordResetService } from "./password-reset.js";
import { createRegistrationService, type RegistrationService } from "./registration.js";
import { storefrontBaseUrl } from "../store/storefront-url.js";
import { passwordRulesOf, type PasswordRules } from "./password-rules.js";

export interface AccountServices {
  registration: RegistrationService;
  passwordReset: PasswordResetService;
  mail: MailOutbox;
  /** the name the shop signs its emails with in a store view */
  shopName: (store: StoreView) => string;
  /**
   * The storefront's address for links in emails in a store view (store/storefront-url.ts), when
   * configured; else the caller uses the request's origin.
   */
  storefrontUrl: (store: StoreView) => string | undefined;
  /** a new newsletter subscriber's single-use welcome code, emailed from the same outbox */
  welcomeCoupons: WelcomeCoupons;
  /** a store view's rules for a new password (its configuration) */
  passwordRules: (store: StoreView) => PasswordRules;
  /** the double opt-in's confirmation link, emailed from the same outbox */
  newsletterConfirmations: ConfirmationRequests;
}

export function createAccountServices(
  db: Database,
  stores: StoreRepository,
  rateLimitStore?: RateLimitStore,
  /** STOREFRONT_URL (or PUBLIC_URL in one process): the default of the store configuration's base URL */
  defaultStorefrontUrl?: string,
): AccountServices {
  const storefrontUrl = (store: StoreView) => storefrontBaseUrl(stores, store.code, defaultStorefrontUrl);
  const mail = createMailOutbox(db);
  // The name the shop signs its emails with: the store view's default page title (the brand).
  const shopName = (store: StoreView) => {
    const title = stores.config(store.code).default_title;
    return typeof title === "string" && title ? title : store.website_name;
  };
  const welcomeCoupons = createWelcomeCoupons(db, stores, { mail, shopName });
  const passwordRules = (store: StoreView) => passwordRulesOf(stores.config(store.code));
  const newsletterConfirmations = createConfirmationRequests(stores, { mail, shopName, storefrontUrl });
  return {
    mail,
    shopName,
    storefrontUrl,
    welcomeCoupons,
    passwordRules,
    newsletterConfirmations,
    registration: createRegistrationService(db, {
      mail,
      subscriptions: createCustomerSubscriptions(db, stores, welcomeCoupons, newsletterConfirmations),
      shopName,
      passwordRules,
    }),
    passwordReset: createPasswordResetService(db, mail, {
      shopName,
      storefrontUrl,
      rateLimitStore,
      passwordRules,
    }),
  };
}
