// Double opt-in (Magento's `newsletter/subscription/confirm`): a subscription that awaits
// confirmation gets an email with a link to the storefront's newsletter page, which confirms it
// (confirmNewsletterSubscription). The link carries the subscriber's id and its random confirm code.
import type { MailOutbox } from "../mail/outbox.js";
import type { StoreRepository, StoreView } from "../store/repository.js";
import { confirmationMail } from "./confirmation-mail.js";
import { formatPercentNumber, welcomeDiscountPercent } from "./welcome-discount.js";

export interface ConfirmationDeps {
  mail: MailOutbox;
  shopName: (store: StoreView) => string;
  /** the storefront's address for a store view; else the origin the request reached */
  storefrontUrl: (store: StoreView) => string | undefined;
}

export function createConfirmationRequests(stores: StoreRepository, deps: ConfirmationDeps) {
  const link = (store: StoreView, origin: string, id: number, code: string) => {
    const base = (deps.storefrontUrl(store) || origin).replace(/\/+$/, "");
    const prefix = store.path_prefix ? `/${store.path_prefix}` : "";
    return `${base}${prefix}/newsletter?${new URLSearchParams({ id: String(id), code })}`;
  };
  return {
    /** Emails the confirmation link of a pending subscription. */
    send(store: StoreView, subscriber: { id: number; email: string; code: string }, origin: string, now = new Date()) {
      const percent = welcomeDiscountPercent(stores.config(store.code));
      deps.mail.send(
        {
          to: subscriber.email,
          storeCode: store.code,
          kind: "newsletter-confirmation",
          ...confirmationMail(store.locale, {
            shop: deps.shopName(store),
            link: link(store, origin, subscriber.id, subscriber.code),
            percent: percent === null ? null : formatPercentNumber(store, percent),
          }),
        },
        now,
      );
    },
  };
}

export type ConfirmationRequests = ReturnType<typeof createConfirmationRequests>;
