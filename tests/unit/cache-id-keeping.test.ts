// Where the storefront keeps the backend's X-Magento-Cache-Id between pages (ADR 0058): a shopper
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

  it("a shopper with a session keeps it there, and sends it from there on the next page", async () => {
    sentIds.length = 0;
    const start = await getSession(new Request("http://shop.test/"), SECRETS);
    start.set("cartIds", { it: "cart-1" });
    const cookie = (await commitSession(new Request("http://shop.test/"), SECRETS, start)).split(";")[0];

    const first = await page("/it/", cookie);
    expect(first.session.get("magentoCacheId")).toEqual({ scope: "it|EUR", id: ID });
    const renewed = first.response.headers.get("Set-Cookie");
    expect(renewed).toMatch(/^pw_session=/);

    const second = await page("/it/", renewed!.split(";")[0]);
    expect(sentIds).toEqual([null, ID]);
    // nothing changed: no cookie written again
    expect(second.response.headers.get("Set-Cookie")).toBeNull();
  });
});
