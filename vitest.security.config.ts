// The security suite (tests/security/): vitest against the real production server on a free port
// (tests/support/shop-server.ts), so it runs after `npm run build`. One file at a time: each starts
// its own server, and some measure how the server copes with hostile load.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { applyTestEnv } from "./tests/setup/test-env";

applyTestEnv();

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/security/**/*.test.ts"],
    environment: "node",
    // The seeded base database every backend fixture copies (tests/setup/base-database.ts).
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    passWithNoTests: true,
  },
});
