// The home page's strip of promises: free delivery from each store's threshold in its currency, the
// dispatch cut-off, the returns period. Projects js and nojs.
import { expect, seed, test } from "./fixtures";

test("the home page promises free delivery from the store's threshold, the cut-off and returns", async ({ page }) => {
  await page.goto("/");
  const strip = page.getByTestId("shop-promises");
  await expect(strip).toContainText(`Free delivery on orders over ${seed.price(50, "GBP")}`);
  await expect(strip).toContainText("Order by 15:00 on a working day");
  await expect(strip).toContainText("30-day returns");
  await page.goto("/us");
  await expect(page.getByTestId("shop-promises")).toContainText(
    `Free shipping on orders over ${seed.price(75, "USD", "us")}`,
  );
  // The US shipping page's cut-off, as an American writes a time.
  await expect(page.getByTestId("shop-promises")).toContainText("Order by 3:00 PM ET on a business day");
  await page.goto("/de");
  await expect(page.getByTestId("shop-promises")).toContainText(
    `Kostenloser Versand ab einem Bestellwert von ${seed.price(60, "EUR", "de")}`,
  );
});
