// The product page on a phone: once the add button has scrolled away, a bar at the foot of the
// screen keeps the price and an add within reach, and adds what is ticked. Projects js and nojs.
import { expect, seed, test } from "./fixtures";

// The cookie question answered in the page, as each shopper would (without JavaScript the answer is
// kept in the session, and the banner leaves the foot of the screen to the bar).
test.use({ viewport: { width: 360, height: 740 }, quietPopups: ["newsletter"] });

test("the phone's add bar appears once the add button has scrolled away and adds the ticked choice", async ({
  page,
  javaScriptEnabled,
}) => {
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  await page.goto(`/products/${seed.WHEY.url_key}`);
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: "Only necessary" }).click();
  await expect(page.getByTestId("cookie-consent")).toBeHidden();
  // ticked only: without JavaScript the bar's add still posts what the form holds
  await page.getByRole("radio", { name: new RegExp(`^${vanilla.en}`) }).check();
  const bar = page.getByTestId("sticky-add");
  const add = page.getByRole("article").getByRole("button", { name: "Add to basket" });
  // before the shopper reaches the add button, and while it is on the screen, no bar
  await expect(bar).toBeHidden();
  await add.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  // past it, the bar with the price
  await page.locator("#reviews").scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(seed.WHEY.name);
  await bar.getByRole("button", { name: "Add to basket" }).click();
  if (javaScriptEnabled)
    await expect(page.getByRole("dialog")).toBeVisible(); // the mini basket
  else await expect(page.getByText("The product was added to your basket.")).toBeVisible();
  await page.goto("/basket");
  const line = page.getByTestId("basket-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(vanilla.en);
});

test("no add bar for a sold-out product", async ({ page }) => {
  await page.goto("/products/protein-flapjack");
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("sticky-add")).toHaveCount(0);
});
