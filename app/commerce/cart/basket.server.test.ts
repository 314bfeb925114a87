// The request's basket: the one owner of the session's cart ids (one per store view) and of the
// reads of this store view's cart, as loaders, actions and the shell see it through `shop.basket`.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { commerce, contextFor, mockCommerce } from "../../../tests/mocks";
import { emptyCart } from "../../../tests/mocks/cart";

const server = mockCommerce();

const contextAt = (path: string) => contextFor(new Request(`http://shop.test${path}`));

describe("shop.basket", () => {
  it("has no id, no cart and no items before the first add, and asks the backend nothing", async () => {
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => void asked.push(request.url));
    const { shop } = await contextAt("/basket");
    expect(shop.basket.id()).toBeUndefined();
    expect(await shop.basket.get()).toBeNull();
    expect(await shop.basket.count()).toBe(0);
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });

  it("keeps one cart id per store view, and forgets only this store view's", async () => {
    const uk = (await contextAt("/basket")).shop;
    uk.basket.setId("uk-cart");
    uk.basket.setId("de-cart", "de");
    expect(uk.basket.id()).toBe("uk-cart");
    expect(uk.basket.id("de")).toBe("de-cart");
    expect(uk.basket.ids()).toEqual({ default: "uk-cart", de: "de-cart" });
    uk.basket.forget();
    expect(uk.basket.id()).toBeUndefined();
    expect(uk.basket.ids()).toEqual({ de: "de-cart" });
  });

  it("reads this store view's cart, sending the store's code", async () => {
    let store: string | null = null;
    server.use(
      commerce.query("Cart", ({ request, variables }) => {
        store = request.headers.get("Store");
        return HttpResponse.json({ data: { cart: { ...emptyCart(String(variables.cartId)), total_quantity: 0 } } });
      }),
    );
    const { shop } = await contextAt("/de/basket");
    shop.basket.setId("de-cart");
    expect((await shop.basket.get())?.id).toBe("de-cart");
    expect(store).toBe("de");
  });

  it("answers no cart for a basket the backend no longer has, and no items when it cannot count", async () => {
    server.use(
      commerce.query("Cart", () =>
        HttpResponse.json({ data: { cart: null }, errors: [{ message: 'Could not find a cart with ID "gone"' }] }),
      ),
      commerce.query("CartCount", () => HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 })),
    );
    const { shop } = await contextAt("/basket");
    shop.basket.setId("gone");
    expect(await shop.basket.get()).toBeNull();
    expect(await shop.basket.count()).toBe(0);
  });

  it("is the cart id the session carries from one request to the next", async () => {
    const first = await contextAt("/basket");
    first.shop.basket.setId("kept-cart");
    const { commitSession } = await import("~/sessions/session.server");
    const cookie = await commitSession(
      new Request("http://shop.test/basket"),
      first.config.sessionSecrets,
      first.shop.session,
    );
    const next = await contextFor(
      new Request("http://shop.test/basket", { headers: { Cookie: cookie.split(";")[0] } }),
    );
    expect(next.shop.basket.id()).toBe("kept-cart");
  });
});
