// End-to-end tests: Debian's Chromium (its headless shell, e2e/chromium.ts) against the real
// production server with the embedded backend. Each worker starts a server of its own, on its own
// free port with a fresh copy of the run's seeded base database (e2e/fixtures.ts), so test hooks and
// data never cross workers; `baseURL` comes from there.
// Projects: js, nojs and bot (speed-test agent); remote-js and remote-nojs run e2e/remote/ against the
// storefront and the backend as two processes over HTTP (tests/support/remote-shop.ts); core-js and
// core-nojs run e2e/core/ against a backend serving only Magento 2.4.7's core schema. The build
// must exist first (npm test builds it).
import { defineConfig } from "@playwright/test";
import { TEST_CHROMIUM } from "./e2e/chromium";
import { applyTestEnv } from "./tests/setup/test-env";

applyTestEnv();

const chromium = {
  executablePath: TEST_CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** Headless Chromium announces itself as "HeadlessChrome", which isbot treats as a crawler. */
const SHOPPER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/**
 * A visitor from a country without a store of its own gets no geo-store suggestion (otherwise the
 * browser's en-US languages would suggest the US store on every page). Geo tests set their own.
 */
const NO_GEO_SUGGESTION = { "CF-IPCountry": "JP" };

export const SPEED_TEST_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse";

export default defineConfig({
  testDir: "e2e",
  // The seeded base database each worker's server starts from (tests/setup/base-database.ts).
  globalSetup: "./tests/setup/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    launchOptions: chromium,
    // Recording a trace costs every test about a sixth of its CPU (measured on checkout-steps and
    // basket-extras): CI records one on a failing test's retry only; a local run keeps each failure's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    {
      name: "js",
      testIgnore: [/bot\.spec\.ts/, /e2e\/remote\//, /e2e\/core\//],
      use: { javaScriptEnabled: true, userAgent: SHOPPER_USER_AGENT, extraHTTPHeaders: NO_GEO_SUGGESTION },
    },
    {
      name: "nojs",
      testIgnore: [/bot\.spec\.ts/, /e2e\/remote\//, /e2e\/core\//],
      use: { javaScriptEnabled: false, userAgent: SHOPPER_USER_AGENT, extraHTTPHeaders: NO_GEO_SUGGESTION },
    },
    { name: "bot", testMatch: /bot\.spec\.ts/, use: { userAgent: SPEED_TEST_USER_AGENT } },
    {
      name: "remote-js",
      testMatch: /e2e\/remote\/.*\.spec\.ts/,
      use: { javaScriptEnabled: true, userAgent: SHOPPER_USER_AGENT, extraHTTPHeaders: NO_GEO_SUGGESTION },
    },
    {
      name: "remote-nojs",
      testMatch: /e2e\/remote\/.*\.spec\.ts/,
      use: { javaScriptEnabled: false, userAgent: SHOPPER_USER_AGENT, extraHTTPHeaders: NO_GEO_SUGGESTION },
    },
    {
      name: "core-js",
      testMatch: /e2e\/core\/.*\.spec\.ts/,
      use: { javaScriptEnabled: true, userAgent: SHOPPER_USER_AGENT, extraHTTPHeaders: NO_GEO_SUGGESTION },
    },
    {
      name: "core-nojs",
      testMatch: /e2e\/core\/.*\.spec\.ts/,
      use: { javaScriptEnabled: false, userAgent: SHOPPER_USER_AGENT, extraHTTPHeaders: NO_GEO_SUGGESTION },
    },
  ],
});
