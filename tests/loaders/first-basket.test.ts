// two first adds of one session sent at once (a double click, two tabs) carry the
// same cookie without a basket id; each used to create a basket and one was left orphaned.
import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { processMarks } from "~/sessions/shared-marks.server";
import { addToBasket } from "~/features/basket/add-to-basket.server";
import { commitSession, getSession } from "~/sessions/session.server";
import { commerce, contextFor, mockCommerce } from "../mocks";
import { emptyCart } from "../mocks/cart";

const server = mockCommerce();
const secrets = ["test-secret-test-secret"];

function countingCreations() {
  let created = 0;
  server.use(
    commerce.mutation("CreateGuestCart", () =>
      HttpResponse.json({ data: { createGuestCart: { cart: { id: `basket-${++created}` } } } }),
    ),
    commerce.mutation("AddProductsToCart", ({ variables }) =>
      HttpResponse.json({
        data: { addProductsToCart: { cart: emptyCart(String(variables.cartId)), user_errors: [] } },
      }),
    ),
  );
  return () => created;
}

/** A request of the session whose cookie is `cookie` (none: a visitor's very first request). */
async function requestOf(cookie: string | null) {
  const request = new Request("http://shop.test/basket", { method: "POST", headers: cookie ? { Cookie: cookie } : {} });
  return contextFor(request);
}

const item = { sku: "PW-CREA-250", quantity: 1 };

describe("the first basket of a session", () => {
  it("two adds at once with the same session cookie make one basket", async () => {
    const created = countingCreations();
    // The session already has a cookie (e.g. the cookie banner was answered), but no basket yet.
    const first = await getSession(new Request("http://shop.test/"), secrets);
    first.set("cookieConsent", "all");
    const cookie = (await commitSession(new Request("http://shop.test/"), secrets, first)).split(";")[0];

    const [a, b] = await Promise.all([requestOf(cookie), requestOf(cookie)]);
    await Promise.all([
      addToBasket(a.shop.commerce, a.shop.session, item),
      addToBasket(b.shop.commerce, b.shop.session, item),
    ]);
    expect(created()).toBe(1);
    expect(a.shop.basket.id()).toBe(b.shop.basket.id());
  });

  it("different sessions never share a basket", async () => {
    const created = countingCreations();
    const [a, b] = await Promise.all([requestOf(null), requestOf(null)]);
    for (const ctx of [a, b]) ctx.shop.session.set("sid", crypto.randomUUID());
    await Promise.all([
      addToBasket(a.shop.commerce, a.shop.session, item),
      addToBasket(b.shop.commerce, b.shop.session, item),
    ]);
    expect(created()).toBe(2);
    expect(a.shop.basket.id()).not.toBe(b.shop.basket.id());
  });

  it("two adds at once reaching two worker processes make one basket (the shared state tells them apart)", async () => {
    const created = countingCreations();
    const first = await getSession(new Request("http://shop.test/"), secrets);
    first.set("cookieConsent", "all");
    const cookie = (await commitSession(new Request("http://shop.test/"), secrets, first)).split(";")[0];
    // Two workers: each its own copy of the module (nothing shared in memory), one shared state.
    const shared = processMarks();
    vi.resetModules();
    const workerA = await import("~/features/basket/add-to-basket.server");
    vi.resetModules();
    const workerB = await import("~/features/basket/add-to-basket.server");
    expect(workerA.addToBasket).not.toBe(workerB.addToBasket);

    const [a, b] = await Promise.all([requestOf(cookie), requestOf(cookie)]);
    await Promise.all([
      workerA.addToBasket(a.shop.commerce, a.shop.session, item, shared),
      workerB.addToBasket(b.shop.commerce, b.shop.session, item, shared),
    ]);
    expect(created()).toBe(1);
    expect(a.shop.basket.id()).toBe(b.shop.basket.id());
  });
});
