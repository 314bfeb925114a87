// The storefront's commerce client given the embedded backend's in-process fetch (server.ts in
// embedded mode) gets what it gets over HTTP: the same data, the same X-Magento-Tags, the same
// headers reaching the backend, the same classification of an unavailable store, a GraphQL error
// and a time-out.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import { WHEY } from "../../backend/seed/fixtures.js";
import { getProductByUrlKey } from "~/commerce/catalog/product.server";
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { CommerceError } from "~/commerce/errors";
import { getSessionData } from "~/commerce/customer/session-data.server";
import { fetchReviewList } from "~/features/product/review-list.server";
import { STORE_QUERY } from "~/commerce/store/store.server";
import { serveBackend, type ServedBackend } from "../support/backend-helpers.js";

let backend: EmbeddedBackend;
let served: ServedBackend;
let url: string;
/** Requests the in-process fetch was handed, as the backend saw them. */
const seen: Request[] = [];

beforeAll(async () => {
  served = await serveBackend({ testHooks: true });
  backend = served.backend;
  url = served.url;
});
afterEach(() => {
  backend.testHooks!.reset();
  seen.length = 0;
});
afterAll(async () => {
  await served.stop();
});

const recordingFetch: typeof fetch = (input, init) => {
  seen.push(new Request(input, init));
  return backend.fetch(input, init);
};

function both(
  store: Partial<CommerceRequestContext> = {},
): [http: CommerceRequestContext, inProcess: CommerceRequestContext] {
  const base = { storeCode: "de", currency: "EUR", clientIp: "203.0.113.9", timeoutMs: 5000, ...store };
  // The in-process fetch takes /graphql whatever the origin: no socket is involved.
  return [
    { ...base, commerceUrl: url },
    { ...base, commerceUrl: "http://embedded.invalid", fetch: recordingFetch },
  ];
}

async function failureOf(promise: Promise<unknown>): Promise<CommerceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CommerceError);
  return error as CommerceError;
}

describe("the in-process fetch", () => {
  it("gives the commerce client the same data and X-Magento-Tags as HTTP", async () => {
    const [http, inProcess] = both();
    const overHttp = await getProductByUrlKey(http, WHEY.url_key);
    const direct = await getProductByUrlKey(inProcess, WHEY.url_key);
    expect(direct.product?.sku).toBe(WHEY.sku);
    expect(direct).toEqual(overHttp);
    expect(direct.cacheTags.length).toBeGreaterThan(0);

    const storeHttp = await commerceRequest(http, STORE_QUERY);
    const storeDirect = await commerceRequest(inProcess, STORE_QUERY);
    expect(storeDirect).toEqual(storeHttp);
    expect((storeDirect.data as { storeConfig: { store_code: string } }).storeConfig.store_code).toBe("de");
  });

  it("takes the client's GET queries and answers them as HTTP does: the same cache id and public lifetime", async () => {
    const [http, inProcess] = both();
    const cacheIdsOf = () => {
      const ids = new Map<string, string>();
      return {
        ids,
        get: (scope: string) => ids.get(scope),
        set: (scope: string, id: string) => void ids.set(scope, id),
      };
    };
    const overHttp = cacheIdsOf();
    const direct = cacheIdsOf();
    await getProductByUrlKey({ ...http, cacheIds: overHttp }, WHEY.url_key);
    await getProductByUrlKey({ ...inProcess, cacheIds: direct }, WHEY.url_key);
    expect(seen.map((r) => r.method)).toEqual(["GET"]);
    expect(new URL(seen[0].url).searchParams.get("operationName")).toBe("ProductPage");
    expect(direct.ids.get("de|EUR")).toMatch(/^[0-9a-f]{64}$/);
    expect(direct.ids).toEqual(overHttp.ids);

    const answer = await backend.fetch(seen[0].url, { headers: seen[0].headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/\bpublic\b/);
    expect(answer.headers.get("x-magento-cache-id")).toBe(direct.ids.get("de|EUR"));
  });

  it("hands the backend the Store, Content-Currency, visitor IP, marker and visitor headers", async () => {
    const [http, inProcess] = both({ storeCode: "us", currency: "USD" });
    const request = new Request("http://shop.test/", { headers: { "CF-IPCountry": "DE" } });
    const direct = await getSessionData(inProcess, undefined, request);
    expect(direct).toEqual(await getSessionData(http, undefined, request));
    expect(direct.geo_store).toMatchObject({ popup_enabled: true, store: "de" });
    // the session data's own request (the backend's dialect may be asked for first)
    const headers = seen.at(-1)!.headers;
    expect(headers.get("store")).toBe("us");
    expect(headers.get("content-currency")).toBe("USD");
    expect(headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(headers.get("x-storefront-render")).toBe("ssr");
    expect(headers.get("cf-ipcountry")).toBe("DE");
  });

  it("answers a store the test hook made unavailable with the same 503, classified alike", async () => {
    backend.testHooks!.apply({ unavailableStore: "de" });
    const [http, inProcess] = both();
    const overHttp = await failureOf(getProductByUrlKey(http, WHEY.url_key));
    const direct = await failureOf(getProductByUrlKey(inProcess, WHEY.url_key));
    expect(direct.kind).toBe("network");
    expect(direct.messages).toEqual(overHttp.messages);
    expect(direct.messages[0]).toMatch(/status 503/);

    const response = await backend.fetch("http://embedded.invalid/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", store: "de" },
      body: JSON.stringify({ query: "{ storeConfig { store_code } }" }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    // Other stores are untouched.
    const [, uk] = both({ storeCode: "default", currency: "GBP" });
    expect((await getProductByUrlKey(uk, WHEY.url_key)).product?.sku).toBe(WHEY.sku);
  });

  it("classifies a GraphQL error alike", async () => {
    const [http, inProcess] = both({ currency: "JPY" });
    const overHttp = await failureOf(getProductByUrlKey(http, WHEY.url_key));
    const direct = await failureOf(getProductByUrlKey(inProcess, WHEY.url_key));
    expect(direct.kind).toBe("graphql");
    expect(direct.messages).toEqual(overHttp.messages);
    expect(direct.categories).toEqual(overHttp.categories);
  });

  it("honours the abort signal, so a time-out is a time-out", async () => {
    const signal = AbortSignal.abort(new DOMException("The operation timed out.", "TimeoutError"));
    await expect(
      backend.fetch("http://embedded.invalid/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
        signal,
      }),
    ).rejects.toMatchObject({ name: "TimeoutError" });
    const slow: typeof fetch = (input, init) =>
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => backend.fetch(input, init));
    const [, inProcess] = both({ timeoutMs: 10 });
    expect((await failureOf(getProductByUrlKey({ ...inProcess, fetch: slow }, WHEY.url_key))).kind).toBe("timeout");
  });

  it("sends any other address (REST) to the network, i.e. the backend's router", async () => {
    const response = await backend.fetch(`${url}/rest/V1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Request does not match any route." });
  });

  it("answers the product page's review list in process, as the backend's router does over HTTP", async () => {
    const [http, inProcess] = both();
    const { product } = await getProductByUrlKey(http, WHEY.url_key);
    const productId = product!.productId!;
    // "embedded.invalid" cannot be reached: the answer can only come from the backend in process.
    const direct = await fetchReviewList(inProcess, productId, 1);
    expect(direct).toContain(`data-product-id="${productId}"`);
    expect(direct).toEqual(await fetchReviewList(http, productId, 1));
    expect(seen.at(-1)?.headers.get("Store")).toBe("de");
    // No such product, no such page: null, as over HTTP.
    expect(await fetchReviewList(inProcess, 999_999, 1)).toBeNull();
    expect(await fetchReviewList(inProcess, productId, 9_999)).toBeNull();
  });
});

describe("the in-process answer's body (ADR 0083)", () => {
  /** The client's GET of the whey's product page, as it went to the in-process fetch. */
  async function productPageRequest(store: Partial<CommerceRequestContext> = {}) {
    const [, inProcess] = both(store);
    await getProductByUrlKey(inProcess, WHEY.url_key).catch(() => null);
    const request = seen.at(-1)!;
    const overHttp = await fetch(`${url}${new URL(request.url).pathname}${new URL(request.url).search}`, {
      headers: request.headers,
    });
    return { request, overHttp: { status: overHttp.status, text: await overHttp.text() } };
  }
  const again = (request: Request) => backend.fetch(request.url, { headers: request.headers });

  it("is handed over as objects: JSON's own plain objects and arrays, equal to HTTP's, and no text made", async () => {
    const { request, overHttp } = await productPageRequest();
    expect((await (await again(request)).arrayBuffer()).byteLength).toBe(0);
    const direct = (await (await again(request)).json()) as { data: { products: { items: object[] } } };
    expect(direct).toEqual(JSON.parse(overHttp.text));
    expect(Object.getPrototypeOf(direct.data)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(direct.data.products.items[0])).toBe(Object.prototype);
    expect(JSON.stringify(direct)).toBe(overHttp.text);
    // read as text (graphql-request reads POST answers so): the very JSON HTTP sends
    expect(await (await again(request)).text()).toBe(overHttp.text);
  });

  it("carries an error answer as HTTP does: status, errors cleaned of internals alike", async () => {
    const { request, overHttp } = await productPageRequest({ currency: "JPY" });
    const direct = await again(request);
    expect(direct.status).toBe(overHttp.status);
    const body = (await direct.json()) as { errors: unknown[] };
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body).toEqual(JSON.parse(overHttp.text));
  });

  it("keeps a plugin's own answer whole (a test hook's 503 with its JSON)", async () => {
    backend.testHooks!.apply({ unavailableStore: "de" });
    const { request, overHttp } = await productPageRequest();
    const direct = await again(request);
    expect(direct.status).toBe(503);
    expect(await direct.text()).toBe(overHttp.text);
  });
});
