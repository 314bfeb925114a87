// Magento's Contact: the contact form's messages, kept and mailed to the store's contact address.
import { defineModule } from "../manifest.js";
import { createContactMessageRepository } from "./repository.js";
import { contactResolvers } from "./resolvers.js";
import { createContactService, DEFAULT_CONTACT_RECIPIENT, type ContactService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    /** contact form messages (contact/service.ts) */
    contact: ContactService;
  }
}

export const contactModule = defineModule({
  name: "contact",
  // contactUs and its types are Magento's core schema's: no SDL of its own.
  resolvers: [contactResolvers],
  migrations: [
    {
      version: 40,
      name: "contact form messages",
      up: `
  CREATE TABLE IF NOT EXISTS contact_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    store_code TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    telephone TEXT,
    comment TEXT NOT NULL,
    customer_id INTEGER,
    created_at TEXT NOT NULL
  );
  `,
    },
  ],
  services: ({ db, services }) => ({
    contact: createContactService(createContactMessageRepository(db), {
      mail: services.accounts.mail,
      shopName: services.accounts.shopName,
      recipient: (store) => {
        const configured = services.stores.config(store.code).contact_email;
        return typeof configured === "string" && configured ? configured : DEFAULT_CONTACT_RECIPIENT;
      },
    }),
  }),
});
