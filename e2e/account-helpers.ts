// Signing in as the seeded demo customer (backend/seed/fixtures-customers.ts), shared by the sign-in
// and basket points specs.
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

/** "£49.97" -> 49.97 */
export function amountOf(text: string | null): number {
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}
