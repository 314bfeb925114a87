// The card provider (ADR 0031): the redirect-url path and its return URL check, the
// hosted page over HTTP (approve, decline, a challenge passed and failed, cancel, bad input), the
// signed result spent once by the card method for this very cart and amount, saved cards, buy now
// pay later (off), and that nothing of a card number is kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CatalogReader } from "../catalog/repository.js";
import { cardPaymentMethods } from "./methods.js";
import type { PaymentScope } from "../payment/methods.js";
import { CREATINE } from "../seed/fixtures.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { createShopServices } from "../create-services.js";
import type { ShopServices } from "../services.js";
import { cartTotals } from "../shipping/service.js";
import { ADD, gql, serveBackend, type ServedBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let services: ShopServices;
let served: ServedBackend;
let url: string;

const RETURN_URL = "http://localhost:3000/checkout/payment/return";

beforeAll(async () => {
  served = await serveBackend();
  backend = served.backend;
  // The same database through services of the test's own, to call the methods as placing an order does.
  services = createShopServices(backend.db, { mediaBaseUrl: "/media/" });
  url = served.url;
});
afterAll(async () => {
  await served.stop();
});

let ipCounter = 0;
async function signIn(who: { email: string; password: string } = DEMO_CUSTOMER) {
  const d = await gql(
    backend,
    `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email: who.email, password: who.password },
    { "x-forwarded-for": `198.51.100.${++ipCounter}` },
  );
  return d.generateCustomerToken.token as string;
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function guestCart(qty = 2) {
  const cartId = await newCart(backend);
  await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: qty }] });
  return cartId;
}

async function customerCartId(token: string, qty = 1) {
  const d = await gql(backend, `{ customerCart { id } }`, {}, bearer(token));
  const cartId = d.customerCart.id as string;
  await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: qty }] }, bearer(token));
  return cartId;
}

async function rest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const startGuest = (cartId: string, returnUrl: unknown = RETURN_URL) =>
  rest("POST", `/rest/default/V1/pwcard/guest-carts/${cartId}/redirect-url`, { return_url: returnUrl });

/** The hosted page's path from the redirect-url answer (the test server is on another port). */
async function hostedPage(cartId: string) {
  const { status, body } = await startGuest(cartId);
  expect(status).toBe(200);
  return new URL(body.redirect_url).pathname;
}

async function page(path: string) {
  const response = await fetch(`${url}${path}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function post(path: string, fields: Record<string, string>) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

const CARD = { expiry: "12/34", cvc: "123", name: "Alex Demo" };

/** Pays on the hosted page and answers the signed result the page posts back to the shop. */
async function pay(path: string, number: string, extra: Record<string, string> = {}) {
  const answer = await post(path, { number, ...CARD, ...extra });
  expect(answer.status).toBe(303);
  return page(answer.location!);
}

function resultOf(html: string) {
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  return {
    action: /<form id="result" method="get" action="([^"]+)"/.exec(html)?.[1] ?? "",
    payment_session: value("payment_session"),
    result: value("result"),
    signature: value("signature"),
  };
}

/** What placing the order gives the method: the cart as it is now. */
function scopeOf(maskedId: string, customerId: number | null = null): PaymentScope {
  const store = services.stores.byCode("default")!;
  const cart = services.quote.load(store, maskedId, customerId);
  const display = { currency: "GBP", rate: 1 };
  const totals = cartTotals(services, { store, display, catalog: new CatalogReader(services.catalog, store) }, cart);
  return { services, store, cart, customerId, totals, carrierCode: null };
}

const method = (code: string) => cardPaymentMethods(services).find((m) => m.code === code)!;
const authorize = (maskedId: string, data: Record<string, string>, customerId: number | null = null) =>
  method("pwcard").authorize(scopeOf(maskedId, customerId), data);

describe("the redirect-url path", () => {
  it("starts a payment for the cart's grand total and answers the hosted page", async () => {
    const cartId = await guestCart(2);
    const { status, body } = await startGuest(cartId);
    expect(status).toBe(200);
    expect(body.redirect_url).toMatch(/^http:\/\/localhost:3000\/pwcard\/pay\/[A-Za-z0-9_-]{32}$/);
    const hosted = await page(new URL(body.redirect_url).pathname);
    expect(hosted.status).toBe(200);
    expect(hosted.html).toContain("£19.98");
    expect(hosted.html).toContain('name="number"');
    // a guest has no Vault to save a card to
    expect(hosted.html).not.toContain('name="save_card"');
  });

  it("refuses a return URL that is not on the shop's own address", async () => {
    const cartId = await guestCart();
    for (const bad of [
      "https://evil.example/checkout/payment/return",
      "javascript:alert(1)",
      "/checkout/payment/return",
      "http://user:pw@localhost:3000/x",
    ]) {
      const { status, body } = await startGuest(cartId, bad);
      expect(status).toBe(400);
      expect(body.message).toBe("The return URL must be on the shop's own address.");
    }
    const missing = await rest("POST", `/rest/default/V1/pwcard/guest-carts/${cartId}/redirect-url`, {});
    expect(missing.status).toBe(400);
  });

  it("keeps carts apart: a customer's cart is not a guest's, mine needs a token, an empty cart is refused", async () => {
    const token = await signIn(OTHER_CUSTOMER);
    const theirs = await customerCartId(token);
    expect((await startGuest(theirs)).status).toBe(404);
    expect(
      (await rest("POST", "/rest/default/V1/pwcard/carts/mine/redirect-url", { return_url: RETURN_URL })).status,
    ).toBe(401);
    const mine = await rest(
      "POST",
      "/rest/default/V1/pwcard/carts/mine/redirect-url",
      { return_url: RETURN_URL },
      bearer(token),
    );
    expect(mine.status).toBe(200);
    expect((await startGuest(await newCart(backend))).status).toBe(400);
  });
});

describe("a payment session, as the shop asks after it", () => {
  const statusOf = (cartId: string, session: string) =>
    rest("GET", `/rest/default/V1/pwcard/guest-carts/${cartId}/payment-sessions/${session}`);
  const sessionOf = (hostedPath: string) => hostedPath.split("/").at(-1)!;

  it("is pending until the hosted page has its result, then says it; once an order spent it, used", async () => {
    const cartId = await guestCart();
    const path = await hostedPage(cartId);
    const id = sessionOf(path);
    expect(await statusOf(cartId, id)).toEqual({ status: 200, body: { payment_session: id, status: "pending" } });
    const result = resultOf((await pay(path, "4242 4242 4242 4242")).html);
    expect((await statusOf(cartId, id)).body.status).toBe("approved");
    authorize(cartId, result);
    expect((await statusOf(cartId, id)).body.status).toBe("used");

    const declinedCart = await guestCart();
    const declined = await hostedPage(declinedCart);
    await pay(declined, "4000000000000002");
    expect((await statusOf(declinedCart, sessionOf(declined))).body.status).toBe("declined");
  });

  it("is expired, approved or not, once it can pay for no order", async () => {
    const cartId = await guestCart();
    const path = await hostedPage(cartId);
    await pay(path, "4242 4242 4242 4242");
    const session = services.cardPay.find(sessionOf(path))!;
    const later = new Date(Date.parse(session.expires_at) + 1000);
    expect(services.cardPay.statusOf(session)).toBe("approved");
    expect(services.cardPay.statusOf(session, later)).toBe("expired");
  });

  it("is told only for the cart's own: another cart's is as unknown as none; mine needs a token", async () => {
    const [mine, other] = [await guestCart(), await guestCart()];
    const theirs = sessionOf(await hostedPage(other));
    const unknown = await statusOf(mine, theirs);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("No such entity with %fieldName = %fieldValue");
    expect((await statusOf(mine, "A".repeat(32))).status).toBe(404);
    // Another store view's path does not reach the cart either.
    expect((await rest("GET", `/rest/de/V1/pwcard/guest-carts/${other}/payment-sessions/${theirs}`)).status).toBe(404);

    const token = await signIn(OTHER_CUSTOMER);
    const customerCart = await customerCartId(token);
    const started = await rest(
      "POST",
      "/rest/default/V1/pwcard/carts/mine/redirect-url",
      { return_url: RETURN_URL },
      bearer(token),
    );
    const id = sessionOf(new URL(started.body.redirect_url).pathname);
    const minePath = `/rest/default/V1/pwcard/carts/mine/payment-sessions/${id}`;
    expect((await rest("GET", minePath)).status).toBe(401);
    expect((await rest("GET", minePath, undefined, bearer(token))).body.status).toBe("pending");
    // A customer's cart is not a guest's.
    expect((await statusOf(customerCart, id)).status).toBe(404);
  });
});

describe("the hosted page", () => {
  it("approves the test card; the card method places it once, as 'Visa ending 4242', invoiced", async () => {
    const cartId = await guestCart();
    const path = await hostedPage(cartId);
    const done = await pay(path, "4242 4242 4242 4242");
    const result = resultOf(done.html);
    expect(result).toMatchObject({ action: "/checkout/payment/return", result: "approved" });
    expect(result.signature).toMatch(/^[0-9a-f]{64}$/);
    // the shopper's browser takes the result back by a GET; a tiny script does it when JavaScript runs
    expect(done.html).toMatch(/<script nonce="[^"]+">document.getElementById\("result"\).submit\(\);<\/script>/);

    const record = authorize(cartId, result);
    expect(record).toMatchObject({ title: "Visa ending 4242", invoiced: true });
    expect(record.additional).toMatchObject({ cc_type: "Visa", cc_last_4: "4242" });
    // spent: the same result cannot pay a second order
    expect(() => authorize(cartId, result)).toThrow("The card payment could not be verified. Please pay again.");
    // Spent by the order (perhaps placed on the provider's notification before the shopper got back):
    // the page still shows the approved result, which the shop answers with that same order.
    const again = await page(path);
    expect(again.status).toBe(200);
    expect(resultOf(again.html).result).toBe("approved");
  });

  it("declines the decline test card", async () => {
    const cartId = await guestCart();
    const result = resultOf((await pay(await hostedPage(cartId), "4000000000000002")).html);
    expect(result.result).toBe("declined");
    expect(() => authorize(cartId, result)).toThrow("Your card was declined.");
  });

  it("asks the challenge card for a one-time code: 1234 passes", async () => {
    const cartId = await guestCart();
    const path = await hostedPage(cartId);
    const challenge = await pay(path, "4000 0000 0000 3220");
    expect(challenge.html).toContain('name="code"');
    expect(challenge.html).toContain("Visa ending 3220");
    const answer = await post(`${path}/challenge`, { code: "1234" });
    expect(answer.status).toBe(303);
    const result = resultOf((await page(answer.location!)).html);
    expect(result.result).toBe("approved");
    expect(authorize(cartId, result).title).toBe("Visa ending 3220");
  });

  it("fails the challenge with any other code", async () => {
    const cartId = await guestCart();
    const path = await hostedPage(cartId);
    await pay(path, "4000000000003220");
    const answer = await post(`${path}/challenge`, { code: "9999" });
    const result = resultOf((await page(answer.location!)).html);
    expect(result.result).toBe("failed");
    expect(() => authorize(cartId, result)).toThrow("Your card was declined.");
    // one attempt: the right code afterwards changes nothing
    await post(`${path}/challenge`, { code: "1234" });
    expect(resultOf((await page(path)).html).result).toBe("failed");
  });

  it("refuses a bad number or an expired card next to the field, keeping nothing", async () => {
    const cartId = await guestCart();
    const path = await hostedPage(cartId);
    const bad = await post(path, { number: "4242 4242 4242 4241", ...CARD, expiry: "01/20" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('<span class="error" id="number-error">Enter a valid card number.</span>');
    expect(bad.html).toContain('<span class="error" id="expiry-error">This card has expired.</span>');
    expect(bad.html).toContain('value="Alex Demo"');
    expect(bad.html).not.toContain("4241");
    const empty = await post(path, { number: "", expiry: "13/30", cvc: "", name: "" });
    expect(empty.html).toContain("Enter the expiry date as MM/YY.");
    expect(empty.html).toContain("Enter the name as it is on the card.");
    // still waiting for a card
    expect((await page(path)).html).toContain('name="number"');
  });

  it("cancels back to the shop with a signed 'cancelled'", async () => {
    const cartId = await guestCart();
    const path = await hostedPage(cartId);
    const answer = await post(`${path}/cancel`, {});
    const result = resultOf((await page(answer.location!)).html);
    expect(result.result).toBe("cancelled");
    expect(() => authorize(cartId, result)).toThrow("Your card was declined.");
  });

  it("is private, unframeable and scriptless but for its nonce; unknown sessions are 404", async () => {
    const cartId = await guestCart();
    const hosted = await page(await hostedPage(cartId));
    expect(hosted.headers.get("content-security-policy")).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(hosted.headers.get("x-frame-options")).toBe("DENY");
    expect(hosted.headers.get("cache-control")).toBe("no-store");
    expect((await page("/pwcard/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });

  it("speaks the store view's language", async () => {
    const cartId = await newCart(backend, { Store: "de" });
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] }, { Store: "de" });
    const { body } = await rest("POST", `/rest/de/V1/pwcard/guest-carts/${cartId}/redirect-url`, {
      return_url: "http://localhost:3000/de/checkout/payment/return",
    });
    const hosted = await page(new URL(body.redirect_url).pathname);
    expect(hosted.html).toContain('<html lang="de">');
    expect(hosted.html).toContain("Kartennummer");
    expect(hosted.html).toContain("Abbrechen und zum Shop zurückkehren");
  });
});

describe("the card method refuses", () => {
  it("a forged or altered signature", async () => {
    const cartId = await guestCart();
    const result = resultOf((await pay(await hostedPage(cartId), "4000000000000002")).html);
    expect(() => authorize(cartId, { ...result, result: "approved" })).toThrow("could not be verified");
    expect(() => authorize(cartId, { ...result, signature: "0".repeat(64) })).toThrow("could not be verified");
    expect(() => authorize(cartId, { payment_session: result.payment_session, result: "approved" })).toThrow(
      "could not be verified",
    );
  });

  it("another cart's session", async () => {
    const [mine, other] = [await guestCart(), await guestCart()];
    const result = resultOf((await pay(await hostedPage(other), "4242424242424242")).html);
    expect(() => authorize(mine, result)).toThrow("could not be verified");
    // still good for its own cart
    expect(authorize(other, result).invoiced).toBe(true);
  });

  it("a basket changed during payment", async () => {
    const cartId = await guestCart(1);
    const result = resultOf((await pay(await hostedPage(cartId), "4242424242424242")).html);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
    expect(() => authorize(cartId, result)).toThrow(
      "Your basket changed during payment; please review it and pay again.",
    );
  });

  it("an expired session", async () => {
    const cartId = await guestCart();
    const result = resultOf((await pay(await hostedPage(cartId), "4242424242424242")).html);
    backend.db
      .prepare("UPDATE card_payment_sessions SET expires_at = ? WHERE id = ?")
      .run(new Date(Date.now() - 1000).toISOString(), result.payment_session);
    expect(() => authorize(cartId, result)).toThrow("The payment session has expired.");
  });
});

describe("saved cards", () => {
  it("saves an approved card to the customer's Vault when asked, and pays with it later", async () => {
    const token = await signIn(OTHER_CUSTOMER);
    const cartId = await customerCartId(token);
    const customerId = services.customers.customerIdForToken(token)!;
    const { body } = await rest(
      "POST",
      "/rest/default/V1/pwcard/carts/mine/redirect-url",
      { return_url: RETURN_URL },
      bearer(token),
    );
    const path = new URL(body.redirect_url).pathname;
    expect((await page(path)).html).toContain('name="save_card"');
    const result = resultOf((await pay(path, "5555 5555 5555 4444", { save_card: "1" })).html);
    const before = services.vault.cards(customerId).length;
    const record = method("pwcard").authorize(scopeOf(cartId, customerId), result);
    expect(record.title).toBe("Mastercard ending 4444");
    const cards = services.vault.cards(customerId);
    expect(cards).toHaveLength(before + 1);
    const saved = cards.find((c) => c.public_hash === record.additional.public_hash)!;
    expect(saved.payment_method_code).toBe("pwcard");
    expect(JSON.parse(saved.details)).toMatchObject({ type: "MC", maskedCC: "4444", expirationDate: "12/2034" });

    const vault = method("pwcard_vault");
    const scope = scopeOf(cartId, customerId);
    expect(vault.isAvailable(scope)).toBe(true);
    expect(vault.authorize(scope, { public_hash: saved.public_hash }).title).toBe("Mastercard ending 4444");
    // someone else's card is not there for this customer
    const demoId = services.customers.customerIdForToken(await signIn(DEMO_CUSTOMER))!;
    const demoHash = services.vault.cards(demoId)[0]!.public_hash;
    expect(() => vault.authorize(scope, { public_hash: demoHash })).toThrow("This saved card is not available.");
  });

  it("are not offered to guests", async () => {
    const cartId = await guestCart();
    expect(method("pwcard_vault").isAvailable(scopeOf(cartId))).toBe(false);
    expect(method("pwcard").isAvailable(scopeOf(cartId))).toBe(true);
  });
});

describe("buy now, pay later", () => {
  it("is off in the seed: its configuration path says so and the method is not offered", async () => {
    const { status, body } = await rest("GET", "/rest/default/V1/bnpl/config");
    expect(status).toBe(200);
    expect(body).toEqual({ enabled: false, client_id: null, script_url: null });
    expect(method("bnpl").isAvailable(scopeOf(await guestCart()))).toBe(false);
  });

  it("is offered once configured", async () => {
    const set = backend.db.prepare("INSERT OR REPLACE INTO config (scope_code, path, value) VALUES ('fr', ?, ?)");
    set.run("payment/bnpl/active", "true");
    set.run("payment/bnpl/client_id", '"client-123"');
    set.run("payment/bnpl/script_url", '"https://cdn.bnpl.example/sdk.js"');
    const fresh = createShopServices(backend.db, { mediaBaseUrl: "/media/" });
    const store = fresh.stores.byCode("fr")!;
    const bnpl = cardPaymentMethods(fresh).find((m) => m.code === "bnpl")!;
    expect(bnpl.isAvailable({ ...scopeOf(await guestCart()), services: fresh, store })).toBe(true);
  });
});

describe("card data", () => {
  it("never keeps a card number or security code anywhere in the database", async () => {
    const cartId = await guestCart();
    await pay(await hostedPage(cartId), "4242424242424242", { cvc: "987" });
    const tables = backend.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{
      name: string;
    }>;
    let rows = 0;
    for (const { name } of tables) {
      // One text per table: the same look at every row, without thousands of expectations.
      const all = backend.db.prepare(`SELECT * FROM "${name}"`).all() as Array<Record<string, unknown>>;
      rows += all.length;
      const text = JSON.stringify(all);
      expect(text, name).not.toContain("4242424242424242");
      expect(text, name).not.toContain("4000000000003220");
      expect(text, name).not.toMatch(/"cvc"|"card_number"/);
    }
    expect(rows).toBeGreaterThan(100);
    const session = backend.db
      .prepare("SELECT card_brand, card_last4 FROM card_payment_sessions ORDER BY created_at DESC LIMIT 1")
      .get();
    expect(session).toEqual({ card_brand: "Visa", card_last4: "4242" });
  });
});

describe("placing the order with payment-information (part C's transaction)", () => {
  /** What the information and delivery steps leave on a cart, written directly. */
  function readyForPayment(maskedId: string) {
    const address = {
      firstname: "Robin",
      lastname: "Card",
      company: null,
      street: ["1 Deansgate"],
      house_number: null,
      city: "Manchester",
      region: null,
      region_id: null,
      region_code: null,
      postcode: "M3 1AZ",
      country_id: "GB",
      telephone: "+441615550100",
      customer_address_id: null,
      save_in_address_book: false,
      pickup_location_code: null,
    };
    backend.db
      .prepare(
        "UPDATE carts SET email = 'robin.card@example.com', shipping_address = ?, shipping_method = 'flatrate_flatrate' WHERE masked_id = ?",
      )
      .run(JSON.stringify(address), maskedId);
  }

  const placeGuest = (cartId: string, data: Record<string, string>) =>
    rest("POST", `/rest/default/V1/guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: "pwcard", additional_data: data },
      email: "robin.card@example.com",
    });

  it("a declined card leaves the basket as it was; a retry with an approved card places one invoiced order", async () => {
    const cartId = await guestCart(2);
    readyForPayment(cartId);
    const declined = resultOf((await pay(await hostedPage(cartId), "4000000000000002")).html);
    const refused = await placeGuest(cartId, declined);
    expect(refused).toEqual({ status: 400, body: { message: "Your card was declined." } });
    const cart = await gql(backend, `query($id: String!) { cart(cart_id: $id) { total_quantity } }`, { id: cartId });
    expect(cart.cart.total_quantity).toBe(2);

    const approved = resultOf((await pay(await hostedPage(cartId), "4242424242424242")).html);
    const placed = await placeGuest(cartId, approved);
    expect(placed.status).toBe(200);
    const order = backend.db
      .prepare("SELECT id, payment_title, grand_total FROM orders WHERE id = ?")
      .get(Number(placed.body)) as { id: number; payment_title: string; grand_total: number };
    expect(order.payment_title).toBe("Visa ending 4242");
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?").get(order.id)).toEqual({ n: 1 });
    // the same result again answers the same order (part C's idempotency), never a second one
    expect((await placeGuest(cartId, approved)).body).toBe(placed.body);
  });

  it("a result spent on one order cannot pay another cart", async () => {
    const [first, second] = [await guestCart(1), await guestCart(1)];
    readyForPayment(first);
    readyForPayment(second);
    const approved = resultOf((await pay(await hostedPage(first), "4242424242424242")).html);
    expect((await placeGuest(first, approved)).status).toBe(200);
    expect(await placeGuest(second, approved)).toEqual({
      status: 400,
      body: { message: "The card payment could not be verified. Please pay again." },
    });
  });
});
