// One request's loaders share their reads (the checkout's layout and page both read the cart), and
// no read made before a write is served after it.
import { describe, expect, it } from "vitest";
import { commerceRequest, createRequestMemo, type CommerceRequestContext } from "~/commerce/client.server";
import { restRequest } from "~/commerce/rest.server";
import { STORE_QUERY } from "~/commerce/store/store.server";
import { CREATE_GUEST_CART_MUTATION } from "~/commerce/cart/cart.server";

/** A backend that counts what it is asked and answers every GraphQL call with an empty result. */
function countingBackend() {
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    // Store-wide queries come by GET (their text in the address), the others by POST.
    const query =
      init?.method === "GET"
        ? new URL(String(input)).searchParams.get("query")!
        : (JSON.parse(String(init?.body ?? "{}")) as { query: string }).query;
    calls.push(
      query
        .trim()
        .split(/[\s({]/, 2)
        .join(" "),
    );
    return new Response(JSON.stringify({ data: { storeConfig: null, createGuestCart: null } }), {
      headers: { "content-type": "application/json" },
    });
  };
  return { calls, fetchFn };
}

function contextWith(fetchFn: typeof fetch, memo = createRequestMemo()): CommerceRequestContext {
  return { commerceUrl: "http://backend.test", fetch: fetchFn, storeCode: "default", timeoutMs: 1000, memo };
}

describe("a request's memo of query answers", () => {
  it("sends a query asked twice in one request once, also from a context derived from it", async () => {
    const { calls, fetchFn } = countingBackend();
    const ctx = contextWith(fetchFn);
    await Promise.all([commerceRequest(ctx, STORE_QUERY), commerceRequest({ ...ctx }, STORE_QUERY)]);
    await commerceRequest(ctx, STORE_QUERY);
    expect(calls).toEqual(["query App"]);
  });

  it("asks again after a mutation or a REST write, and for another currency or customer", async () => {
    const { calls, fetchFn } = countingBackend();
    const ctx = contextWith(fetchFn);
    await commerceRequest(ctx, STORE_QUERY);
    await commerceRequest(ctx, CREATE_GUEST_CART_MUTATION);
    await commerceRequest(ctx, STORE_QUERY);
    await commerceRequest({ ...ctx, currency: "EUR" }, STORE_QUERY);
    await commerceRequest({ ...ctx, customerToken: "t" }, STORE_QUERY);
    expect(calls).toEqual(["query App", "mutation CreateGuestCart", "query App", "query App", "query App"]);
    const restFetch = globalThis.fetch;
    globalThis.fetch = async () => new Response("true", { headers: { "content-type": "application/json" } });
    try {
      await restRequest(ctx, "POST", "/V1/customers/isEmailAvailable", { customerEmail: "a@b.co" });
    } finally {
      globalThis.fetch = restFetch;
    }
    await commerceRequest(ctx, STORE_QUERY);
    expect(calls.filter((call) => call === "query App")).toHaveLength(5);
  });

  it("keeps nothing between requests: each has its own memo", async () => {
    const { calls, fetchFn } = countingBackend();
    await commerceRequest(contextWith(fetchFn), STORE_QUERY);
    await commerceRequest(contextWith(fetchFn), STORE_QUERY);
    expect(calls).toHaveLength(2);
  });
});
