// What only the shop's extension offers, against a stock Magento 2.4.7 backend (core fields only):
// hidden or answered with Magento's own equivalent, never an error. The newsletter preference is
// Magento's Customer.is_subscribed, saved with updateCustomerV2 (the extension's contact channels are
// not offered).
import type { Page } from "@playwright/test";
import { ready } from "../account-helpers";
import { backendGraphQL, expect, test } from "./fixtures";

/** A customer of the test's own, signed in on the page; answers a token for Magento's own answers. */
async function signIn(page: Page, baseURL: string, javaScriptEnabled: boolean) {
  const customer = (await (await fetch(new URL("/__test/card-customer", baseURL), { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  const main = page.locator("main");
  await page.goto("/customer/account/login");
  await ready(page, javaScriptEnabled);
  await main.getByLabel("Email", { exact: true }).fill(customer.email);
  await main.getByLabel("Password", { exact: true }).fill(customer.password);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const { generateCustomerToken } = await backendGraphQL<{ generateCustomerToken: { token: string } }>(
    baseURL,
    "mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }",
    { e: customer.email, p: customer.password },
  );
  return generateCustomerToken.token;
}

test("a customer subscribes to the newsletter and unsubscribes again, as Magento keeps it", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  const token = await signIn(page, baseURL!, javaScriptEnabled!);
  const subscribed = async () =>
    (
      await backendGraphQL<{ customer: { is_subscribed: boolean } }>(
        baseURL!,
        "{ customer { is_subscribed } }",
        {},
        token,
      )
    ).customer.is_subscribed;
  const main = page.locator("main");
  await page
    .getByRole("navigation", { name: "Account menu" })
    .getByRole("link", { name: "Contact preferences" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact preferences" })).toBeVisible();
  await ready(page, javaScriptEnabled!);
  const newsletter = main.getByRole("checkbox", { name: "Send me the newsletter with offers and training tips" });
  await expect(newsletter).not.toBeChecked();
  // The extension's contact channels do not exist on a stock Magento.
  await expect(main.getByText("How may we contact you?")).toHaveCount(0);
  // Nor are rewards: the page's words speak of the newsletter alone.
  await expect(
    main.getByText("Choose whether we may send you our newsletter with offers and new products."),
  ).toBeVisible();
  await expect(main.getByText(/your rewards/)).toHaveCount(0);
  await expect(main.getByRole("checkbox")).toHaveCount(1);

  await newsletter.check();
  await main.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your contact preferences have been saved.")).toBeVisible();
  await expect(newsletter).toBeChecked();
  expect(await subscribed()).toBe(true);

  await page.reload();
  await ready(page, javaScriptEnabled!);
  await expect(newsletter).toBeChecked();
  await newsletter.uncheck();
  await main.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your contact preferences have been saved.")).toBeVisible();
  await expect(newsletter).not.toBeChecked();
  expect(await subscribed()).toBe(false);
});
