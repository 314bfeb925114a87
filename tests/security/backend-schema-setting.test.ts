// BACKEND_SCHEMA on the real production server: with `magento-core` the embedded backend it starts is
// a stock Magento 2.4.7 to its callers (an extension field fails validation, an extension REST path
// is an unknown route), while Magento's own fields and paths answer.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "../support/shop-server";

let server: ShopServer;

beforeAll(async () => {
  server = await startShopServer("magento-core", { BACKEND_SCHEMA: "magento-core" });
});
afterAll(() => server?.stop());

const graphql = async (query: string) =>
  (await (
    await fetch(new URL("/graphql", server.baseURL), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query }),
    })
  ).json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };

it("answers Magento's own fields and refuses the extension's as a stock Magento would", async () => {
  expect((await graphql("{ storeConfig { store_code } }")).data).toEqual({ storeConfig: { store_code: "default" } });
  const refused = await graphql("{ storeConfig { store_code free_delivery_amount } }");
  expect(refused.data ?? null).toBeNull();
  expect(refused.errors?.[0]?.message).toBe('Cannot query field "free_delivery_amount" on type "StoreConfig".');
});

it("has Magento's REST paths and not the extension's", async () => {
  const unknown = await fetch(new URL("/rest/default/V1/gdpr/available", server.baseURL));
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ message: "Request does not match any route." });
  const core = await fetch(new URL("/rest/default/V1/customers/isEmailAvailable", server.baseURL), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ customerEmail: "not-yet-a-customer@example.com" }),
  });
  expect(await core.json()).toBe(true);
});
