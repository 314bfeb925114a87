// Reward points in the basket: a guest is asked to sign in and sees the points the order
// will gather; the demo customer applies, updates, cancels a change and removes points, the totals
// following each time, and a number over the balance is refused next to the field. js and nojs.
import type { Page } from "@playwright/test";
import { encodeReferer } from "../app/routing/referer";
import { amountOf, ready, submitSignIn } from "./account-helpers";
import { expect, seed, test } from "./fixtures";

const { CREATINE, WHEY } = seed;

async function grandTotal(page: Page) {
  return amountOf(await page.getByTestId("grand-total").textContent());
}

test("a guest is asked to sign in to redeem and sees the points the order gathers", async ({ page, session }) => {
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 3 }]);
  await page.goto("/basket");
  const section = page.getByTestId("points-section");
  await expect(section.getByRole("heading", { name: "Reward points" })).toBeVisible();
  // 3 x £9.99 = £29.97: 29 points.
  await expect(section.getByTestId("points-gathered")).toHaveText("This order will earn you 29 points.");
  const link = section.getByRole("link", { name: "Sign in to redeem your points" });
  await expect(link).toHaveAttribute("href", `/customer/account/login/referer/${encodeReferer("/basket")}`);
  await expect(section.getByLabel("Points to use")).toHaveCount(0);
});

test("a customer applies, updates, cancels and removes points, the totals following", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await session.useBasket("default", [{ sku: WHEY.variantSku("VAN", "1KG"), parentSku: WHEY.sku, quantity: 2 }]);
  await page.goto(`/customer/account/login/referer/${encodeReferer("/basket")}`);
  await submitSignIn(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\/basket$/);
  const section = page.getByTestId("points-section");
  await expect(section.getByTestId("points-balance")).toHaveText("You have 2,500 points, worth £25.00");
  // An earlier run may have left points on the customer's basket: start without any.
  if (await section.getByTestId("points-remove").count()) {
    await section.getByTestId("points-remove").click();
    await expect(section.getByTestId("points-applied")).toHaveCount(0);
  }
  const before = await grandTotal(page);

  await ready(page, javaScriptEnabled);
  await section.getByLabel("Points to use").fill("1000");
  await section.getByTestId("points-apply").click();
  await expect(page.getByRole("status").getByText("1,000 reward points were applied to your basket.")).toBeVisible();
  await expect(section.getByTestId("points-applied")).toHaveText("1,000 points used on this order: −£10.00");
  await expect(page.getByTestId("points-total")).toContainText("−£10.00");
  expect(await grandTotal(page)).toBeCloseTo(before - 10, 2);

  await ready(page, javaScriptEnabled);
  await section.getByLabel("Points to use").fill("250");
  await section.getByTestId("points-update").click();
  await expect(
    page.getByRole("status").getByText("Your reward points were updated: 250 points are used."),
  ).toBeVisible();
  await expect(page.getByTestId("points-total")).toContainText("−£2.50");
  expect(await grandTotal(page)).toBeCloseTo(before - 2.5, 2);

  await ready(page, javaScriptEnabled);
  await section.getByTestId("points-cancel").click();
  await expect(page.getByRole("status").getByText("The change to your reward points was cancelled.")).toBeVisible();
  await expect(page.getByTestId("points-total")).toContainText("−£2.50");

  await ready(page, javaScriptEnabled);
  await section.getByTestId("points-remove").click();
  await expect(page.getByRole("status").getByText("Your reward points were removed from your basket.")).toBeVisible();
  await expect(page.getByTestId("points-total")).toHaveCount(0);
  expect(await grandTotal(page)).toBeCloseTo(before, 2);
});

test("refuses more points than the balance next to the field", async ({ page, session, javaScriptEnabled }) => {
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 1 }]);
  await page.goto(`/customer/account/login/referer/${encodeReferer("/basket")}`);
  await submitSignIn(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\/basket$/);
  const section = page.getByTestId("points-section");
  await ready(page, javaScriptEnabled);
  const field = section.getByLabel("Points to use");
  await field.fill("99999");
  // Without JavaScript the browser's own max check would stop the post: the server's answer is tested.
  await field.evaluate((input) => input.removeAttribute("max")).catch(() => undefined);
  await section.locator("button[type=submit]").first().click();
  await expect(section.getByText("You can use at most 2,500 points.")).toBeVisible();
  await expect(field).toHaveValue("99999");
  await expect(field).toHaveAttribute("aria-invalid", "true");
});
