import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { NEWSLETTER_CONFIRM_STORES } from "../seed/fixtures.js";
import { isValidEmail } from "./service.js";
import { newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const SUBSCRIBE = `mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`;
const subscribe = (email: string, store = "default") => backend.execute<any>(SUBSCRIBE, { e: email }, { Store: store });

describe("subscribeEmailToNewsletter", () => {
  it("subscribes directly where no confirmation is required and stores the subscriber per store", async () => {
    for (const store of ["default", "ie", "us", "es", "fr", "it"]) {
      const r = await subscribe("Anna@Example.com", store);
      expect(r.errors).toBeUndefined();
      expect(r.data.subscribeEmailToNewsletter.status).toBe("SUBSCRIBED");
    }
    const rows = backend.db
      .prepare(
        "SELECT store_code, status, customer_id FROM newsletter_subscribers WHERE email = 'anna@example.com' ORDER BY id",
      )
      .all();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ store_code: "default", status: "SUBSCRIBED", customer_id: null });
  });

  it("answers NOT_ACTIVE in the double opt-in store (de)", async () => {
    expect(NEWSLETTER_CONFIRM_STORES).toEqual(["de"]);
    const r = await subscribe("max@example.de", "de");
    expect(r.data.subscribeEmailToNewsletter.status).toBe("NOT_ACTIVE");
    const row = backend.db
      .prepare(
        "SELECT status, confirm_code FROM newsletter_subscribers WHERE email = 'max@example.de' AND store_code = 'de'",
      )
      .get() as {
      status: string;
      confirm_code: string;
    };
    expect(row.status).toBe("NOT_ACTIVE");
    expect(row.confirm_code).toMatch(/^[0-9a-f]{32}$/);
    // not confirmed yet: subscribing again re-sends the confirmation, no error
    const again = await subscribe("max@example.de", "de");
    expect(again.data.subscribeEmailToNewsletter.status).toBe("NOT_ACTIVE");
  });

  it("rejects an address already subscribed in the same store", async () => {
    await subscribe("twice@example.com", "fr");
    const r = await subscribe("TWICE@example.com", "fr");
    expect(r.errors?.[0].message).toBe("This email address is already subscribed.");
    expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
    expect(r.data.subscribeEmailToNewsletter).toBeNull();
    // another store is another subscription
    expect((await subscribe("twice@example.com", "it")).data.subscribeEmailToNewsletter.status).toBe("SUBSCRIBED");
  });

  it("rejects invalid and empty addresses like Magento", async () => {
    const bads = ["not-an-email", "a@b", "a b@example.com", "@example.com", "a@example..com"];
    for (const bad of bads) {
      const r = await subscribe(bad);
      expect(r.errors?.[0].message, bad).toBe("Enter a valid email address.");
    }
    const stored = backend.db
      .prepare(`SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email IN (${bads.map(() => "?").join(",")})`)
      .get(...bads);
    expect(stored).toEqual({ n: 0 });
    const empty = await subscribe("  ");
    expect(empty.errors?.[0].message).toBe("You must specify an email address to subscribe to a newsletter.");
  });

  it("validates addresses", () => {
    expect(isValidEmail("first.last+tag@sub.example.co.uk")).toBe(true);
    expect(isValidEmail("first..last@example.com")).toBe(false);
    expect(isValidEmail(".first@example.com")).toBe(false);
  });
});
