// contactUs as Magento 2.4.7 answers it: Magento's messages for a bad email, a missing name or
// comment; a good message is kept and mailed to the store's contact address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { createShopServices } from "../create-services.js";
import type { ShopServices } from "../services.js";
import { newBackend } from "../../tests/support/backend-helpers.js";

const CONTACT = `mutation($input: ContactUsInput!) { contactUs(input: $input) { status } }`;

let backend: EmbeddedBackend;
let services: ShopServices;
beforeAll(() => {
  backend = newBackend();
  services = createShopServices(backend.db, { mediaBaseUrl: "/media/" });
});
afterAll(() => backend.close());

const contact = (input: Record<string, string>, headers?: Record<string, string>) =>
  backend.execute<any>(CONTACT, { input }, headers);
const contactMails = () => services.accounts.mail.newest(50).filter((mail) => mail.kind === "contact-message");

describe("contactUs", () => {
  it("keeps the message and mails it to the shop's contact address", async () => {
    const r = await contact({
      name: " Alex Runner ",
      email: "alex@example.com",
      telephone: "07700 900123",
      comment: "Is the vanilla whey gluten free?",
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.contactUs).toEqual({ status: true });
    const [stored] = services.contact.newest(1);
    expect(stored).toMatchObject({
      store_code: "default",
      name: "Alex Runner",
      email: "alex@example.com",
      telephone: "07700 900123",
      comment: "Is the vanilla whey gluten free?",
    });
    const [mail] = contactMails();
    expect(mail.to).toBe("hello@example.com");
    expect(mail.subject).toContain("Alex Runner");
    expect(mail.text).toContain("Email: alex@example.com");
    expect(mail.text).toContain("Is the vanilla whey gluten free?");
  });

  it("records the store view the message came from", async () => {
    const r = await contact({ name: "Kim", email: "kim@example.de", comment: "Hallo" }, { Store: "de" });
    expect(r.errors).toBeUndefined();
    expect(contactMails()[0]).toMatchObject({ storeCode: "de", to: "hello@example.com" });
  });

  it.each([
    [
      { name: "Sam", email: "not-an-email", comment: "Hi" },
      "The email address is invalid. Verify the email address and try again.",
    ],
    [{ name: "  ", email: "sam@example.com", comment: "Hi" }, "Name field is required."],
    [{ name: "Sam", email: "sam@example.com", comment: " " }, "Comment field is required."],
  ])("refuses %o with Magento's message", async (input, message) => {
    const before = services.contact.newest(100).length;
    const r = await contact(input);
    expect(r.data?.contactUs ?? null).toBeNull();
    expect(r.errors?.[0].message).toBe(message);
    expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
    expect(services.contact.newest(100).length).toBe(before);
  });
});
