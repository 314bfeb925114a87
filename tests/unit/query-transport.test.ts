// How the storefront's queries reach the backend (ADR 0060): store-wide queries of a guest go by GET
// (PWA Studio's address: query, operationName, variables) with Store, Content-Currency and the
// X-Magento-Cache-Id of the previous answer, so Magento's page cache can keep them; a customer's
// queries, carts, mutations and queries too long for an address go by POST.
import { describe, expect, it } from "vitest";
import { commerceRequest, createRequestMemo, type CommerceRequestContext } from "~/commerce/client.server";
import { CART_QUERY, CREATE_GUEST_CART_MUTATION } from "~/commerce/cart/cart.server";
import { PRODUCT_NAMES_BY_SKU_QUERY } from "~/commerce/cart/move-basket.server";
import { CommerceError } from "~/commerce/errors";
import { MAX_GET_URL_LENGTH, type CacheIds } from "~/commerce/query-transport.server";
import { STORE_QUERY } from "~/commerce/store/store.server";

const ID_A = "a".repeat(64);
const ID_B = "b".repeat(64);

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: { query: string; variables?: unknown } | null;
}

/** A backend that records what it is sent and answers with an empty store and the given cache id. */
function recordingBackend(cacheId: () => string | null = () => ID_A) {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? (JSON.parse(text) as Sent["body"]) : null,
    });
    const headers = new Headers({ "content-type": "application/json" });
    const id = cacheId();
    if (id) headers.set("X-Magento-Cache-Id", id);
    return new Response(
      JSON.stringify({ data: { storeConfig: null, cart: null, products: { items: [] }, createGuestCart: null } }),
      { headers },
    );
  };
  return { sent, fetchFn };
}

function keeper(): CacheIds & { ids: Map<string, string> } {
  const ids = new Map<string, string>();
  return { ids, get: (scope) => ids.get(scope), set: (scope, id) => void ids.set(scope, id) };
}

function contextWith(fetchFn: typeof fetch, extra: Partial<CommerceRequestContext> = {}): CommerceRequestContext {
  return {
    commerceUrl: "http://backend.test",
    fetch: fetchFn,
    storeCode: "de",
    currency: "EUR",
    timeoutMs: 1000,
    memo: createRequestMemo(),
    ...extra,
  };
}

describe("which queries go by GET", () => {
  it("sends a guest's store-wide query by GET with its operation, Store and Content-Currency, and no body", async () => {
    const { sent, fetchFn } = recordingBackend();
    await commerceRequest(contextWith(fetchFn), STORE_QUERY);
    expect(sent).toHaveLength(1);
    const [get] = sent;
    expect(get.method).toBe("GET");
    expect(get.url.pathname).toBe("/graphql");
    expect([...get.url.searchParams.keys()]).toEqual(["query", "operationName"]);
    expect(get.url.searchParams.get("operationName")).toBe("App");
    expect(get.url.searchParams.get("query")).toMatch(/^query App\{storeConfig\{/);
    expect(get.headers.get("Store")).toBe("de");
    expect(get.headers.get("Content-Currency")).toBe("EUR");
    expect(get.headers.get("Content-Type")).toBeNull();
    expect(get.body).toBeNull();
  });

  it("puts the variables in the address as JSON", async () => {
    const { sent, fetchFn } = recordingBackend();
    await commerceRequest(contextWith(fetchFn), PRODUCT_NAMES_BY_SKU_QUERY, { skus: ["WHEY-1", "CREA-2"] });
    expect(sent[0].method).toBe("GET");
    expect(JSON.parse(sent[0].url.searchParams.get("variables")!)).toEqual({ skus: ["WHEY-1", "CREA-2"] });
  });

  it("sends the same query of a signed-in customer by POST with their token", async () => {
    const { sent, fetchFn } = recordingBackend();
    await commerceRequest(contextWith(fetchFn, { customerToken: "tok" }), STORE_QUERY);
    expect(sent[0].method).toBe("POST");
    expect(sent[0].headers.get("Authorization")).toBe("Bearer tok");
    expect(sent[0].url.search).toBe("");
    expect(sent[0].body?.query).toMatch(/query App/);
  });

  it("sends a cart query by POST even for a guest: its cart id stays out of addresses", async () => {
    const { sent, fetchFn } = recordingBackend();
    await commerceRequest(contextWith(fetchFn), CART_QUERY, { cartId: "secret-cart-id" });
    expect(sent[0].method).toBe("POST");
    expect(sent[0].url.search).toBe("");
    expect(sent[0].body?.variables).toEqual({ cartId: "secret-cart-id" });
  });

  it("sends a mutation by POST", async () => {
    const { sent, fetchFn } = recordingBackend();
    await commerceRequest(contextWith(fetchFn), CREATE_GUEST_CART_MUTATION);
    expect(sent[0].method).toBe("POST");
  });

  it("falls back to POST when the address would be longer than 8 KB, and keeps GET just below", async () => {
    const { sent, fetchFn } = recordingBackend();
    const ctx = contextWith(fetchFn);
    const skus = (n: number) => Array.from({ length: n }, (_, i) => `SKU-${String(i).padStart(6, "0")}`);
    // Each SKU adds `"SKU-000000",` to the JSON, 18 characters once encoded: ~460 of them fill 8 KB.
    await commerceRequest(ctx, PRODUCT_NAMES_BY_SKU_QUERY, { skus: skus(400) });
    await commerceRequest(ctx, PRODUCT_NAMES_BY_SKU_QUERY, { skus: skus(600) });
    expect(sent.map((s) => s.method)).toEqual(["GET", "POST"]);
    expect(sent[0].url.toString().length).toBeLessThanOrEqual(MAX_GET_URL_LENGTH);
    expect(sent[0].url.toString().length).toBeGreaterThan(MAX_GET_URL_LENGTH - 1200);
    expect((sent[1].body?.variables as { skus: string[] }).skus).toHaveLength(600);
  });
});

describe("X-Magento-Cache-Id", () => {
  it("is taken from an answer and sent with the next GET of the same store and currency", async () => {
    const { sent, fetchFn } = recordingBackend();
    const ids = keeper();
    await commerceRequest(contextWith(fetchFn, { cacheIds: ids }), STORE_QUERY);
    expect(sent[0].headers.get("X-Magento-Cache-Id")).toBeNull();
    expect(ids.get("de|EUR")).toBe(ID_A);
    // the next page's request: a new memo, the same keeper
    await commerceRequest(contextWith(fetchFn, { cacheIds: ids }), STORE_QUERY);
    expect(sent[1].method).toBe("GET");
    expect(sent[1].headers.get("X-Magento-Cache-Id")).toBe(ID_A);
    // another currency is another context: its own id, none known yet
    await commerceRequest(contextWith(fetchFn, { cacheIds: ids, currency: "GBP" }), STORE_QUERY);
    expect(sent[2].headers.get("X-Magento-Cache-Id")).toBeNull();
  });

  it("follows the backend when the id changes, and ignores a customer's answers and malformed ids", async () => {
    let answer: string | null = ID_A;
    const { sent, fetchFn } = recordingBackend(() => answer);
    const ids = keeper();
    await commerceRequest(contextWith(fetchFn, { cacheIds: ids }), STORE_QUERY);
    answer = ID_B;
    await commerceRequest(contextWith(fetchFn, { cacheIds: ids, customerToken: "tok" }), STORE_QUERY);
    expect(ids.get("de|EUR")).toBe(ID_A);
    expect(sent[1].headers.get("X-Magento-Cache-Id")).toBeNull();
    answer = "not-a-sha256, X-Evil";
    await commerceRequest(contextWith(fetchFn, { cacheIds: ids }), STORE_QUERY);
    expect(ids.get("de|EUR")).toBe(ID_A);
    answer = ID_B;
    await commerceRequest(contextWith(fetchFn, { cacheIds: ids }), STORE_QUERY);
    expect(ids.get("de|EUR")).toBe(ID_B);
    await commerceRequest(contextWith(fetchFn, { cacheIds: ids }), STORE_QUERY);
    expect(sent[4].headers.get("X-Magento-Cache-Id")).toBe(ID_B);
  });
});

describe("a GET answered badly", () => {
  const answering = (response: () => Response) => contextWith(async () => response());

  it("GraphQL errors are GraphQL errors, whatever the status", async () => {
    const error = await commerceRequest(
      answering(() => Response.json({ errors: [{ message: "Requested store is not found" }] }, { status: 200 })),
      STORE_QUERY,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect((error as CommerceError).kind).toBe("graphql");
    expect((error as CommerceError).messages).toEqual(["Requested store is not found"]);
  });

  it("a failing status without GraphQL errors is the network's, and so is a page that is not JSON", async () => {
    for (const response of [
      () => Response.json({ message: "Service unavailable" }, { status: 503 }),
      () => new Response("<html>gateway</html>", { status: 200, headers: { "content-type": "text/html" } }),
    ]) {
      const error = await commerceRequest(answering(response), STORE_QUERY).catch((e: unknown) => e);
      expect((error as CommerceError).kind).toBe("network");
    }
  });

  it("an answer without data is the backend's fault", async () => {
    const error = await commerceRequest(
      answering(() => Response.json({ data: null })),
      STORE_QUERY,
    ).catch((e: unknown) => e);
    expect((error as CommerceError).kind).toBe("graphql");
  });

  it("waits no longer than the time-out", async () => {
    const ctx = contextWith(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason as Error)),
        ),
      { timeoutMs: 50 },
    );
    const error = await commerceRequest(ctx, STORE_QUERY).catch((e: unknown) => e);
    expect((error as CommerceError).kind).toBe("timeout");
  });
});
