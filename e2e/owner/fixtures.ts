// The e2e kit for the owner's command line: each worker's shop starts with a purge secret, so a
// command run beside it (npm run shop on the shop's own DATA_DIR) tells its page cache at once, as an
// owner's would with SHOP_URL and PAGE_CACHE_PURGE_SECRET set.
import { spawn } from "node:child_process";
import { test as base } from "../fixtures";
import { SERVER_START_TIMEOUT_MS, startShopServer, type ShopServer } from "../../tests/support/shop-server";

export { expect, seed } from "../fixtures";

const PURGE_SECRET = "owner-cli-e2e-purge-secret";

export const test = base.extend<{ shop: (...args: string[]) => Promise<string> }, { shopServer: ShopServer }>({
  shopServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
    async ({}, use, workerInfo) => {
      const server = await startShopServer(`owner-w${workerInfo.workerIndex}`, {
        PAGE_CACHE_PURGE_SECRET: PURGE_SECRET,
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: SERVER_START_TIMEOUT_MS + 15_000 },
  ],
  /** Runs `npm run shop -- <args>` on the worker's shop; resolves with what it printed, rejects with its error. */
  shop: async ({ shopServer }, use) => {
    await use(
      (...args) =>
        new Promise((resolve, reject) => {
          const child = spawn(process.execPath, ["--import", "tsx", "backend/owner/cli.ts", ...args], {
            env: {
              ...process.env,
              DATA_DIR: shopServer.dataDir,
              SHOP_URL: shopServer.baseURL,
              PAGE_CACHE_PURGE_SECRET: PURGE_SECRET,
            },
          });
          let out = "";
          let err = "";
          child.stdout.on("data", (chunk) => (out += chunk));
          child.stderr.on("data", (chunk) => (err += chunk));
          child.on("close", (code) =>
            code === 0 ? resolve(out.trim()) : reject(new Error(err.trim() || `exit ${code}`)),
          );
        }),
    );
  },
});
