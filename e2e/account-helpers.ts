// Signing in as the seeded demo customer (backend/seed/fixtures-customers.ts) or a test's own
// customer, shared by the specs, and the call to the embedded backend's test hooks.
import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "../backend/seed/fixtures-customers";
import { expect } from "./fixtures";

export { DEMO_CUSTOMER };

/** With JavaScript, wait until React has taken over the page, so submits are enhanced ones. */
export async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Fills and sends the sign-in form of the page (already on a sign-in address). */
export async function submitSignIn(page: Page, javaScriptEnabled: boolean, password: string = DEMO_CUSTOMER.password) {
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(DEMO_CUSTOMER.email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Sign in" }).click();
}

/** Signs a customer of the test's own in on the sign-in page, landing on their account. */
export async function signInAs(page: Page, javaScriptEnabled: boolean, customer: { email: string; password: string }) {
  await page.goto("/customer/account/login");
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(customer.email);
  await main.getByLabel("Password", { exact: true }).fill(customer.password);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** "£49.97" -> 49.97 */
export function amountOf(text: string | null): number {
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

/** Calls an embedded-backend test hook (`/__test/...`): GET without a body, POST with one as JSON. */
export async function hook(baseURL: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, baseURL), {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.status === 204 ? null : ((await response.json()) as any);
}
