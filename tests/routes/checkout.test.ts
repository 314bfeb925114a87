// The checkout, step by step, as a guest without JavaScript: every step's loader and action and the
// checkout layout's, with the step guards (no basket: to the basket), validation errors (4xx, next
// to the field, input kept), 303s to the next step, private pages, and the order at the end.
import { describe, expect, it } from "vitest";
import { CHECKOUT_SPEC_PRODUCT } from "../../backend/seed/fixtures-checkout.js";
import { WHEY } from "../../backend/seed/fixtures.js";
import { DEMO_CUSTOMER, fieldErrorsOf, keptInputOf, SHOP, useShop } from "./harness";
import { renderPage } from "./render";
import { loadLayout, loadScreen } from "./screen";

const shop = useShop();

const straps = [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 2 }];
const address = {
  firstname: "Jo",
  lastname: "Runner",
  street1: "1 Test Street",
  city: "London",
  postcode: "SW1A 1AA",
  country: "GB",
  telephone: "020 7946 0000",
};

/** A guest session whose basket holds two lifting straps, with the checkout filled in up to `step`. */
async function guestAt(
  step: "information" | "delivery" | "confirm",
  lines: Array<{ sku: string; quantity: number; parentSku?: string }> = straps,
) {
  let { cookie } = await shop.basketSession(lines);
  if (step === "information") return cookie;
  const email = `jo.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const info = await shop.submit(
    await loadScreen("checkout.information"),
    "/checkout/information",
    { email },
    {
      cookie,
    },
  );
  expect(info.location).toBe("/checkout/delivery");
  cookie = info.cookie;
  if (step === "delivery") return cookie;
  const delivery = await loadScreen("checkout.delivery");
  const saved = await shop.submit(delivery, "/checkout/delivery", { ...address, intent: "address" }, { cookie });
  const page = await shop.load(delivery, "/checkout/delivery", { cookie: saved.cookie });
  const chosen = await shop.submit(
    delivery,
    "/checkout/delivery",
    { ...address, intent: "continue", method: page.data.methods[0].code },
    { cookie: saved.cookie },
  );
  expect(chosen.location).toBe("/checkout/review");
  return chosen.cookie;
}

/** The basket id a session cookie holds, as the shop reads it. */
async function cartIdOf(cookie: string): Promise<string> {
  const context = await shop.contextFor(new Request(`${SHOP}/checkout/review`, { headers: { Cookie: cookie } }));
  return context.shop.basket.id()!;
}

/** A card payment of the basket at the provider, as review and pay starts one; its session id. */
async function startCardPayment(cartId: string): Promise<string> {
  const response = await fetch(`${shop.config.commerceUrl}/rest/default/V1/pwcard/guest-carts/${cartId}/redirect-url`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ return_url: "http://localhost/checkout/payment/return" }),
  });
  expect(response.status).toBe(200);
  const { redirect_url } = (await response.json()) as { redirect_url: string };
  return new URL(redirect_url).pathname.split("/").at(-1)!;
}

/** The provider approves the card, as its hosted page does (without telling the shop by a notification). */
function approveAtProvider(sessionId: string) {
  const { cardPay } = shop.backend.services;
  const session = cardPay.find(sessionId)!;
  cardPay.enterCard(
    session,
    { brand: "Visa", last4: "4242", expiry: "12/2034", holder: "Jo Runner", outcome: "approve" },
    false,
  );
}

describe("the way in", () => {
  it("without a basket, every step sends the shopper to the basket", async () => {
    for (const [id, path] of [
      ["checkout", "/checkout"],
      ["checkout.information", "/checkout/information"],
      ["checkout.delivery", "/checkout/delivery"],
      ["checkout.collect", "/checkout/delivery/collect"],
      ["checkout.confirm", "/checkout/review"],
    ] as const) {
      const answer = await shop.load(await loadScreen(id), path);
      expect(answer.status, id).toBe(303);
      // no session cookie either: the basket page tests that cookies come back
      expect(answer.location, id).toMatch(/^\/basket\?cookie_check=\d+$/);
    }
  });

  it("with a basket, /checkout leads to the first step not done: the email for a guest, delivery for a customer", async () => {
    const start = await loadScreen("checkout");
    const { cookie } = await shop.basketSession(straps);
    const guest = await shop.load(start, "/checkout", { cookie });
    expect(guest.status).toBe(303);
    expect(guest.location).toBe("/checkout/information");
    const customer = await shop.signIn(DEMO_CUSTOMER, cookie);
    const signedIn = await shop.load(start, "/checkout", { cookie: customer });
    expect(signedIn.location).toBe("/checkout/delivery");
    // A customer has no email step.
    const info = await shop.load(await loadScreen("checkout.information"), "/checkout/information", {
      cookie: customer,
    });
    expect(info.location).toBe("/checkout/delivery");
  });

  it("the checkout layout shows the basket's summary and tells the tag manager once that checkout began", async () => {
    const layout = await loadLayout("checkout");
    const cookie = await guestAt("information");
    const first = await shop.load(layout, "/checkout/information", { cookie });
    expect(first.status).toBe(200);
    expect(first.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(first.data.summary.lines[0]).toMatchObject({ quantity: 2 });
    expect(first.data.events.map((e: { event: string }) => e.event)).toEqual(["begin_checkout"]);
    const again = await shop.load(layout, "/checkout/information", { cookie: first.cookie });
    expect(again.data.events).toEqual([]);
    const empty = await shop.load(layout, "/checkout/information");
    expect(empty.data).toMatchObject({ summary: null, signedIn: false, events: [] });
  });
});

describe("information", () => {
  it("shows the step privately; a bad email is refused next to the field with the input kept", async () => {
    const screen = await loadScreen("checkout.information");
    const cookie = await guestAt("information");
    const page = await shop.load(screen, "/checkout/information", { cookie });
    expect(page.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    const bad = await shop.submit(screen, "/checkout/information", { email: "jo@example" }, { cookie });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad).email).toEqual(["emailInvalid"]);
    expect(keptInputOf(bad).email).toBe("jo@example");
  });

  it("an email an account uses is offered sign in; a wrong password is refused, the email kept", async () => {
    const screen = await loadScreen("checkout.information");
    const cookie = await guestAt("information");
    const offered = await shop.submit(screen, "/checkout/information", { email: DEMO_CUSTOMER.email }, { cookie });
    expect(offered.status).toBe(200);
    expect(offered.data.accountExists).toBe(true);
    const wrong = await shop.submit(
      screen,
      "/checkout/information",
      { email: DEMO_CUSTOMER.email, password: "not-it", intent: "signIn" },
      { cookie },
    );
    expect(wrong.status).toBe(401);
    expect(keptInputOf(wrong)).toEqual({ email: DEMO_CUSTOMER.email, intent: "signIn" });
    const guest = await shop.submit(
      screen,
      "/checkout/information",
      { email: DEMO_CUSTOMER.email, intent: "guest" },
      { cookie },
    );
    expect(guest.status).toBe(303);
    expect(guest.location).toBe("/checkout/delivery");
  });
});

describe("delivery", () => {
  it("a bad address is refused next to its fields with the input kept; a good one brings the methods", async () => {
    const screen = await loadScreen("checkout.delivery");
    const cookie = await guestAt("delivery");
    const page = await shop.load(screen, "/checkout/delivery", { cookie });
    expect(page.status).toBe(200);
    expect(page.data.methods).toEqual([]);
    expect(page.data.defaults.country).toBe("GB");
    const bad = await shop.submit(
      screen,
      "/checkout/delivery",
      { ...address, postcode: "12", intent: "address" },
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad).postcode).toEqual(["postcodeInvalid"]);
    expect(keptInputOf(bad)).toMatchObject({ street1: "1 Test Street", postcode: "12" });
    const saved = await shop.submit(screen, "/checkout/delivery", { ...address, intent: "address" }, { cookie });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/checkout/delivery");
    const after = await shop.load(screen, "/checkout/delivery", { cookie: saved.cookie });
    expect(after.data.methods.length).toBeGreaterThan(0);
    expect(after.data.defaults).toMatchObject({ street1: "1 Test Street", postcode: "SW1A 1AA" });
    const noMethod = await shop.submit(
      screen,
      "/checkout/delivery",
      { ...address, intent: "continue" },
      { cookie: saved.cookie },
    );
    expect(noMethod.status).toBe(400);
    expect(fieldErrorsOf(noMethod).method).toEqual(["methodRequired"]);
  });

  it("click and collect: an empty search is a 400, a town lists points, and a post without a point is refused", async () => {
    const screen = await loadScreen("checkout.collect");
    const cookie = await guestAt("delivery");
    const empty = await shop.load(screen, "/checkout/delivery/collect?q=%20%20", { cookie });
    expect(empty.status).toBe(400);
    expect(empty.data.searchError).toBe("required");
    const manchester = await shop.load(screen, "/checkout/delivery/collect?q=Manchester", { cookie });
    expect(manchester.status).toBe(200);
    expect(manchester.data.points.map((p: { code: string }) => p.code)).toContain("GB-MAN-01");
    const collector = { intent: "collect", firstname: "Jo", lastname: "Runner", telephone: "07911 123456" };
    const none = await shop.submit(screen, "/checkout/delivery/collect?q=Manchester", collector, { cookie });
    expect(none.status).toBe(400);
    expect(fieldErrorsOf(none).pointCode).toEqual(["pointRequired"]);
    expect(keptInputOf(none)).toMatchObject(collector);
    const chosen = await shop.submit(
      screen,
      "/checkout/delivery/collect?q=Manchester",
      { ...collector, pointCode: "GB-MAN-01" },
      { cookie },
    );
    expect(chosen.status).toBe(303);
    expect(chosen.location).toBe("/checkout/review");
  });
});

describe("review and pay, then the order", () => {
  it("the terms must be ticked; a payment not offered is refused; nothing is ordered", async () => {
    const screen = await loadScreen("checkout.confirm");
    const cookie = await guestAt("confirm");
    const page = await shop.load(screen, "/checkout/review", { cookie });
    expect(page.status).toBe(200);
    expect(page.data.termsRequired).toBe(true);
    const methods = page.data.confirmation.paymentMethods.map((m: { code: string }) => m.code);
    expect(methods).toContain("banktransfer");
    const writes = shop.writes();
    const noTerms = await shop.submit(screen, "/checkout/review", { paymentMethod: "banktransfer" }, { cookie });
    expect(noTerms.status).toBe(400);
    expect(fieldErrorsOf(noTerms).terms).toEqual(["termsRequired"]);
    const unknown = await shop.submit(
      screen,
      "/checkout/review",
      { paymentMethod: "free-money", terms: "on" },
      { cookie },
    );
    expect(unknown.status).toBe(400);
    expect(fieldErrorsOf(unknown).paymentMethod).toEqual(["paymentUnavailable"]);
    expect(shop.writes()).toBe(writes);
  });

  it("places the order with a 303 to the success page, which shows it; the guest may then make an account", async () => {
    const cookie = await guestAt("confirm");
    const placed = await shop.submit(
      await loadScreen("checkout.confirm"),
      "/checkout/review",
      { paymentMethod: "banktransfer", terms: "on" },
      { cookie },
    );
    expect(placed.status).toBe(303);
    expect(placed.location).toBe("/checkout/success");
    const success = await loadScreen("checkout.success");
    const page = await shop.load(success, "/checkout/success", { cookie: placed.cookie });
    expect(page.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data.guest).toBe(true);
    expect(page.data.order.number).toMatch(/^\d{9}$/);
    expect(page.data.events.map((e: { event: string }) => e.event)).toContain("purchase");
    // A reload tells the tag manager nothing again.
    const reload = await shop.load(success, "/checkout/success", { cookie: page.cookie });
    expect(reload.data.events).toEqual([]);
    // The back button to the review step lands on this order, not an empty basket.
    const back = await shop.load(await loadScreen("checkout.confirm"), "/checkout/review", { cookie: page.cookie });
    expect(back.location).toBe("/checkout/success");

    const short = await shop.submit(success, "/checkout/success", { password: "short" }, { cookie: page.cookie });
    expect(short.status).toBe(400);
    expect(fieldErrorsOf(short).password?.length).toBe(1);
    expect(keptInputOf(short)).toEqual({});
    const account = await shop.submit(
      success,
      "/checkout/success",
      { password: "Runner-Pass-2026" },
      { cookie: page.cookie },
    );
    expect(account.status).toBe(303);
    expect(account.location).toBe("/account");
  });

  it("the success page links each line to its product, open on the flavour and size ordered", async () => {
    const vanilla = WHEY.variantSku("VAN", "2.5KG");
    const cookie = await guestAt("confirm", [{ sku: vanilla, parentSku: WHEY.sku, quantity: 1 }]);
    const placed = await shop.submit(
      await loadScreen("checkout.confirm"),
      "/checkout/review",
      { paymentMethod: "banktransfer", terms: "on" },
      { cookie },
    );
    const success = await loadScreen("checkout.success");
    const page = await shop.load(success, "/checkout/success", { cookie: placed.cookie });
    const link = renderPage(success, { path: "/checkout/success", loaderData: page.data }).querySelector(
      ".success-lines a",
    );
    expect(link?.textContent).toBe(WHEY.name);
    const href = link!.getAttribute("href")!;
    expect(href).toMatch(new RegExp(`^/products/${WHEY.url_key}\\?`));
    const opened = await shop.load(await loadScreen("product"), href, { params: { urlKey: WHEY.url_key } });
    expect(opened.data.variant.sku).toBe(vanilla);
  });

  it("the success page without an order goes home", async () => {
    const answer = await shop.load(await loadScreen("checkout.success"), "/checkout/success");
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/");
  });
});

describe("the card provider's return", () => {
  it("a GET goes back to review and changes nothing; a forged or cancelled return goes back with a message", async () => {
    const screen = await loadScreen("checkout.paymentReturn");
    const cookie = await guestAt("confirm");
    const get = await shop.load(screen, "/checkout/payment/return", { cookie });
    expect(get.status).toBe(303);
    expect(get.location).toBe("/checkout/review");
    expect(get.response.headers.getSetCookie()).toEqual([]);
    const forged = await shop.submit(
      screen,
      "/checkout/payment/return",
      { payment_session: "ps_0123456789abcdef", result: "approved", signature: "0".repeat(64) },
      { cookie },
    );
    expect(forged.status).toBe(303);
    expect(forged.location).toBe("/checkout/review");
    expect(forged.context.shop.session.get("messages")?.at(-1)).toMatchObject({ type: "error" });
    const garbled = await shop.submit(screen, "/checkout/payment/return", { result: "paid" }, { cookie });
    expect(garbled.location).toBe("/checkout/review");
    expect(garbled.context.shop.session.get("messages")?.at(-1)).toMatchObject({ type: "error" });
    const cancelled = await shop.submit(
      screen,
      "/checkout/payment/return",
      { payment_session: "ps_0123456789abcdef", result: "cancelled", signature: "0".repeat(64) },
      { cookie },
    );
    expect(cancelled.location).toBe("/checkout/review");
    expect(cancelled.context.shop.session.get("messages")?.at(-1)).toMatchObject({ type: "success" });
    // No order was placed for the forged return: the basket is still there to pay.
    const review = await shop.load(await loadScreen("checkout.confirm"), "/checkout/review", { cookie });
    expect(review.status).toBe(200);
  });

  it("the provider's GET return only shows the result, to be sent on by a post from our own page", async () => {
    const screen = await loadScreen("checkout.paymentReturn");
    const cookie = await guestAt("confirm");
    const fields = { payment_session: "ps_0123456789abcdef", result: "approved", signature: "0".repeat(64) };
    const shown = await shop.load(screen, `/checkout/payment/return?${new URLSearchParams(fields)}`, { cookie });
    expect(shown.status).toBe(200);
    expect(shown.data.answer).toEqual(fields);
    expect(shown.data.wording).toBe("checking");
    // Nothing changed: no order tried, no message queued, the session untouched.
    expect(shown.response.headers.getSetCookie()).toEqual([]);
    expect(shown.context.shop.session.get("messages") ?? []).toEqual([]);
    const confirmPage = await shop.load(await loadScreen("checkout.confirm"), "/checkout/review", { cookie });
    expect(confirmPage.status).toBe(200);
    // A result the provider never gives is no return: back to review and pay.
    const garbled = await shop.load(screen, "/checkout/payment/return?result=paid", { cookie });
    expect(garbled.status).toBe(303);
    expect(garbled.location).toBe("/checkout/review");
  });

  it("says the payment is approved only when the provider does; a crafted approved address does not", async () => {
    const screen = await loadScreen("checkout.paymentReturn");
    const cookie = await guestAt("confirm");
    /** The page the shopper sees for this return address: its heading, title and one button. */
    const shown = async (fields: Record<string, string>, who = cookie) => {
      const path = `/checkout/payment/return?${new URLSearchParams(fields)}`;
      const answer = await shop.load(screen, path, { cookie: who });
      expect(answer.status).toBe(200);
      const page = renderPage(screen, { path, loaderData: answer.data });
      return {
        heading: page.querySelector("h1")?.textContent,
        title: answer.data.title as string,
        button: page.querySelector("form button")?.textContent,
      };
    };
    const checking = {
      heading: "We are checking your payment",
      title: "We are checking your payment | Peak Whey",
      button: "Continue",
    };
    const crafted = { payment_session: "a".repeat(32), result: "approved", signature: "0".repeat(64) };
    expect(await shown(crafted)).toEqual(checking);

    // A payment of this very basket, still waiting for its card: not approved either.
    const cartId = await cartIdOf(cookie);
    const session = await startCardPayment(cartId);
    const ours = { ...crafted, payment_session: session };
    expect(await shown(ours)).toEqual(checking);
    // Approved at the provider (no notification has placed the order yet): now the page says so.
    approveAtProvider(session);
    expect(await shown(ours)).toEqual({
      heading: "Your card payment is approved",
      title: "Your card payment is approved | Peak Whey",
      button: "Continue",
    });
    // The same address in another shopper's session names a payment of a basket not theirs.
    const stranger = await guestAt("confirm");
    expect(await shown(ours, stranger)).toEqual(checking);
    // A result other than approved is worded as before, whatever the provider says.
    expect((await shown({ ...ours, result: "declined" })).heading).toBe("Back from the card provider");
  });

  it("an approved return for a basket the provider's notification has ordered already goes to that order", async () => {
    const cookie = await guestAt("confirm");
    // Placed meanwhile, as the notification does: the shopper's own session still holds the basket.
    const placed = await shop.submit(
      await loadScreen("checkout.confirm"),
      "/checkout/review",
      { paymentMethod: "banktransfer", terms: "on" },
      { cookie },
    );
    expect(placed.location).toBe("/checkout/success");
    const fields = { payment_session: "ps_0123456789abcdef", result: "approved", signature: "0".repeat(64) };
    const screen = await loadScreen("checkout.paymentReturn");
    const back = await shop.load(screen, `/checkout/payment/return?${new URLSearchParams(fields)}`, { cookie });
    expect(back.status).toBe(303);
    expect(back.location).toBe("/checkout/success");
    const success = await shop.load(await loadScreen("checkout.success"), "/checkout/success", { cookie: back.cookie });
    expect(success.status).toBe(200);
    expect(success.data.order.number).toMatch(/^\d{9}$/);
    // A declined or cancelled result does not: the shopper reads it and goes on by the page's button.
    const declined = { ...fields, result: "declined" };
    const shown = await shop.load(screen, `/checkout/payment/return?${new URLSearchParams(declined)}`, { cookie });
    expect(shown.status).toBe(200);
  });
});
