// Where the storefront keeps the backend's X-Magento-Cache-Id between pages (ADR 0060): a shopper
// with a session keeps it in the session; a visitor without one is never given a session for it
// (their pages stay shareable, ADR 0046): the process keeps it per store view and currency, the same
// id Magento gives every guest of that store and currency.
import { describe, expect, it } from "vitest";
import { commerceRequest } from "~/commerce/client.server";
import { STORE_QUERY } from "~/commerce/store/store.server";
import { commitChangedSession, createRequestContext } from "~/request-context.server";
import { commitSession, getSession } from "~/sessions/session.server";

const ID = "c".repeat(64);
const SECRETS = ["test-secret-test-secret"];

const sentIds: Array<string | null> = [];
const backend: typeof fetch = async (input, init) => {
  sentIds.push(new Headers(init?.headers).get("X-Magento-Cache-Id"));
  return Response.json({ data: { storeConfig: null } }, { headers: { "X-Magento-Cache-Id": ID } });
};

const base = {
  config: {
    commerceUrl: "http://backend.test",
    commerceFetch: backend,
    sessionSecrets: SECRETS,
    commerceTimeoutMs: 1000,
    traceSecret: "trace-secret-for-tests",
    publicUrl: "http://shop.test",
  },
  clientIp: "203.0.113.9",
};

/** One page request: the store query, then the response as the server finishes it. */
async function page(path: string, cookie?: string) {
  const request = new Request(new URL(path, "http://shop.test"), { headers: cookie ? { Cookie: cookie } : {} });
  const context = await createRequestContext(request, base);
  await commerceRequest(context.shop.commerce, STORE_QUERY);
  const response = new Response("<html></html>", { headers: { "Cache-Control": "public, max-age=60" } });
  await commitChangedSession(context, request, response);
  return { response, session: context.shop.session };
}

describe("the backend's cache id between pages", () => {
  it("a visitor without a session gets no cookie for it; the next visitor's GET carries it", async () => {
    sentIds.length = 0;
    const first = await page("/fr/");
    expect(first.response.headers.get("Set-Cookie")).toBeNull();
    expect(first.response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(first.session.get("magentoCacheId")).toBeUndefined();
    await page("/fr/");
    expect(sentIds).toEqual([null, ID]);
  });

  it("a shopper with a session keeps it there without a cookie write of its own, and sends the kept one", async () => {
    sentIds.length = 0;
    const kept = "d".repeat(64);
    const cookie = await mintSession({ cartIds: { es: "cart-1" }, magentoCacheId: { scope: "es|EUR", id: kept } });

    const first = await page("/es/", cookie);
    expect(sentIds).toEqual([kept]);
    // the backend answered another id: kept in the session, which changed in nothing else
    expect(first.session.get("magentoCacheId")).toEqual({ scope: "es|EUR", id: ID });
    expect(first.response.headers.getSetCookie()).toEqual([]);
    expect(first.response.headers.get("Cache-Control")).toBe("public, max-age=60");

    // the same old cookie again: the latest answer's id, which this process keeps, not the stale one
    await page("/es/", cookie);
    expect(sentIds).toEqual([kept, ID]);
  });

  it("a shopper whose session changes for another reason takes the id along in the cookie", async () => {
    sentIds.length = 0;
    const cookie = await mintSession({ cartIds: { it: "cart-1" } });
    const request = new Request("http://shop.test/it/", { headers: { Cookie: cookie } });
    const context = await createRequestContext(request, base);
    await commerceRequest(context.shop.commerce, STORE_QUERY);
    context.shop.session.set("initiated", true);
    const response = new Response("<html></html>");
    await commitChangedSession(context, request, response);
    const renewed = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: response.headers.getSetCookie()[0].split(";")[0] } }),
      SECRETS,
    );
    expect(renewed.get("magentoCacheId")).toEqual({ scope: "it|EUR", id: ID });
  });
});

async function mintSession(data: Record<string, unknown>): Promise<string> {
  const session = await getSession(new Request("http://shop.test/"), SECRETS);
  for (const [key, value] of Object.entries(data)) session.set(key as "cartIds", value as Record<string, string>);
  return (await commitSession(new Request("http://shop.test/"), SECRETS, session)).split(";")[0];
}
