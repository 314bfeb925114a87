// subscribeEmailToNewsletter, like Magento's NewsletterGraphQl resolver: guest subscriptions per store
// view, double opt-in when `newsletter/subscription/confirm` is on (status NOT_ACTIVE until the
// shopper confirms), Magento's error texts.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { ShopError } from "../shared/errors.js";
import type { StoreRepository, StoreView } from "../store/repository.js";
import type { ConfirmationRequests } from "./confirmation.js";
import type { CustomerSubscriptions } from "./customer-subscription.js";
import type { NewsletterRepository, SubscriptionStatus } from "./repository.js";
import type { WelcomeCoupons } from "./welcome-coupon.js";

export type { SubscriptionStatus };

const inputError = (message: string) => new ShopError(message, "input");

/** Magento's words for a confirmation link that is not (or no longer) good. */
export const INVALID_CONFIRMATION = "This is an invalid subscription confirmation code.";

const sameCode = (given: string, stored: string) =>
  given.length === stored.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));

/** Pragmatic address check (Magento uses Laminas' EmailAddress validator): local@domain.tld, no spaces. */
export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  return (
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(
      email,
    ) &&
    !email.split("@")[0].startsWith(".") &&
    !email.split("@")[0].endsWith(".") &&
    !email.includes("..")
  );
}

export interface Subscribed {
  status: SubscriptionStatus;
  /** the welcome code of an address new to the list (null when it was on it before, or no discount) */
  welcomeCouponCode: string | null;
}

export function createNewsletterService(
  subscribers: NewsletterRepository,
  stores: StoreRepository,
  welcome: WelcomeCoupons | null = null,
  customerSubscriptions: CustomerSubscriptions | null = null,
  confirmations: ConfirmationRequests | null = null,
) {
  return {
    /**
     * Subscribes an address to the store view's newsletter: the new status, and the welcome code
     * (also emailed) when a guest's address is new to the list. Where the store asks for
     * confirmation, the address gets the confirmation link instead (sent again to a pending one) and
     * the welcome code only once confirmed (confirm): nobody gets it for an address they do not own.
     * A signed-in customer who gives their own account's address subscribes their account
     * (Magento's subscribeCustomer); any other address that belongs to an account is refused.
     * `origin`: the request's, for the link where the store has no storefront address configured.
     */
    subscribe(
      store: StoreView,
      rawEmail: string,
      now = new Date(),
      customer: { id: number; email: string } | null = null,
      origin = "http://localhost",
    ): Subscribed {
      const email = rawEmail.trim();
      if (!email) throw inputError("You must specify an email address to subscribe to a newsletter.");
      if (!isValidEmail(email)) throw inputError("Enter a valid email address.");
      const normalized = email.toLowerCase();

      const ownAddress = customer !== null && customer.email.toLowerCase() === normalized;
      // Nobody may subscribe an address that belongs to another customer account of this website.
      if (!ownAddress && subscribers.isCustomerEmail(store.website_id, normalized)) {
        throw inputError("Cannot create a newsletter subscription.");
      }
      const existing = subscribers.subscriber(normalized, store.code);
      if (existing?.status === "SUBSCRIBED") throw inputError("This email address is already subscribed.");
      if (ownAddress && customerSubscriptions) {
        return {
          status: customerSubscriptions.subscribe(store, customer.id, normalized, now, origin),
          welcomeCouponCode: null,
        };
      }

      const needsConfirmation = stores.config(store.code)["newsletter/subscription/confirm"] === true;
      const status: SubscriptionStatus = needsConfirmation ? "NOT_ACTIVE" : "SUBSCRIBED";
      const confirmCode = randomBytes(16).toString("hex");
      // pending or unsubscribed: subscribe again (a pending one gets a fresh confirmation code)
      if (existing) subscribers.updateStatus(existing.id, status, confirmCode);
      const id = existing ? existing.id : subscribers.addGuest(normalized, store.code, status, confirmCode);
      if (needsConfirmation) {
        confirmations?.send(store, { id, email: normalized, code: confirmCode }, origin, now);
        return { status, welcomeCouponCode: null };
      }
      // An address that was on the list before (pending or unsubscribed) had its chance at the code.
      const welcomeCouponCode = existing ? null : (welcome?.issue(store, normalized, now) ?? null);
      return { status, welcomeCouponCode };
    },

    /**
     * Confirms a subscription that awaits it (the confirmation email's link): it becomes active, and
     * an address that never had a welcome code gets it now (also emailed). A link used before
     * answers SUBSCRIBED again, without a second code; a wrong one is refused.
     */
    confirm(store: StoreView, id: number, code: string, now = new Date()): Subscribed {
      const row = subscribers.byId(id);
      if (!row || row.store_code !== store.code || !row.confirm_code || !sameCode(code, row.confirm_code)) {
        throw inputError(INVALID_CONFIRMATION);
      }
      if (row.status === "SUBSCRIBED") return { status: "SUBSCRIBED", welcomeCouponCode: null };
      if (row.status !== "NOT_ACTIVE") throw inputError(INVALID_CONFIRMATION);
      subscribers.updateStatus(row.id, "SUBSCRIBED", row.confirm_code);
      return { status: "SUBSCRIBED", welcomeCouponCode: welcome?.issue(store, row.email, now) ?? null };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
