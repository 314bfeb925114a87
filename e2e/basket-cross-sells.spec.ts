// Cross-sells: the basket's "Goes well with" block with a working quick add (js and nojs),
// and, with JavaScript, the mini basket drawer after an add with the cross-sell popup's suggestions.
import { type Page } from "@playwright/test";
import { CROSS_SELL_RULES, SHAKER_SKU, CREATINE_SKU, BROWNIE_SKU } from "../backend/seed/fixtures-crosssells";
import { expect, seed, test } from "./fixtures";

const { WHEY, CREATINE } = seed;
const ruleFor = (target: string) => CROSS_SELL_RULES.find((r) => r.category === "protein" && r.target === target)!;

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test("the basket suggests what goes with its lines, and a quick add puts one in", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await session.useBasket("default", [{ sku: WHEY.variantSku("VAN", "1KG"), parentSku: WHEY.sku, quantity: 1 }]);
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  const block = page.getByRole("region", { name: "Goes well with" });
  await expect(block).toBeVisible();
  const cards = block.getByRole("listitem");
  await expect(cards).toHaveCount(3);
  const shaker = cards.filter({ hasText: "Shaker 600ml" });
  await expect(shaker).toContainText(ruleFor(SHAKER_SKU).texts.en.label);
  await expect(shaker).toHaveClass(/cross-sell--essential/);
  await expect(shaker).toContainText("57% also bought this");
  await expect(shaker).toContainText("£4.99");
  const brownie = cards.filter({ hasText: "Protein Brownie" });
  await expect(brownie).toContainText(ruleFor(BROWNIE_SKU).texts.en.protein_insight!);
  await expect(brownie).toHaveClass(/cross-sell--snack/);
  await expect(cards.filter({ hasText: CREATINE.name })).toHaveClass(/cross-sell--stack/);

  await page.screenshot({ path: `test-results/cross-sells-basket-${javaScriptEnabled ? "js" : "nojs"}-1280.png` });

  await shaker.getByRole("button", { name: "Add Shaker 600ml to basket" }).click();
  // The shaker is now a line of the basket, and no longer suggested.
  await expect(page.locator(".basket-line").filter({ hasText: "Shaker 600ml" })).toBeVisible();
  await expect(block.getByRole("listitem").filter({ hasText: "Shaker 600ml" })).toHaveCount(0);
  if (!javaScriptEnabled) await expect(page).toHaveURL(/\/basket$/);
});

test("after an add on the product page the mini basket opens with the line and suggestions", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the drawer is JavaScript only; without it the add shows the page with a message");
  await page.goto(`/products/${CREATINE.url_key}`);
  await ready(page, javaScriptEnabled);
  let fullLoads = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) fullLoads += 1;
  });
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const addButton = page.locator("button.add-to-basket__add");
  await addButton.click();

  const drawer = page.getByRole("dialog", { name: "Added to your basket" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("mini-basket-line")).toContainText(CREATINE.name);
  await expect(drawer.getByTestId("mini-basket-count")).toHaveText("1");
  await expect(drawer).toContainText("£9.99");
  await expect(drawer.getByRole("link", { name: "View basket" })).toHaveAttribute("href", "/basket");
  await expect(drawer.getByRole("link", { name: "Checkout" })).toBeVisible();
  // The cross-sell popup: the creatine rules suggest the shaker and the protein wafer.
  const suggestions = drawer.getByRole("region", { name: "Complete your order" });
  await expect(suggestions.getByRole("listitem")).toHaveCount(2);
  await expect(suggestions).toContainText("Shaker 600ml");
  // Focus moved into the dialog.
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/cross-sells-drawer-${width}.png` });
  }

  // A quick add from the drawer works in place: the drawer now shows the shaker and two items.
  await suggestions.getByRole("button", { name: "Add Shaker 600ml to basket" }).click();
  await expect(drawer.getByTestId("mini-basket-line")).toContainText("Shaker 600ml");
  await expect(drawer.getByTestId("mini-basket-count")).toHaveText("2");
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(fullLoads).toBe(0);

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(addButton).toBeFocused();
});

test("the basket block at phone width", async ({ page, session, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await session.useBasket("default", [{ sku: CREATINE_SKU, quantity: 1 }]);
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  const block = page.getByRole("region", { name: "Goes well with" });
  await expect(block.getByRole("listitem").first()).toContainText("Shaker 600ml");
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: `test-results/cross-sells-basket-${javaScriptEnabled ? "js" : "nojs"}-360.png`,
    fullPage: true,
  });
});
