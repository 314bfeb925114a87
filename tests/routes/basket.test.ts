// The basket page and the one basket route's action (every basket change from any page), and the
// mini basket after an add: against the seeded backend, as a browser without JavaScript sends them.
import { describe, expect, it } from "vitest";
import { COUPONS } from "../../backend/seed/fixtures-coupons.js";
import { CREATINE, WHEY } from "../../backend/seed/fixtures.js";
import { fieldErrorsOf, useShop } from "./harness";
import { renderPage } from "./render";
import { loadScreen } from "./screen";

const shop = useShop();

describe("the basket page", () => {
  it("is empty and private without a basket, and starts no session", async () => {
    const page = await shop.load(await loadScreen("basket"), "/basket");
    expect(page.status).toBe(200);
    expect(page.data.cart).toBeNull();
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.response.headers.getSetCookie()).toEqual([]);
  });

  it("shows the lines, the subtotal and the delivery estimate of the session's basket", async () => {
    const { cookie } = await shop.basketSession([{ sku: CREATINE.sku, quantity: 2 }]);
    const page = await shop.load(await loadScreen("basket"), "/basket", { cookie });
    expect(page.data.cart.lines).toHaveLength(1);
    expect(page.data.cart.lines[0]).toMatchObject({ sku: CREATINE.sku, quantity: 2 });
    expect(JSON.stringify(page.data.cart)).toContain(String(CREATINE.prices.GBP * 2));
  });

  it("pictures a line of a product with flavours in the flavour chosen, not in the product's first one", async () => {
    const vanilla = WHEY.variantSku("VAN", "1KG");
    const { cookie } = await shop.basketSession([{ sku: vanilla, parentSku: WHEY.sku, quantity: 1 }]);
    const page = await shop.load(await loadScreen("basket"), "/basket", { cookie });
    expect(page.data.cart.lines[0]).toMatchObject({ shownSku: vanilla });
    expect(page.data.cart.lines[0].imageUrl).toMatch(/impact-whey-protein-van-1kg-front\.webp$/);
  });

  it("links a line to its product page open on the flavour and size in the basket, not the product's default", async () => {
    const vanilla = WHEY.variantSku("VAN", "2.5KG");
    const { cookie } = await shop.basketSession([{ sku: vanilla, parentSku: WHEY.sku, quantity: 1 }]);
    const basket = await loadScreen("basket");
    const page = await shop.load(basket, "/basket", { cookie });
    const link = renderPage(basket, { path: "/basket", loaderData: page.data }).querySelector<HTMLAnchorElement>(
      "[data-testid=basket-line] a",
    );
    expect(link?.textContent).toBe(WHEY.name);
    const href = link!.getAttribute("href")!;
    expect(href).toMatch(new RegExp(`^/products/${WHEY.url_key}\\?`));
    const opened = await shop.load(await loadScreen("product"), href, { params: { urlKey: WHEY.url_key } });
    expect(opened.data.variant.sku).toBe(vanilla);
  });

  it("a basket the backend no longer knows is an empty basket, not an error page", async () => {
    const cookie = await shop.mint({ cartIds: { default: "no-such-basket" } });
    const page = await shop.load(await loadScreen("basket"), "/basket", { cookie });
    expect(page.status).toBe(200);
    expect(page.data.cart).toBeNull();
  });
});

describe("the basket route's action", () => {
  it("answers 400 to an unknown intent, changing nothing", async () => {
    const writes = shop.writes();
    const answer = await shop.submit(await loadScreen("basket"), "/basket", { intent: "explode" });
    expect(answer.status).toBe(400);
    expect(shop.writes()).toBe(writes);
  });

  it("adds a product, starts the session with the basket and goes back to a page of our own origin only", async () => {
    const basket = await loadScreen("basket");
    const added = await shop.submit(basket, "/basket", {
      intent: "add-to-basket",
      urlKey: CREATINE.url_key,
      quantity: "1",
      redirectTo: `/products/${CREATINE.url_key}`,
    });
    expect(added.status).toBe(303);
    // A first post, without a session cookie: the page it returns to tests that the cookie came back.
    expect(added.location).toMatch(new RegExp(`^/products/${CREATINE.url_key}\\?cookie_check=\\d+$`));
    expect(added.response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^test_cookie=1;/));
    expect(added.response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^pw_session=/));
    const page = await shop.load(basket, "/basket", { cookie: added.cookie });
    expect(page.data.cart.lines[0]).toMatchObject({ sku: CREATINE.sku, quantity: 1 });

    const elsewhere = await shop.submit(
      basket,
      "/basket",
      { intent: "add-to-basket", urlKey: CREATINE.url_key, quantity: "1", redirectTo: "//evil.example/" },
      { cookie: added.cookie },
    );
    expect(elsewhere.location).toBe("/basket");
  });

  it("a coupon: an empty code is refused next to the field; an unknown one too; a real one applies", async () => {
    const basket = await loadScreen("basket");
    const { cookie } = await shop.basketSession([{ sku: CREATINE.sku, quantity: 5 }]);
    const empty = await shop.submit(basket, "/basket", { intent: "apply-coupon", code: " " }, { cookie });
    expect(empty.status).toBe(400);
    expect(fieldErrorsOf(empty).code).toEqual(["required"]);
    const unknown = await shop.submit(basket, "/basket", { intent: "apply-coupon", code: "NOPE123" }, { cookie });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.data.result.initialValue.code).toBe("NOPE123");
    const applied = await shop.submit(
      basket,
      "/basket",
      { intent: "apply-coupon", code: COUPONS.welcome.code },
      { cookie },
    );
    expect(applied.status).toBe(303);
    expect(applied.location).toBe("/basket");
    const page = await shop.load(basket, "/basket", { cookie });
    expect(JSON.stringify(page.data.cart)).toContain(COUPONS.welcome.code);
  });

  it("changes a quantity and removes a line with 303s", async () => {
    const basket = await loadScreen("basket");
    const { cookie } = await shop.basketSession([{ sku: CREATINE.sku, quantity: 1 }]);
    const page = await shop.load(basket, "/basket", { cookie });
    const line = page.data.cart.lines[0];
    const updated = await shop.submit(
      basket,
      "/basket",
      { intent: "update-quantity", itemUid: line.uid, quantity: "3" },
      { cookie },
    );
    expect(updated.status).toBe(303);
    const after = await shop.load(basket, "/basket", { cookie });
    expect(after.data.cart.lines[0].quantity).toBe(3);
    const removed = await shop.submit(basket, "/basket", { intent: "remove-line", itemUid: line.uid }, { cookie });
    expect(removed.status).toBe(303);
    const emptied = await shop.load(basket, "/basket", { cookie });
    expect(emptied.data.cart?.lines ?? []).toHaveLength(0);
  });
});

describe("the mini basket", () => {
  it("shows the line just added and the basket's count, privately; nothing without a basket", async () => {
    const mini = await loadScreen("miniBasket");
    const none = await shop.load(mini, `/mini-basket?urlKey=${CREATINE.url_key}`);
    expect(none.status).toBe(200);
    expect(await (none.result as Response).json()).toMatchObject({ line: null, totalQuantity: 0 });
    const { cookie } = await shop.basketSession([{ sku: CREATINE.sku, quantity: 2 }]);
    const shown = await shop.load(mini, `/mini-basket?urlKey=${CREATINE.url_key}`, { cookie });
    expect(shown.response.headers.get("Cache-Control")).toBe("private, no-store");
    const view = await (shown.result as Response).json();
    expect(view.totalQuantity).toBe(2);
    expect(view.line).toMatchObject({ sku: CREATINE.sku });
  });
});
