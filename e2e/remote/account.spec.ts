// Accounts with a remote backend, js and nojs: the emailed reset link carries the storefront's
// address (the backend's STOREFRONT_URL), not the backend's, and sets a new password that signs in;
// signing in shows the customer's orders from the backend.
import type { Page } from "@playwright/test";
import { DEMO_UK_ORDERS } from "../../backend/seed/fixtures-sales";
import { hook, ready, submitSignIn } from "../account-helpers";
import { expect, test } from "./fixtures";

const CAPTCHA = "K7PM2";
const PASSWORD = "Remote-Pass-2026";
let counter = 0;

const field = (page: Page, label: string) => page.locator("main").getByLabel(label, { exact: true });

test("a reset link emailed by the backend opens the storefront and sets a new password", async ({
  page,
  context,
  baseURL,
  backendURL,
  javaScriptEnabled,
}, testInfo) => {
  const email = `remote-reset-${testInfo.project.name}-${Date.now()}-${++counter}@example.com`;
  const created = await fetch(new URL("/graphql", backendURL), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query: `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      variables: { input: { firstname: "Robin", lastname: "Remote", email, password: "Old-Pass-2026" } },
    }),
  });
  expect(created.ok).toBe(true);
  await context.addCookies([{ name: "pw_test_captcha", value: CAPTCHA, url: baseURL! }]);

  await page.goto("/customer/account/forgotpassword");
  await ready(page, javaScriptEnabled!);
  await field(page, "Email").fill(email);
  await field(page, "Type the characters in the image").fill(CAPTCHA);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL(/\/customer\/account\/login$/);

  const mails = (await hook(backendURL, `/__test/mail?to=${encodeURIComponent(email)}`)) as Array<{
    kind: string;
    text: string;
  }>;
  const mail = mails.find((m) => m.kind === "password-reset");
  expect(mail, "a reset email").toBeTruthy();
  const link = /https?:\/\/\S+/.exec(mail!.text)![0];
  // The storefront's address, never the backend's.
  expect(link.startsWith(`${baseURL}/customer/account/resetpassword?`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await ready(page, javaScriptEnabled!);
  await field(page, "New password").fill(PASSWORD);
  await field(page, "Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Hi, Robin")).toBeVisible();
});

test("the demo customer signs in and sees their orders", async ({ page, javaScriptEnabled }) => {
  await page.goto("/customer/account/login");
  await submitSignIn(page, javaScriptEnabled!);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto("/account/orders");
  const rows = page.getByTestId("order-row");
  await expect(rows.first()).toBeVisible();
  await expect(page.locator("main")).toContainText(DEMO_UK_ORDERS[0].number);
});

test("the customer's reviews show their products' pictures through the storefront", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/customer/account/login");
  await submitSignIn(page, javaScriptEnabled!);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto("/account/reviews");
  const pictures = page.locator("img.review__image");
  await expect(pictures.first()).toBeVisible();
  // The backend's own address is not one the shop's pages may load pictures from (its CSP).
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute("src", /^\/(_img|media)\b/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});
