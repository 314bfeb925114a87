// The basket route's action, the one target of every basket change: it switches on `intent`
// (400 for one it does not know), sends the shopper back only to a `redirectTo` on our own origin
// (the basket otherwise), and answers a fetcher with data instead of the 303.
import type { AppLoadContext } from "@remix-run/node";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/features/basket/basket.route";
import { commerce, contextFor, mockCommerce } from "../mocks";

const server = mockCommerce();

async function post(
  path: string,
  fields: Record<string, string>,
  prepare?: (context: AppLoadContext) => void,
  // A fetcher's post comes from a page whose first script wrote the test cookie.
  cookie: string | null = fields.response === "fetcher" ? "test_cookie=1" : null,
) {
  const headers = cookie ? { Cookie: cookie } : undefined;
  const request = new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });
  const context = await contextFor(request);
  prepare?.(context);
  const result = await action({ request, params: {}, context });
  return { result, context };
}

function redirectOf(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  return { status: response.status, location: response.headers.get("Location") };
}

const withBasket = (context: AppLoadContext) => context.shop.session.set("cartIds", { default: "cart-1" });

const money = (value: number) => ({ value, currency: "GBP" });
const product = {
  __typename: "SimpleProduct",
  uid: "MQ==",
  sku: "PW-CREA-250",
  name: "Creatine Monohydrate 250 g",
  url_key: "creatine-monohydrate",
  stock_status: "IN_STOCK",
  small_image: { url: "/media/c.svg", label: null },
  price_range: { minimum_price: { final_price: money(9.99), regular_price: money(9.99), discount: null } },
  meta_title: null,
  meta_description: null,
  description: null,
  short_description: null,
  image: { url: "/media/c.svg", label: null },
  media_gallery: [],
};
const emptyCart = { id: "cart-1", total_quantity: 0, items: [], prices: null };
const productPage = commerce.query("ProductPage", () =>
  HttpResponse.json({ data: { products: { items: [product] } } }),
);

describe("basket action: intents", () => {
  it("answers 400 to an intent it does not know, and to none", async () => {
    const posts: Record<string, string>[] = [{ intent: "explode", itemUid: "MQ==" }, { itemUid: "MQ==" }];
    for (const fields of posts) {
      const { result } = await post("/basket", fields);
      expect(result).toMatchObject({ init: { status: 400 } });
    }
  });

  it("removes a line, says so, and goes back to the page it came from", async () => {
    const removed: unknown[] = [];
    server.use(
      commerce.mutation("RemoveItemFromCart", ({ variables }) => {
        removed.push(variables);
        return HttpResponse.json({ data: { removeItemFromCart: { cart: emptyCart } } });
      }),
    );
    const { result, context } = await post(
      "/basket",
      { intent: "remove-line", itemUid: "MQ==", redirectTo: "/products/creatine-monohydrate?x=1" },
      withBasket,
    );
    expect(redirectOf(result)).toEqual({ status: 303, location: "/products/creatine-monohydrate?x=1" });
    expect(removed).toEqual([{ cartId: "cart-1", cartItemUid: "MQ==" }]);
    expect(context.shop.session.get("messages")).toMatchObject([
      { type: "success", text: "The product was removed from your basket." },
    ]);
  });

  it("adds a product and, without JavaScript, comes back to its page with the message", async () => {
    const added: unknown[] = [];
    server.use(
      productPage,
      commerce.mutation("CreateGuestCart", () =>
        HttpResponse.json({ data: { createGuestCart: { cart: { id: "c2" } } } }),
      ),
      commerce.mutation("AddProductsToCart", ({ variables }) => {
        added.push(variables);
        return HttpResponse.json({
          data: { addProductsToCart: { cart: { ...emptyCart, id: "c2", total_quantity: 2 }, user_errors: [] } },
        });
      }),
    );
    const { result, context } = await post("/basket", {
      intent: "add-to-basket",
      urlKey: "creatine-monohydrate",
      quantity: "2",
      redirectTo: "/products/creatine-monohydrate",
    });
    // A first add (no session cookie yet) leads to its page with the marker that checks cookies were kept.
    expect(redirectOf(result)).toEqual({
      status: 303,
      location: expect.stringMatching(/^\/products\/creatine-monohydrate\?cookie_check=\d+$/),
    });
    expect(added).toEqual([{ cartId: "c2", cartItems: [{ sku: "PW-CREA-250", quantity: 2, selected_options: [] }] }]);
    expect(context.shop.session.get("messages")).toMatchObject([
      { type: "success", text: "The product was added to your basket." },
    ]);
  });

  it("answers a fetcher's add with data (no redirect, no message)", async () => {
    server.use(
      productPage,
      commerce.mutation("CreateGuestCart", () =>
        HttpResponse.json({ data: { createGuestCart: { cart: { id: "c2" } } } }),
      ),
      commerce.mutation("AddProductsToCart", () =>
        HttpResponse.json({
          data: { addProductsToCart: { cart: { ...emptyCart, total_quantity: 1 }, user_errors: [] } },
        }),
      ),
    );
    const { result, context } = await post("/basket", {
      intent: "add-to-basket",
      urlKey: "creatine-monohydrate",
      quantity: "1",
      redirectTo: "/products/creatine-monohydrate",
      response: "fetcher",
    });
    expect(result).toMatchObject({ init: { status: 200 }, data: { added: true, errors: [] } });
    expect(context.shop.session.get("messages")).toBeUndefined();
  });

  it("tells a fetcher's post from a browser that keeps no cookies why, adding nothing", async () => {
    let adds = 0;
    server.use(
      productPage,
      commerce.mutation("AddProductsToCart", () => {
        adds++;
        return HttpResponse.json({ data: { addProductsToCart: { cart: emptyCart, user_errors: [] } } });
      }),
    );
    const fields = {
      intent: "add-to-basket",
      urlKey: "creatine-monohydrate",
      quantity: "1",
      redirectTo: "/products/creatine-monohydrate",
      response: "fetcher",
    };
    const { result } = await post("/basket", fields, undefined, null);
    expect(result).toMatchObject({
      init: { status: 409 },
      data: { added: false, errors: [expect.stringContaining("Your browser is not keeping cookies")] },
    });
    expect(adds).toBe(0);
    // The session cookie alone (the test cookie expired) is a browser that keeps cookies.
    const kept = await post("/basket", fields, undefined, "pw_session=x");
    expect(kept.result).toMatchObject({ data: { added: true } });
    expect(adds).toBe(1);
  });

  it("sends a refused quantity back to the product page in its address, adding nothing", async () => {
    server.use(productPage);
    const { result } = await post("/basket", {
      intent: "add-to-basket",
      urlKey: "creatine-monohydrate",
      quantity: "150",
      redirectTo: "/products/creatine-monohydrate?quantity=3",
    });
    expect(redirectOf(result)).toEqual({ status: 303, location: "/products/creatine-monohydrate?quantity=150" });
  });
});

describe("basket action: subscribe and save", () => {
  const subscribable = commerce.query("ProductPage", () =>
    HttpResponse.json({
      data: {
        products: {
          items: [
            {
              ...product,
              subscribe_and_save: { discount_percent: 10, frequencies_weeks: [2, 4, 6, 8], default_frequency_weeks: 4 },
            },
          ],
        },
      },
    }),
  );
  const add = (fields: Record<string, string>, prepare?: (context: AppLoadContext) => void) =>
    post(
      "/basket",
      {
        intent: "add-to-basket",
        urlKey: "creatine-monohydrate",
        quantity: "1",
        redirectTo: "/products/creatine-monohydrate",
        ...fields,
      },
      prepare,
    );

  it("asks a guest to sign in first and adds nothing", async () => {
    const added: unknown[] = [];
    server.use(
      subscribable,
      commerce.mutation("AddProductsToCart", ({ variables }) => {
        added.push(variables);
        return HttpResponse.json({ data: { addProductsToCart: { cart: emptyCart, user_errors: [] } } });
      }),
    );
    const { result, context } = await add({ subscribeEvery: "4" }, withBasket);
    expect(redirectOf(result)).toEqual({ status: 303, location: "/products/creatine-monohydrate" });
    expect(context.shop.session.get("messages")).toMatchObject([
      { type: "error", text: "Please sign in to subscribe and save: a subscription belongs to your account." },
    ]);
    expect(added).toEqual([]);
  });

  it("refuses an interval the product does not offer", async () => {
    server.use(subscribable);
    const { result } = await add({ subscribeEvery: "3", response: "fetcher" }, withBasket);
    expect(result).toMatchObject({
      init: { status: 409 },
      data: { added: false, errors: ["This product cannot be delivered on that schedule. Please choose another."] },
    });
  });

  it("adds a signed-in customer's subscription at the chosen interval", async () => {
    const added: Array<{ cartItems: unknown[] }> = [];
    server.use(
      subscribable,
      commerce.mutation("AddProductsToCart", ({ variables }) => {
        added.push(variables as { cartItems: unknown[] });
        return HttpResponse.json({
          data: { addProductsToCart: { cart: { ...emptyCart, total_quantity: 1 }, user_errors: [] } },
        });
      }),
    );
    const { result } = await add({ subscribeEvery: "6", response: "fetcher" }, (context) => {
      withBasket(context);
      context.shop.commerce.customerToken = "customer-token";
    });
    expect(result).toMatchObject({ init: { status: 200 }, data: { added: true } });
    expect(added[0].cartItems).toEqual([
      { sku: "PW-CREA-250", quantity: 1, selected_options: [], subscription_frequency_weeks: 6 },
    ]);
  });
});

describe("basket action: redirectTo", () => {
  const unsafe = [
    "//evil.example",
    "//evil.example/basket",
    "/\\evil.example",
    "https://evil.example",
    "https://evil.example/basket",
    "javascript:alert(1)",
    "evil.example",
    "",
  ];

  it.each(unsafe)("never follows %j: the basket instead", async (redirectTo) => {
    const { result } = await post("/basket", { intent: "remove-line", itemUid: "MQ==", redirectTo });
    expect(redirectOf(result)).toEqual({ status: 303, location: "/basket" });
  });

  it("falls back to the basket of the store view posted to", async () => {
    const { result } = await post("/de/basket", {
      intent: "remove-line",
      itemUid: "MQ==",
      redirectTo: "https://evil.example",
    });
    expect(redirectOf(result)).toEqual({ status: 303, location: "/de/basket" });
  });

  it("goes to the basket when no redirectTo is posted", async () => {
    const { result } = await post("/basket", { intent: "remove-line", itemUid: "MQ==" });
    expect(redirectOf(result)).toEqual({ status: 303, location: "/basket" });
  });
});
