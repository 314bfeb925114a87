// The basket on a phone: the total and "Checkout securely" on the first screen, and "−" / "+"
// beside each quantity, real buttons that work without JavaScript. js and nojs.
import type { Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";

const { CREATINE, WHEY, WHEY_SIZES, price, total } = seed;
const wheySku = WHEY.variantSku("VAN", "1KG");
const wheyPrice = WHEY_SIZES.find((s) => s.code === "1KG")!.prices.GBP;

test.use({ viewport: { width: 360, height: 740 } });

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test.beforeEach(async ({ session }) => {
  await session.useBasket("default", [
    { sku: CREATINE.sku, quantity: 1 },
    // under £60 all through, where a free gift's popup would open
    { sku: wheySku, quantity: 1 },
  ]);
});

test("the total and 'Checkout securely' are on a phone's first screen", async ({ page, javaScriptEnabled }) => {
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  const glance = page.getByTestId("basket-glance");
  const grandTotal = price(total(CREATINE.prices.GBP, wheyPrice), "GBP");
  await expect(glance).toContainText(grandTotal);
  await expect(page.getByTestId("grand-total")).toHaveText(grandTotal);
  const checkout = glance.getByRole("link", { name: "Checkout securely" });
  const box = await checkout.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  await checkout.click();
  await expect(page).toHaveURL(/\/checkout\/information$/);
});

test("'−' and '+' change a line by one; '−' stops at one; Enter still sends the typed quantity", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  const creatine = page.getByTestId("basket-line").filter({ hasText: CREATINE.name });
  const fewer = creatine.getByRole("button", { name: `Decrease the quantity of ${CREATINE.name}` });
  const more = creatine.getByRole("button", { name: `Increase the quantity of ${CREATINE.name}` });
  await expect(fewer).toBeDisabled();

  await more.click();
  await expect(creatine.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
  await expect(creatine.getByTestId("line-total")).toHaveText(price(2 * CREATINE.prices.GBP, "GBP"));
  await expect(page.getByTestId("basket-link")).toContainText("3");

  await ready(page, javaScriptEnabled);
  await more.click();
  await expect(creatine.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("3");
  await ready(page, javaScriptEnabled);
  await fewer.click();
  await expect(creatine.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
  await expect(page.getByTestId("grand-total")).toHaveText(
    price(total(CREATINE.prices.GBP, CREATINE.prices.GBP, wheyPrice), "GBP"),
  );

  // Enter in the field is "Update" with what was typed, not a step
  await ready(page, javaScriptEnabled);
  const field = creatine.getByRole("spinbutton", { name: "Quantity" });
  await field.fill("3");
  await field.press("Enter");
  await expect(creatine.getByTestId("line-total")).toHaveText(price(3 * CREATINE.prices.GBP, "GBP"));
  await expect(field).toHaveValue("3");
});

test.describe("in the French store", () => {
  test.beforeEach(async ({ session }) => {
    await session.useBasket("fr", [{ sku: wheySku, quantity: 1 }]);
  });

  test("labels take French colons: a no-break space before them", async ({ page, javaScriptEnabled }) => {
    await page.goto("/fr/basket");
    await ready(page, javaScriptEnabled);
    const line = page.getByTestId("basket-line");
    await expect(line.locator(".basket-line__sku")).toHaveText(`Réf.\u00a0: ${wheySku}`);
    await expect(line.locator(".basket-line__price")).toContainText("Prix unitaire\u00a0: ");
  });
});
