// contactUs, like Magento's ContactGraphQl resolver: the input trimmed, checked in Magento's order
// with Magento's messages (email, then name, then comment), then mailed to the store's contact
// address (Magento's contact/email/recipient_email, "hello@example.com" unless configured).
import type { MailOutbox } from "../mail/outbox.js";
import { isValidEmail } from "../newsletter/service.js";
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import type { ContactMessageRepository } from "./repository.js";

export interface ContactInput {
  name: string;
  email: string;
  telephone?: string | null;
  comment: string;
}

export interface ContactDeps {
  mail: MailOutbox;
  shopName: (store: StoreView) => string;
  /** the store view's contact recipient */
  recipient: (store: StoreView) => string;
}

/** Magento's default contact recipient (Magento_Contact etc/config.xml). */
export const DEFAULT_CONTACT_RECIPIENT = "hello@example.com";

export function createContactService(messages: ContactMessageRepository, deps: ContactDeps) {
  return {
    send(store: StoreView, raw: ContactInput, customerId: number | null, now = new Date()): number {
      const input = {
        name: raw.name.trim(),
        email: raw.email.trim(),
        telephone: raw.telephone?.trim() ?? "",
        comment: raw.comment.trim(),
      };
      if (!isValidEmail(input.email))
        throw new ShopError("The email address is invalid. Verify the email address and try again.", "input");
      if (input.name === "") throw new ShopError("Name field is required.", "input");
      if (input.comment === "") throw new ShopError("Comment field is required.", "input");
      const id = messages.insert({
        store_code: store.code,
        name: input.name,
        email: input.email,
        telephone: input.telephone || null,
        comment: input.comment,
        customer_id: customerId,
        created_at: now.toISOString(),
      });
      deps.mail.send(
        {
          to: deps.recipient(store),
          storeCode: store.code,
          kind: "contact-message",
          subject: `${deps.shopName(store)}: contact form message from ${input.name}`,
          text: [
            `Name: ${input.name}`,
            `Email: ${input.email}`,
            `Phone Number: ${input.telephone || "-"}`,
            "",
            "Comment:",
            input.comment,
          ].join("\n"),
        },
        now,
      );
      return id;
    },
    newest: (limit?: number) => messages.newest(limit),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
