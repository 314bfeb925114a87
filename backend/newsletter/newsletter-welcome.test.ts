// The newsletter's promise kept: a new subscriber gets a single-use code of the store's welcome
// percentage, on the answer and by email; an address on the list before gets none; the code takes
// the percentage off one order and is refused after with a clear message; no percentage, no promise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CHECKOUT_SPEC_PRODUCT } from "../seed/fixtures-checkout.js";
import { WELCOME_CODE_PATTERN } from "./welcome-coupon.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";
import { FROM_SCRATCH } from "../../tests/setup/timeouts.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const SUBSCRIBE = `mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status welcome_coupon_code } }`;
const subscribe = async (email: string, store = "default") =>
  (await backend.execute<any>(SUBSCRIBE, { e: email }, { Store: store })).data?.subscribeEmailToNewsletter;
const mailsOf = (b: EmbeddedBackend, email: string) =>
  b.db
    .prepare("SELECT kind, subject, body_text AS text FROM mail_outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id")
    .all(email) as Array<{ kind: string; subject: string; text: string }>;
const mailsTo = (email: string) => mailsOf(backend, email);
const PROMISE = `{ storeConfig { newsletter_popup_discount newsletter_popup_discount_percent } }`;

const APPLY = `mutation($id: String!, $code: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: $code}) {
  cart { applied_coupons { code } prices { discounts { label amount { value } } subtotal_including_tax { value } } } } }`;

async function cartWithStraps(email: string) {
  const cartId = await newCart(backend);
  await gql(backend, ADD, { cartId, items: [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 2 }] });
  backend.db
    .prepare(
      "UPDATE carts SET email = ?, shipping_address = ?, shipping_method = 'flatrate_flatrate' WHERE masked_id = ?",
    )
    .run(
      email,
      JSON.stringify({
        firstname: "Robin",
        lastname: "Tester",
        street: ["1 Deansgate"],
        city: "Manchester",
        postcode: "M3 1AZ",
        country_id: "GB",
        telephone: "+441615550100",
      }),
      cartId,
    );
  return cartId;
}

async function placeOrder(cartId: string) {
  await gql(
    backend,
    `mutation($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) {
      cart { id } } }`,
    { id: cartId },
  );
  return gql(
    backend,
    `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number } errors { message } } }`,
    {
      id: cartId,
    },
  );
}

describe("the newsletter's welcome code", () => {
  it("is made for a new subscriber, answered and emailed with the promise's percentage", async () => {
    const config = (await gql(backend, PROMISE)).storeConfig;
    expect(config).toEqual({
      newsletter_popup_discount: "10% off your first order",
      newsletter_popup_discount_percent: 10,
    });

    const answer = await subscribe("new.subscriber@example.com");
    expect(answer.status).toBe("SUBSCRIBED");
    const code = answer.welcome_coupon_code;
    expect(code).toMatch(WELCOME_CODE_PATTERN);

    const coupon = backend.db
      .prepare(
        `SELECT c.usage_limit, r.simple_action, r.discount_amount, r.is_active FROM sales_rule_coupons c
         JOIN sales_rules r ON r.id = c.rule_id WHERE c.code = ?`,
      )
      .get(code);
    expect(coupon).toEqual({ usage_limit: 1, simple_action: "by_percent", discount_amount: 10, is_active: 1 });

    const [mail] = mailsTo("new.subscriber@example.com");
    expect(mail.kind).toBe("newsletter-welcome");
    expect(mail.subject).toContain("10%");
    expect(mail.text).toContain(code);
    expect(mail.text).toContain("10% off your first order");
  });

  it("tells a US subscriber to enter the code in their cart, a British one in their basket", async () => {
    await subscribe("us.subscriber@example.com", "us");
    expect(mailsTo("us.subscriber@example.com")[0].text).toContain("Enter the code in your cart as a discount code.");
    await subscribe("uk.subscriber@example.com", "default");
    expect(mailsTo("uk.subscriber@example.com")[0].text).toContain("Enter the code in your basket as a discount code.");
  });

  it("gives no second code to an address that was on the list, in any store view", async () => {
    const first = await subscribe("once@example.com", "it");
    expect(first.welcome_coupon_code).toMatch(WELCOME_CODE_PATTERN);
    expect(mailsTo("once@example.com")).toHaveLength(1);
    expect(mailsTo("once@example.com")[0].text).toContain("sconto");

    // The same store again: refused as before (the storefront answers it like a new subscription).
    const again = await backend.execute<any>(SUBSCRIBE, { e: "ONCE@example.com" }, { Store: "it" });
    expect(again.errors?.[0].message).toBe("This email address is already subscribed.");
    // Another store view subscribes it, without a code.
    expect(await subscribe("once@example.com", "default")).toEqual({ status: "SUBSCRIBED", welcome_coupon_code: null });
    // Unsubscribed and back: still none.
    backend.db
      .prepare("UPDATE newsletter_subscribers SET status = 'UNSUBSCRIBED' WHERE email = 'once@example.com'")
      .run();
    expect((await subscribe("once@example.com", "it")).welcome_coupon_code).toBeNull();
    expect(mailsTo("once@example.com")).toHaveLength(1);
  });

  it("takes the percentage off one order and is refused after, with a clear message", async () => {
    const { welcome_coupon_code: code } = await subscribe("shopper@example.com");
    const cartId = await cartWithStraps("shopper@example.com");
    const applied = (await gql(backend, APPLY, { id: cartId, code })).applyCouponToCart.cart;
    expect(applied.applied_coupons).toEqual([{ code }]);
    const subtotal = applied.prices.subtotal_including_tax.value;
    expect(applied.prices.discounts).toEqual([
      { label: "Welcome discount", amount: { value: Math.round(subtotal * 10) / 100 } },
    ]);
    const placed = await placeOrder(cartId);
    expect(placed.placeOrder.errors).toEqual([]);
    expect(placed.placeOrder.orderV2.number).toBeTruthy();

    const next = await cartWithStraps("shopper@example.com");
    const refused = await backend.execute<any>(APPLY, { id: next, code });
    expect(refused.errors?.[0].message).toBe(`The coupon code "${code}" has already been used.`);
  });

  it("is neither promised nor made when the store gives no welcome discount", async () => {
    // A backend of its own: the store configuration is read once per store view.
    const fresh = newBackend();
    fresh.db
      .prepare("INSERT INTO config (scope_code, path, value) VALUES ('es', 'newsletter_popup_discount_percent', '0')")
      .run();
    try {
      const config = (await fresh.execute<any>(PROMISE, {}, { Store: "es" })).data.storeConfig;
      expect(config).toEqual({ newsletter_popup_discount: null, newsletter_popup_discount_percent: null });
      const answer = (await fresh.execute<any>(SUBSCRIBE, { e: "nada@example.es" }, { Store: "es" })).data
        .subscribeEmailToNewsletter;
      expect(answer).toEqual({ status: "SUBSCRIBED", welcome_coupon_code: null });
      expect(mailsOf(fresh, "nada@example.es")).toEqual([]);
      // The other stores keep their promise.
      const uk = (await fresh.execute<any>(PROMISE, {}, { Store: "default" })).data.storeConfig;
      expect(uk.newsletter_popup_discount).toBe("10% off your first order");
    } finally {
      fresh.close();
    }
  });
});

describe("a shop seeded before the welcome codes", () => {
  it(
    "gets the welcome percentage, the promise's template and the codes' table from the migration",
    FROM_SCRATCH,
    async () => {
      const { default: Database } = await import("better-sqlite3");
      const { migrate } = await import("../db/migrations.js");
      const { seed } = await import("../seed/index.js");
      const { createStoreRepository } = await import("../store/repository.js");
      const { storeConfig } = await import("../store/service.js");
      const db = new Database(":memory:");
      try {
        migrate(db, 26);
        seed(db);
        // as the older seed wrote it: a fixed text and no percentage
        db.exec(`DELETE FROM config WHERE path = 'newsletter_popup_discount_percent';
        UPDATE config SET value = '"10% off your first order"' WHERE path = 'newsletter_popup_discount' AND scope_code = '';
        UPDATE config SET value = '"A shop of its own"' WHERE path = 'default_title' AND scope_code = ''`);
        migrate(db);
        const stores = createStoreRepository(db);
        const config = storeConfig(stores, stores.byCode("de")!, {
          mediaBaseUrl: "/media/",
          customerTokenLifetimeHours: 1,
        });
        expect(config.newsletter_popup_discount).toBe("10 % Rabatt auf Ihre erste Bestellung");
        expect(config.newsletter_popup_discount_percent).toBe(10);
        // the other settings are the shop's own, as they were
        expect(stores.config("default").default_title).toBe("A shop of its own");
        expect(db.prepare("SELECT COUNT(*) AS n FROM newsletter_welcome_coupons").get()).toEqual({ n: 0 });
      } finally {
        db.close();
      }
    },
  );
});

describe("double opt-in: the welcome code waits for the confirmation", () => {
  const CONFIRM = `mutation($id: Int!, $code: String!) {
    confirmNewsletterSubscription(id: $id, code: $code) { status welcome_coupon_code } }`;
  const confirm = async (id: number, code: string, store = "de") =>
    backend.execute<any>(CONFIRM, { id, code }, { Store: store });
  /** The confirmation email's link, read as the shopper's browser would open it. */
  const confirmationLink = (email: string) => {
    const mail = mailsTo(email).find((m) => m.kind === "newsletter-confirmation");
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")![0]);
    return { link, id: Number(link.searchParams.get("id")), code: link.searchParams.get("code") ?? "" };
  };

  it("subscribing gives no code, only the confirmation link; confirming gives the code, on the answer and by email, once", async () => {
    const email = "doi-new@example.de";
    const pending = await subscribe(email, "de");
    expect(pending).toEqual({ status: "NOT_ACTIVE", welcome_coupon_code: null });
    const [request] = mailsTo(email);
    expect(request.kind).toBe("newsletter-confirmation");
    expect(request.subject).toContain("Bitte bestätigen Sie Ihre Anmeldung");
    expect(request.text).toContain("Sobald Sie bestätigt haben, schicken wir Ihnen Ihren Code für 10 % Rabatt");
    expect(request.text).not.toMatch(/WELCOME-/);
    const { link, id, code } = confirmationLink(email);
    expect(link.pathname).toBe("/de/newsletter");

    // A wrong code (or another store's link) confirms nothing and gives nothing.
    expect((await confirm(id, "0".repeat(32))).errors?.[0].message).toBe(
      "This is an invalid subscription confirmation code.",
    );
    expect((await confirm(id, code, "default")).errors?.[0].message).toBe(
      "This is an invalid subscription confirmation code.",
    );
    expect(mailsTo(email).map((m) => m.kind)).toEqual(["newsletter-confirmation"]);

    const confirmed = (await confirm(id, code)).data.confirmNewsletterSubscription;
    expect(confirmed.status).toBe("SUBSCRIBED");
    expect(confirmed.welcome_coupon_code).toMatch(WELCOME_CODE_PATTERN);
    const welcome = mailsTo(email).at(-1)!;
    expect(welcome.kind).toBe("newsletter-welcome");
    expect(welcome.text).toContain(confirmed.welcome_coupon_code);
    const row = backend.db
      .prepare("SELECT status FROM newsletter_subscribers WHERE email = ? AND store_code = 'de'")
      .get(email);
    expect(row).toEqual({ status: "SUBSCRIBED" });

    // The link opened again: still subscribed, no second code.
    expect((await confirm(id, code)).data.confirmNewsletterSubscription).toEqual({
      status: "SUBSCRIBED",
      welcome_coupon_code: null,
    });
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("subscribing again while pending sends a new link; the old one no longer works", async () => {
    const email = "doi-twice@example.de";
    await subscribe(email, "de");
    const first = confirmationLink(email);
    await subscribe(email, "de");
    const requests = mailsTo(email).filter((m) => m.kind === "newsletter-confirmation");
    expect(requests).toHaveLength(2);
    const second = new URL(/https?:\/\/\S+/.exec(requests[1].text)![0]);
    expect((await confirm(first.id, first.code)).errors?.[0].message).toBe(
      "This is an invalid subscription confirmation code.",
    );
    const confirmed = await confirm(Number(second.searchParams.get("id")), second.searchParams.get("code") ?? "");
    expect(confirmed.data.confirmNewsletterSubscription.welcome_coupon_code).toMatch(WELCOME_CODE_PATTERN);
  });
});
