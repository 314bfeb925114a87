// The card provider tells the shop server to server (ADR 0031, update): an approved payment becomes an
// order whether the provider's signed notification or the shopper's return arrives first, and the
// other one then answers that same order (one order per cart); a notification that is not signed
// with the provider's secret, or altered, or too old, is refused with a 4xx and places nothing; and
// the embedded provider really sends it over HTTP, so a shopper who closes the tab still has an order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import type { NotificationDelivery } from "./notifications.js";
import { NOTIFICATION_SIGNATURE_HEADER } from "./notifications.js";
import { DEVELOPMENT_SECRET } from "./service.js";
import { signNotification } from "./signature.js";
import { CREATINE } from "../seed/fixtures.js";
import { ADD, gql, newCart, serveBackend } from "../../tests/support/backend-helpers.js";

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

async function serve(delivery?: NotificationDelivery) {
  return serveBackend({ cardProviderSecret: DEVELOPMENT_SECRET, cardNotificationDelivery: delivery });
}

// The provider's notifications are held back here, so each test chooses what arrives first.
const held: Sent[] = [];
let shop: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  shop = await serve(async (url, init) => {
    held.push({ url, headers: init.headers, body: init.body });
    return { status: 200 };
  });
}, 60_000);
afterAll(() => shop.stop());

async function request(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await response.text();
  let answer: any = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // a page
  }
  return { status: response.status, body: answer, location: response.headers.get("location") };
}

let shopper = 0;

/** A guest's basket at review and pay, the card chosen, paid on the hosted page: the signed result. */
async function paidBasket(
  s: { backend: EmbeddedBackend; url: string },
  card = "4242424242424242",
): Promise<{ cartId: string; email: string; result: Record<string, string>; hosted: string }> {
  const cartId = await newCart(s.backend);
  await gql(s.backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 2 }] });
  const email = `notified-${++shopper}@example.com`;
  s.backend.db
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
  const chosen = await request(s.url, "POST", `/rest/default/V1/guest-carts/${cartId}/set-payment-information`, {
    email,
    paymentMethod: { method: "pwcard" },
  });
  expect(chosen.status).toBe(200);
  const started = await request(s.url, "POST", `/rest/default/V1/pwcard/guest-carts/${cartId}/redirect-url`, {
    return_url: `${s.url}/checkout/payment/return`,
  });
  expect(started.status).toBe(200);
  const hosted = new URL(started.body.redirect_url).pathname;
  const paid = await fetch(`${s.url}${hosted}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: card, expiry: "12/34", cvc: "123", name: "Robin Tester" }).toString(),
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  const html = await (await fetch(`${s.url}${hosted}`)).text();
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  return {
    cartId,
    email,
    hosted,
    result: { payment_session: value("payment_session"), result: value("result"), signature: value("signature") },
  };
}

/** The shopper's return: the storefront hands the signed result to payment-information. */
const shopperReturns = (cartId: string, email: string, result: Record<string, string>) =>
  request(shop.url, "POST", `/rest/default/V1/guest-carts/${cartId}/payment-information`, {
    email,
    paymentMethod: { method: "pwcard", additional_data: result },
  });

const heldFor = (session: string) => held.filter((n) => JSON.parse(n.body).payment_session === session);

/** Delivers a held notification to the shop, as the provider would. */
const deliver = (n: Sent) =>
  request(shop.url, "POST", new URL(n.url).pathname, n.body, {
    [NOTIFICATION_SIGNATURE_HEADER]: n.headers[NOTIFICATION_SIGNATURE_HEADER]!,
  });

const ordersOf = (email: string) =>
  shop.backend.db.prepare("SELECT id, increment_id FROM orders WHERE email = ?").all(email) as Array<{
    id: number;
    increment_id: string;
  }>;
const confirmationsTo = (email: string) =>
  (
    shop.backend.db
      .prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ? AND kind = 'order-confirmation'")
      .get(email) as { n: number }
  ).n;
const placedNumber = async (cartId: string) =>
  (await gql(shop.backend, `query($c: String!) { placedCartOrder(cart_id: $c) { number } }`, { c: cartId }))
    .placedCartOrder?.number ?? null;

describe("the card provider's notification", () => {
  it("is sent signed to the shop's notification path as soon as the card is approved", async () => {
    const paid = await paidBasket(shop);
    const [sent] = heldFor(paid.result.payment_session!);
    expect(sent).toBeDefined();
    expect(new URL(sent!.url).pathname).toBe("/rest/default/V1/pwcard/notifications");
    // Two tubs of creatine and the delivery: what the card was charged.
    expect(JSON.parse(sent!.body)).toMatchObject({ event: "payment.result", result: "approved", amount: 23.97 });
    expect(sent!.headers[NOTIFICATION_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it("arriving first places the order; the shopper's return then shows that same order", async () => {
    const paid = await paidBasket(shop);
    const first = await deliver(heldFor(paid.result.payment_session!)[0]!);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("placed");
    const [order] = ordersOf(paid.email);
    expect(order?.increment_id).toBe(first.body.order);
    // Without the shopper: the order exists, is paid (invoiced) and confirmed by email.
    expect(
      (shop.backend.db.prepare("SELECT status FROM orders WHERE id = ?").get(order!.id) as { status: string }).status,
    ).toBe("processing");
    expect(confirmationsTo(paid.email)).toBe(1);

    const back = await shopperReturns(paid.cartId, paid.email, paid.result);
    expect(back.status).toBe(200);
    expect(Number(back.body)).toBe(order!.id);
    expect(await placedNumber(paid.cartId)).toBe(order!.increment_id);
    // A second delivery (a retry) changes nothing either.
    expect((await deliver(heldFor(paid.result.payment_session!)[0]!)).body).toEqual({
      status: "placed",
      order: order!.increment_id,
    });
    expect(ordersOf(paid.email)).toHaveLength(1);
    expect(confirmationsTo(paid.email)).toBe(1);
  });

  it("arriving after the shopper's return answers the order the return placed", async () => {
    const paid = await paidBasket(shop);
    const back = await shopperReturns(paid.cartId, paid.email, paid.result);
    expect(back.status).toBe(200);
    const [order] = ordersOf(paid.email);
    const late = await deliver(heldFor(paid.result.payment_session!)[0]!);
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ status: "placed", order: order!.increment_id });
    expect(ordersOf(paid.email)).toHaveLength(1);
    expect(confirmationsTo(paid.email)).toBe(1);
  });

  it("with a bad, altered, missing or old signature is refused with a 4xx and places nothing", async () => {
    const paid = await paidBasket(shop);
    const sent = heldFor(paid.result.payment_session!)[0]!;
    const path = new URL(sent.url).pathname;
    const now = Math.floor(Date.now() / 1000);
    const attempts: Array<[string, string | undefined]> = [
      [sent.body, signNotification("not-the-provider-secret", now, sent.body)],
      [sent.body.replace(/"amount":[0-9.]+/, '"amount":0.01'), sent.headers[NOTIFICATION_SIGNATURE_HEADER]],
      [sent.body, undefined],
      [sent.body, "t=1,v1=" + "0".repeat(64)],
      [sent.body, signNotification(DEVELOPMENT_SECRET, now - 3600, sent.body)],
    ];
    for (const [body, signature] of attempts) {
      const answer = await request(
        shop.url,
        "POST",
        path,
        body,
        signature ? { [NOTIFICATION_SIGNATURE_HEADER]: signature } : {},
      );
      expect(answer.status).toBe(401);
    }
    expect(ordersOf(paid.email)).toHaveLength(0);
    expect(await placedNumber(paid.cartId)).toBeNull();
    // The genuine one still works.
    expect((await deliver(sent)).body.status).toBe("placed");
  });

  it("of a declined card places nothing", async () => {
    const paid = await paidBasket(shop, "4000000000000002");
    const sent = heldFor(paid.result.payment_session!)[0]!;
    expect(JSON.parse(sent.body).result).toBe("declined");
    expect((await deliver(sent)).body).toEqual({ status: "ignored" });
    expect(ordersOf(paid.email)).toHaveLength(0);
  });

  it("really reaches the shop over HTTP: the order exists though the shopper never returns", async () => {
    const live = await serve();
    try {
      const paid = await paidBasket(live);
      await expect
        .poll(
          () =>
            (
              live.backend.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE email = ?").get(paid.email) as {
                n: number;
              }
            ).n,
          { timeout: 15_000 },
        )
        .toBe(1);
    } finally {
      await live.stop();
    }
  }, 30_000);
});
