// The mail outbox the shop's emails are written to (account, newsletter, order, alerts).
import { defineModule } from "../manifest.js";
import { mailHtmlMigration } from "./schema.js";

export const mailModule = defineModule({
  name: "mail",
  migrations: [
    {
      version: 36,
      name: "the HTML part of an email (the order confirmation has one beside its text)",
      up: mailHtmlMigration,
    },
  ],
});
