// The e2e kit for the shop as two processes (projects remote-js and remote-nojs): each worker starts
// the backend on its own (backend/server.ts, test hooks on) and the built storefront with
// COMMERCE_URL pointing at it (tests/support/remote-shop.ts). `baseURL` is the storefront;
// `backendURL` the backend, where the test hooks and the GraphQL API that makes baskets live.
import { test as base } from "../fixtures";
import { SERVER_START_TIMEOUT_MS, type ShopServer } from "../../tests/support/shop-server";
import { startRemoteShop } from "../../tests/support/remote-shop";

export { expect, seed } from "../fixtures";

export const test = base.extend<object, { shopServer: ShopServer }>({
  shopServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
    async ({}, use, workerInfo) => {
      const server = await startRemoteShop(`remote-w${workerInfo.workerIndex}`);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 2 * SERVER_START_TIMEOUT_MS + 15_000 },
  ],
});
