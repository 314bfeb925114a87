// The email after a password change or reset, as Magento sends its "password changed" notice: the
// account's owner learns at once of a change they did not make. It holds no link and no secret.
import { composed, mailTemplates } from "../mail/templates.js";
import type { MailOutbox } from "../mail/outbox.js";
import type { StoreView } from "../store/repository.js";

export type PasswordChangedNotice = (
  customer: { email: string; firstname: string; lastname: string },
  store: StoreView,
  now?: Date,
) => void;

export function passwordChangedNotice(mail: MailOutbox, shopName: (store: StoreView) => string): PasswordChangedNotice {
  return (customer, store, now = new Date()) =>
    mail.send(
      {
        to: customer.email,
        storeCode: store.code,
        kind: "password-changed",
        ...composed(
          mailTemplates(store.lang).passwordChanged({
            name: `${customer.firstname} ${customer.lastname}`.trim(),
            shop: shopName(store),
            email: customer.email,
          }),
        ),
      },
      now,
    );
}
