// The e2e kit for a stock Magento 2.4.7 backend (projects core-js and core-nojs): each worker starts
// the shop with its embedded backend serving exactly Magento's core schema (BACKEND_SCHEMA=magento-core),
// so the storefront must do every journey with core fields only, as it would against a real Magento.
import { test as base } from "../fixtures";
import { SERVER_START_TIMEOUT_MS, startShopServer, type ShopServer } from "../../tests/support/shop-server";

import { expect } from "../fixtures";

export { expect, seed } from "../fixtures";

export const test = base.extend<object, { shopServer: ShopServer }>({
  shopServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
    async ({}, use, workerInfo) => {
      const server = await startShopServer(`core-w${workerInfo.workerIndex}`, { BACKEND_SCHEMA: "magento-core" });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: SERVER_START_TIMEOUT_MS + 15_000 },
  ],
});

/** Magento's own GraphQL on the default store view, as another device (or the customer's token) would call it. */
export async function backendGraphQL<T>(baseURL: string, query: string, variables = {}, token?: string): Promise<T> {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Store: "default",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, query).toBeUndefined();
  return body.data;
}
