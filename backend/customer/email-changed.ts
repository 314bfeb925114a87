// The emails after a change of the sign-in email, as Magento's "change_email" notice, which goes to
// both addresses: the old one is told, so that someone who took the account over cannot hide it by
// moving its mail elsewhere (the new address shows only partly there, since the old mailbox may no
// longer be the customer's alone); the new one, so that the shopper sees the change took and a
// stranger whose address was typed learns of it.
import { composed, mailTemplates } from "../mail/templates.js";
import type { MailOutbox } from "../mail/outbox.js";
import type { StoreView } from "../store/repository.js";

export type EmailChangedNotice = (
  customer: { email: string; firstname: string; lastname: string },
  newEmail: string,
  store: StoreView,
  now?: Date,
) => void;

/** "al…@example.com": the first two characters of the mailbox name, and the whole domain. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "…";
  return `${email.slice(0, Math.min(2, at - 1) || 1)}…${email.slice(at)}`;
}

export function emailChangedNotice(mail: MailOutbox, shopName: (store: StoreView) => string): EmailChangedNotice {
  return (customer, newEmail, store, now = new Date()) => {
    const templates = mailTemplates(store.lang);
    const name = `${customer.firstname} ${customer.lastname}`.trim();
    const shop = shopName(store);
    mail.send(
      {
        to: customer.email,
        storeCode: store.code,
        kind: "email-changed",
        ...composed(templates.emailChanged({ name, shop, newEmail: maskedEmail(newEmail) })),
      },
      now,
    );
    mail.send(
      {
        to: newEmail,
        storeCode: store.code,
        kind: "email-now-here",
        ...composed(templates.emailNowHere({ name, shop })),
      },
      now,
    );
  };
}
