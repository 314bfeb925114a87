// The e2e kit for the owner's command line: each worker has a shop of its own, and a command runs
// beside it on the shop's DATA_DIR as an owner's would, with nothing else set: the shop hears what
// the command changed through the database.
import { spawn } from "node:child_process";
import { test as base } from "../fixtures";
import { SERVER_START_TIMEOUT_MS, startShopServer, type ShopServer } from "../../tests/support/shop-server";

export { expect, seed } from "../fixtures";

export const test = base.extend<{ shop: (...args: string[]) => Promise<string> }, { shopServer: ShopServer }>({
  shopServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
    async ({}, use, workerInfo) => {
      const server = await startShopServer(`owner-w${workerInfo.workerIndex}`);
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
            env: { ...process.env, DATA_DIR: shopServer.dataDir },
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
