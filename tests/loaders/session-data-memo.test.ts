// A visitor without a cookie (no basket, not signed in) starts no session unless the backend has a
// store to suggest, and every such request asked the backend anew. For them the answer depends only
// on the store view and the visitor headers the geo decision reads, so it is reused for a minute.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { CommerceRequestContext } from "~/commerce/client.server";
import { getSessionData } from "~/commerce/customer/session-data.server";
import { commerce, mockCommerce } from "../mocks";
import { COMMERCE_URL } from "../mocks/link";
import { geoSuggestion } from "../mocks/session-data";

const server = mockCommerce();

const ctx: CommerceRequestContext = { commerceUrl: COMMERCE_URL, storeCode: "default", timeoutMs: 5000 };
const visitor = (acceptLanguage: string) =>
  new Request("http://shop.test/", { headers: { "Accept-Language": acceptLanguage } });

function countingBackend() {
  const asked: Array<string | null> = [];
  server.use(
    commerce.query("SessionData", ({ request, variables }) => {
      asked.push(`${request.headers.get("Accept-Language")}|${variables.cartId ?? ""}`);
      return HttpResponse.json({
        data: { sessionData: { geo_store: geoSuggestion("de"), customer: null, cart: null } },
      });
    }),
  );
  return asked;
}

describe("session data of a visitor without a cookie", () => {
  it("is asked of the backend once for the same store view and visitor headers", async () => {
    const asked = countingBackend();
    const first = await getSessionData(ctx, undefined, visitor("de-DE"));
    const again = await getSessionData(ctx, undefined, visitor("de-DE"));
    expect(again).toEqual(first);
    expect(first.geo_store?.store).toBe("de");
    expect(asked).toEqual(["de-DE|"]);
    // Other headers, another store view: their own answers.
    await getSessionData(ctx, undefined, visitor("fr-FR"));
    await getSessionData({ ...ctx, storeCode: "us" }, undefined, visitor("de-DE"));
    expect(asked).toHaveLength(3);
  });

  it("is asked every time for a visitor with a basket or signed in", async () => {
    const asked = countingBackend();
    await getSessionData(ctx, "cart-1", visitor("de-DE"));
    await getSessionData(ctx, "cart-1", visitor("de-DE"));
    await getSessionData({ ...ctx, customerToken: "token" }, undefined, visitor("de-DE"));
    await getSessionData({ ...ctx, customerToken: "token" }, undefined, visitor("de-DE"));
    expect(asked).toEqual(["de-DE|cart-1", "de-DE|cart-1", "de-DE|", "de-DE|"]);
  });

  it("is asked again after a failure", async () => {
    server.use(commerce.query("SessionData", () => HttpResponse.json({ errors: [{ message: "down" }] })));
    await expect(getSessionData(ctx, undefined, visitor("it-IT"))).rejects.toBeDefined();
    const asked = countingBackend();
    await getSessionData(ctx, undefined, visitor("it-IT"));
    expect(asked).toEqual(["it-IT|"]);
  });
});
