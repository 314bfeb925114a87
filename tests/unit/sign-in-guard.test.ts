// The account area's guard (features/account/layout.route.tsx): a visitor who is not signed in is sent to
// the planned sign-in address with the page asked for encoded as SPEC §2 says; a signed-in
// customer passes.
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createRequestContext } from "~/request-context.server";
import { loader } from "~/features/account/layout.route";
import { decodeReferer, encodeReferer } from "~/routing/referer";
import { matchScreen } from "~/routing/registry";

const config = {
  commerceUrl: "http://commerce.test",
  commerceFetch: (() => Promise.reject(new Error("no backend call expected"))) as typeof fetch,
  sessionSecrets: ["test-secret-test-secret"],
  commerceTimeoutMs: 1000,
  traceSecret: "trace",
  publicUrl: "http://localhost",
  // The shop's own backend: which fields it speaks is known, nothing to ask (the menu depends on it).
  commerceDialect: "extended" as const,
};

async function guard(url: string, customerToken?: string) {
  const request = new Request(url);
  const context: AppLoadContext = await createRequestContext(request, { config });
  if (customerToken) context.shop.commerce.customerToken = customerToken;
  return loader({ request, params: {}, context }).then(
    () => null,
    (thrown: unknown) => thrown as Response,
  );
}

describe("the sign-in referer (SPEC §2)", () => {
  it("is base64 with + / = written as - _ ,", () => {
    // This address encodes to base64 holding "+", "/" and "=".
    const address = "/account/orders?x=>>?";
    const base64 = Buffer.from(address).toString("base64");
    expect(base64).toMatch(/[+/=]/);
    const encoded = encodeReferer(address);
    expect(encoded).toBe(base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, ","));
    expect(encoded).toMatch(/^[A-Za-z0-9_,-]+$/);
    expect(decodeReferer(encoded)).toBe(address);
  });

  it("keeps non-ASCII addresses and refuses what it did not make", () => {
    expect(decodeReferer(encodeReferer("/de/konto/bestellungen?q=müsli"))).toBe("/de/konto/bestellungen?q=müsli");
    expect(decodeReferer("not base64!")).toBeNull();
  });
});

describe("the account area's guard", () => {
  it("sends a visitor who is not signed in to sign in, with the page asked for as referer", async () => {
    const answer = await guard("http://shop.test/de/account/orders?page=2");
    expect(answer?.status).toBe(302);
    const location = answer!.headers.get("Location")!;
    expect(location).toBe(`/de/customer/account/login/referer/${encodeReferer("/de/account/orders?page=2")}`);
    expect(matchScreen(location)?.screen.id).toBe("customer.loginReferer");
    expect(decodeReferer(location.split("/").at(-1)!)).toBe("/de/account/orders?page=2");
  });

  it("refers to the page, not to the data request of a client-side navigation", async () => {
    const answer = await guard("http://shop.test/account/orders.data");
    expect(decodeReferer(answer!.headers.get("Location")!.split("/").at(-1)!)).toBe("/account/orders");
  });

  it("lets a signed-in customer in", async () => {
    expect(await guard("http://shop.test/account", "customer-token")).toBeNull();
  });
});
