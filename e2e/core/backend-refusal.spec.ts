// A backend that refuses the shop's documents (a stock Magento 2.4.7 that the shop wrongly takes for
// one with the extension: COMMERCE_DIALECT=extended against BACKEND_SCHEMA=magento-core) gives the
// error page in the shopper's words; Magento's validation messages, which name the fields it lacks,
// go to the server log only.
import { test as base } from "../fixtures";
import { SERVER_START_TIMEOUT_MS, startShopServer, type ShopServer } from "../../tests/support/shop-server";
import { expect } from "./fixtures";

const test = base.extend<object, { shopServer: ShopServer }>({
  shopServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
    async ({}, use, workerInfo) => {
      const server = await startShopServer(`refusal-w${workerInfo.workerIndex}`, {
        BACKEND_SCHEMA: "magento-core",
        COMMERCE_DIALECT: "extended",
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: SERVER_START_TIMEOUT_MS + 15_000 },
  ],
});

test("a refused query shows a translated message, never Magento's validation text", async ({ page }) => {
  const response = await page.goto("/products");
  expect(response?.status()).toBe(502);
  await expect(
    page.getByRole("heading", { level: 1, name: "Oops! Looks like you've encountered an issue" }),
  ).toBeVisible();
  await expect(
    page.getByText("The shop could not load this page just now. Please try again in a moment."),
  ).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain("Cannot query field");
  expect(html).not.toContain("StoreConfig");

  await page.goto("/de/");
  await expect(
    page.getByText("Der Shop konnte diese Seite gerade nicht laden. Bitte versuchen Sie es gleich noch einmal."),
  ).toBeVisible();
});
