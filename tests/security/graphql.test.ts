// The GraphQL endpoint against the real production server: hostile GraphQL documents are
// refused quickly with a GraphQL error, introspection and batching are off, anonymous writes are
// rate-limited per client IP (429 + Retry-After, a friendly message in the shop), and /graphql sends
// CORS headers only to the origins COMMERCE_CORS_ORIGINS names.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "../support/shop-server";

const PARTNER = "https://partner.example";
let server: ShopServer;

beforeAll(async () => {
  server = await startShopServer("graphql", {
    COMMERCE_CORS_ORIGINS: PARTNER,
    RATE_LIMIT_CART_CREATION: "3",
    RATE_LIMIT_ERROR_REPORTS: "3",
    RATE_LIMIT_NEWSLETTER: "1",
  });
});
afterAll(() => server?.stop());

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function graphql(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(new URL("/graphql", server.baseURL), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as GraphQLAnswer;
  return { response, answer };
}

describe("hostile GraphQL documents", () => {
  it("refuses a deep query with a GraphQL error, without running it", async () => {
    const deep = `{ products(search: "whey") { items { ${"related_products { ".repeat(30)}sku${" }".repeat(30)} } } }`;
    const { answer } = await graphql({ query: deep });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].message).toMatch(/depth limit/);
  });

  it("refuses 1,000 aliases without running them", async () => {
    const aliases = Array.from({ length: 1_000 }, (_, i) => `a${i}: storeConfig { store_code }`).join(" ");
    const { answer } = await graphql({ query: `{ ${aliases} }` });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].message).toMatch(/limit/i);
  });

  it("refuses four nested pages of 300 (under 420 bytes) and ten aliased fan-outs before running them", async () => {
    const nested = `{ products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku name categories {
  products(pageSize: 300) { items { sku name categories { products(pageSize: 300) { items { sku name
  categories { products(pageSize: 300) { items { sku name url_key stock_status price_range {
  minimum_price { final_price { value currency } regular_price { value currency } } } } } } } } } } } } } } }`;
    const fanOut = Array.from(
      { length: 10 },
      (_, i) =>
        `a${i}: products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku categories { products(pageSize: 300) { items { sku categories { products(pageSize: 300) { items { sku name } } } } } } } }`,
    ).join(" ");
    for (const query of [nested, `{ ${fanOut} }`]) {
      const { response, answer } = await graphql({ query });
      expect(response.status).toBe(200);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^Max query complexity should be \d+ but got \d+\.$/),
        extensions: { category: "graphql-input" },
      });
    }
  });

  it("refuses a huge pageSize like Magento", async () => {
    const { answer } = await graphql({ query: `{ products(search: "", pageSize: 1000000000) { items { sku } } }` });
    expect(answer.errors?.[0]).toMatchObject({
      message: "Maximum pageSize is 300",
      extensions: { category: "graphql-input" },
    });
  });

  it("answers no introspection in production", async () => {
    const { answer } = await graphql({ query: `{ __schema { types { name } } }` });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].message).toMatch(/introspection is not allowed/);
  });

  it("runs no batch of operations", async () => {
    const batch = Array.from({ length: 50 }, () => ({ query: `{ storeConfig { store_code } }` }));
    const { response, answer } = await graphql(batch);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(Array.isArray(answer)).toBe(false);
  });

  it("still serves shoppers after the hostile documents", async () => {
    const { answer } = await graphql({ query: `{ storeConfig { store_code } }` });
    expect(answer.data).toEqual({ storeConfig: { store_code: "default" } });
  });
});

describe("POSTs a browser sends cross-site without a preflight", () => {
  const MUTATION = `mutation { createGuestCart { cart { id } } }`;

  it.each([
    ["application/x-www-form-urlencoded", () => new URLSearchParams({ query: MUTATION })],
    [
      "multipart/form-data",
      () => {
        const form = new FormData();
        form.set("operations", JSON.stringify({ query: MUTATION }));
        form.set("map", "{}");
        return form;
      },
    ],
    ["text/plain", () => JSON.stringify({ query: MUTATION })],
  ])("refuses a %s POST with a 415 and a GraphQL error, running nothing", async (contentType, body) => {
    const payload = body();
    const response = await fetch(new URL("/graphql", server.baseURL), {
      method: "POST",
      // FormData sets its own boundary; the others say what they are, as a cross-site form would.
      headers:
        payload instanceof FormData
          ? { origin: "https://evil.example" }
          : { "content-type": contentType, origin: "https://evil.example" },
      body: payload,
    });
    expect(response.status).toBe(415);
    const answer = (await response.json()) as GraphQLAnswer;
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: "Request content type must be application/json",
      extensions: { category: "graphql-input" },
    });
  });

  it("still answers a JSON POST (a charset parameter too) and a GET query", async () => {
    const { response, answer } = await graphql(
      { query: `{ storeConfig { store_code } }` },
      { "content-type": "application/json; charset=utf-8" },
    );
    expect(response.status).toBe(200);
    expect(answer.data).toEqual({ storeConfig: { store_code: "default" } });
    const get = await fetch(
      new URL(`/graphql?query=${encodeURIComponent("{ storeConfig { store_code } }")}`, server.baseURL),
      { headers: { accept: "application/json" } },
    );
    expect(get.status).toBe(200);
    expect(((await get.json()) as GraphQLAnswer).data).toEqual({ storeConfig: { store_code: "default" } });
  });
});

describe("CORS on /graphql", () => {
  it("sends no CORS headers to another site's origin", async () => {
    const { response } = await graphql({ query: `{ storeConfig { store_code } }` }, { origin: "https://evil.example" });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    const preflight = await fetch(new URL("/graphql", server.baseURL), {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows exactly the origin COMMERCE_CORS_ORIGINS names", async () => {
    const { response } = await graphql({ query: `{ storeConfig { store_code } }` }, { origin: PARTNER });
    expect(response.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  });
});

describe("rate limits on anonymous writes", () => {
  const report = (n: number) => ({
    query: `mutation { reportJsError(input: { code: "flood-${n}", message: "m", timestamp: "2026-01-01T00:00:00Z" }) { result } }`,
  });

  it("answers 429 with Retry-After and a GraphQL error once a client's error reports are used up", async () => {
    for (let n = 0; n < 3; n++) expect((await graphql(report(n))).response.status).toBe(200);
    const { response, answer } = await graphql(report(3));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { category: "graphql-too-many-requests" } });
  });

  /** The notices the page shows after a redirect (MessageList), as text. */
  const BUSY = "You have made a lot of requests in a short time. Please wait a minute and try again.";
  async function shownErrors(page: Response | null) {
    const html = (await page?.text()) ?? "";
    return [...html.matchAll(/<p class="message message--error">([\s\S]*?)<\/p>/g)].map((m) =>
      m[1].replace(/<[^>]+>/g, "").replace(/^Error: /, ""),
    );
  }

  /** A form post without JavaScript, and the page it redirects to (where the shop's messages show). */
  async function postForm(path: string, fields: Record<string, string>) {
    const answer = await fetch(new URL(path, server.baseURL), {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.baseURL,
        "sec-fetch-site": "same-origin",
      },
      body: new URLSearchParams(fields),
    });
    const next = answer.headers.get("location");
    const page = next
      ? await fetch(new URL(next, server.baseURL), {
          headers: {
            cookie: answer.headers
              .getSetCookie()
              .map((c) => c.split(";")[0])
              .join("; "),
          },
        })
      : null;
    return { answer, page };
  }

  it("tells a shopper whose newsletter subscription is limited to wait", async () => {
    const subscribe = (email: string) => postForm("/newsletter", { intent: "subscribe", email, returnTo: "/" });
    expect(await shownErrors((await subscribe("first@example.com")).page)).toEqual([]);
    const { answer, page } = await subscribe("second@example.com");
    expect(answer.status).toBe(303);
    expect(page!.status).toBe(200);
    expect(await shownErrors(page)).toEqual([BUSY]);
  });

  it("tells a shopper whose basket creation is limited to wait, with no 500", async () => {
    const add = () =>
      postForm("/basket", {
        intent: "add-to-basket",
        urlKey: "creatine-monohydrate",
        quantity: "1",
        redirectTo: "/products/creatine-monohydrate",
      });
    // Each add without a cookie starts a new basket: three are allowed per minute from this address.
    for (let n = 0; n < 3; n++) expect(await shownErrors((await add()).page)).toEqual([]);
    const { answer, page } = await add();
    expect(answer.status).toBe(303);
    expect(page!.status).toBe(200);
    expect(await shownErrors(page)).toEqual([BUSY]);

    // The same address calling the backend directly is limited too.
    const direct = await graphql({ query: `mutation { createGuestCart { cart { id } } }` });
    expect(direct.response.status).toBe(429);
  });
});
