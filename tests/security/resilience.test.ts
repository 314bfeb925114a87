// , items 6, 7, 13 and 14, over HTTP against the real server: the friendly 503 page in every
// store's words when the root loader failed, /healthz, a store prefix in another case, the basket
// page without its cart id, and a basket of many lines changed without the session overflowing.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORES } from "../../backend/seed/stores";
import { CREATINE, WHEY, WHEY_FLAVOURS, WHEY_SIZES } from "../../backend/seed/fixtures";
import { E2E_SESSION_SECRET, startShopServer, type ShopServer } from "../support/shop-server";
import { openSessionData } from "~/sessions/session.server";

let server: ShopServer;

beforeAll(async () => {
  server = await startShopServer("resilience");
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => new URL(path, server.baseURL).toString();

async function hook(body: Record<string, unknown>) {
  const response = await fetch(url("/__test/hooks"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
}

/** The text a shopper reads: the HTML's entities for quotes and ampersands undone. */
function readable(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

function commonTexts(locale: string) {
  return JSON.parse(readFileSync(`locales/${locale}/common.json`, "utf8")) as {
    errors: Record<string, string>;
  };
}

describe("the 503 page when the root loader failed speaks the store's language (item 6)", () => {
  for (const store of STORES) {
    it(`${store.code} (${store.locale})`, async () => {
      await hook({ unavailableStore: store.code });
      try {
        const response = await fetch(url(`/${store.prefix}`), { headers: { Accept: "text/html" } });
        expect(response.status).toBe(503);
        const html = readable(await response.text());
        const texts = commonTexts(store.locale.replace("_", "-")).errors;
        expect(html).toContain(texts.unavailableTitle);
        expect(html).toContain(texts.unavailableText);
        expect(html).toContain(texts.tryAgain);
        // No translation key in what the shopper reads (the JSON for the browser holds keys by design).
        const visible = html.replace(/<script[\s\S]*?<\/script>/g, "");
        expect(visible).not.toMatch(/\b(errors|errorPage)\.[a-zA-Z]+/);
      } finally {
        await hook({ availableStore: store.code });
      }
    });
  }
});

function crashTexts(locale: string) {
  return (JSON.parse(readFileSync(`locales/${locale}/common.json`, "utf8")) as { errorPage: Record<string, string> })
    .errorPage;
}

describe("store data of the wrong shape is never kept (item 5), and its error page is translated (item 6)", () => {
  for (const store of STORES) {
    it(`${store.code}: a 502 in ${store.locale} while the answer is bad, the next page after a good one is 200`, async () => {
      await hook({ malformedStore: store.code });
      try {
        const response = await fetch(url(`/${store.prefix}`), { headers: { Accept: "text/html" } });
        expect(response.status).toBe(502);
        const html = readable(await response.text());
        expect(html).toContain(crashTexts(store.locale.replace("_", "-")).heading);
        expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toMatch(/\b(errors|errorPage)\.[a-zA-Z]+/);
      } finally {
        await hook({ wellFormedStore: store.code });
      }
      expect((await fetch(url(`/${store.prefix}`))).status).toBe(200);
    });
  }
});

describe("/healthz (item 7)", () => {
  it("answers 200 with the backend's reachability, never cached, no session", async () => {
    const response = await fetch(url("/healthz"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toMatchObject({ status: "ok", backend: { reachable: true } });
  });

  it("answers 503 while the backend does not answer", async () => {
    await hook({ unavailableStore: "default" });
    try {
      const response = await fetch(url("/healthz"));
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toMatchObject({ status: "unavailable", backend: { reachable: false } });
    } finally {
      await hook({ availableStore: "default" });
    }
  });
});

describe("a store prefix in another case (item 14)", () => {
  it("/DE is a permanent redirect to /de, keeping the rest of the address", async () => {
    const home = await fetch(url("/DE"), { redirect: "manual" });
    expect(home.status).toBe(301);
    expect(home.headers.get("location")).toBe("/de");
    const deeper = await fetch(url("/De/protein?page=2"), { redirect: "manual" });
    expect(deeper.status).toBe(301);
    expect(deeper.headers.get("location")).toBe("/de/protein?page=2");
    const german = await fetch(url("/DE"));
    expect(german.status).toBe(200);
    expect(await german.text()).toContain('lang="de-DE"');
  });
});

/**
 * The session cookie's payload. It is sealed (AES-256-GCM): the test opens it with the server's
 * secret, which a shopper does not have (tests/security/session-cookie.test.ts).
 */
function sessionData(cookie: string): { cartIds?: Record<string, string> } {
  const value = decodeURIComponent(cookie.split(";")[0].split("=").slice(1).join("="));
  const sealed = JSON.parse(decodeURIComponent(escape(atob(value)))) as string;
  return (openSessionData(sealed, [E2E_SESSION_SECRET]) ?? {}) as { cartIds?: Record<string, string> };
}

async function addToBasket(cookie: string | null, quantity = 1) {
  const body = new URLSearchParams({ intent: "add-to-basket", urlKey: CREATINE.url_key, quantity: String(quantity) });
  body.set("redirectTo", "/basket");
  const response = await fetch(url("/basket"), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.baseURL,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
  });
  const set = response.headers.getSetCookie().find((c) => c.startsWith("pw_session="));
  return { response, cookie: set ? set.split(";")[0] : cookie };
}

describe("the basket page never shows its cart id (item 14)", () => {
  it("the id is in the httpOnly cookie only, not in the HTML or the loader data", async () => {
    const { response, cookie } = await addToBasket(null);
    expect(response.status).toBe(303);
    const cartId = sessionData(cookie!).cartIds?.default;
    expect(cartId).toBeTruthy();
    const page = await fetch(url("/basket"), { headers: { Cookie: cookie! } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(CREATINE.name);
    expect(html).not.toContain(cartId);
    const data = await fetch(url("/basket.data"), { headers: { Cookie: cookie! } });
    expect(await data.text()).not.toContain(cartId);
  });
});

async function backendGraphQL<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(url("/graphql"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function basketLine(cookie: string, fields: Record<string, string>) {
  const response = await fetch(url("/basket"), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseURL, Cookie: cookie },
    body: new URLSearchParams({ ...fields, redirectTo: "/basket" }),
  });
  const set = response.headers.getSetCookie().find((c) => c.startsWith("pw_session="));
  return { status: response.status, cookie: set ? set.split(";")[0] : cookie, setCookieLength: set?.length ?? 0 };
}

describe("a basket of many lines never overflows the session cookie (item 13)", () => {
  it("every line the seed sells, changed and removed one by one: no 500, and the cookie does not grow", async () => {
    const first = await addToBasket(null);
    expect(first.response.status).toBe(303);
    let cookie = first.cookie!;
    const cartId = sessionData(cookie).cartIds!.default;
    const baseline = first.response.headers.getSetCookie().find((c) => c.startsWith("pw_session="))!.length;
    // Every whey variant in stock joins the basket through the backend (the seed has no 100 products).
    const variants = WHEY_FLAVOURS.flatMap((f) => WHEY_SIZES.map((s) => WHEY.variantSku(f.code, s.code))).filter(
      (sku) => !(WHEY.outOfStock as readonly string[]).includes(sku),
    );
    await backendGraphQL(
      `mutation ($cartId: String!, $items: [CartItemInput!]!) {
        addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } }
      }`,
      { cartId, items: variants.map((sku) => ({ sku, parent_sku: WHEY.sku, quantity: 1 })) },
    );
    const { cart } = await backendGraphQL<{ cart: { items: { uid: string }[] } }>(
      `query ($cartId: String!) { cart(cart_id: $cartId) { items { uid } } }`,
      { cartId },
    );
    expect(cart.items.length).toBe(variants.length + 1);

    const sizes: number[] = [];
    for (const line of cart.items) {
      const changed = await basketLine(cookie, { intent: "update-quantity", itemUid: line.uid, quantity: "2" });
      expect(changed.status).toBe(303);
      cookie = changed.cookie;
      sizes.push(changed.setCookieLength);
    }
    for (const line of cart.items) {
      const removed = await basketLine(cookie, { intent: "remove-line", itemUid: line.uid });
      expect(removed.status).toBe(303);
      cookie = removed.cookie;
      sizes.push(removed.setCookieLength);
    }
    // The basket id and two queued notices ("quantity updated", "line removed"), whatever the basket
    // holds: a snapshot of these lines in the cookie would add over 1 KB.
    expect(Math.max(...sizes)).toBeLessThan(baseline + 400);
    const after = await backendGraphQL<{ cart: { items: unknown[] } }>(
      `query ($cartId: String!) { cart(cart_id: $cartId) { items { uid } } }`,
      { cartId },
    );
    expect(after.cart.items).toEqual([]);
  });
});

describe("cart writes are transactions", () => {
  it("20 adds sent at once to one basket by one session all count", async () => {
    const first = await addToBasket(null);
    expect(first.response.status).toBe(303);
    const cookie = first.cookie!;
    const cartId = sessionData(cookie).cartIds!.default;
    const answers = await Promise.all(Array.from({ length: 20 }, () => addToBasket(cookie)));
    expect(answers.map((a) => a.response.status)).toEqual(Array(20).fill(303));
    // Every add went into the same basket: the session's id did not change under any of them.
    for (const answer of answers) expect(sessionData(answer.cookie!).cartIds!.default).toBe(cartId);
    const { cart } = await backendGraphQL<{ cart: { total_quantity: number; items: unknown[] } }>(
      `query ($cartId: String!) { cart(cart_id: $cartId) { total_quantity items { uid } } }`,
      { cartId },
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.total_quantity).toBe(21);
  });
});
