// The checkout's steps strip the shop's chrome, as big shops do: the logo and the way back to the
// basket, no search, menu, account links or newsletter; the basket keeps the whole shop around it.
// Projects js and nojs.
import { expect, seed, test } from "./fixtures";

test("a checkout step shows the logo and the way back to the basket, and nothing that leads away", async ({
  page,
  session,
}) => {
  await session.useBasket("default", [{ sku: seed.CREATINE.sku, quantity: 1 }]);
  await page.goto("/basket");
  // the basket: the whole shop
  await expect(page.getByRole("search")).toBeVisible();
  await expect(page.locator("footer").getByLabel("Email address")).toBeVisible();

  await page.goto("/checkout/information");
  await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Peak Whey" })).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(0);
  await expect(page.getByTestId("basket-link")).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expect(page.getByTestId("store-preferences")).toHaveCount(0);
  // the newsletter form is not in the footer; the policies are
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByLabel("Email address")).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Privacy and cookie policy" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Terms and conditions" })).toBeVisible();

  await header.getByRole("link", { name: "Back to basket" }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a short step ends with its footer at the bottom of the window, lined up with the step", async ({
    page,
    session,
  }) => {
    await session.useBasket("default", [{ sku: seed.CREATINE.sku, quantity: 1 }]);
    await page.goto("/checkout/information");
    await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    const box = (await footer.boundingBox())!;
    // No band of white under the footer, and no scrolling to reach it.
    expect(Math.round(box.y + box.height)).toBe(900);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(900);
    // Its words start where the step's column starts, as the header's logo does.
    const column = (await page.locator(".checkout").boundingBox())!;
    const firstGroup = (await footer.getByRole("heading").first().boundingBox())!;
    expect(Math.round(firstGroup.x)).toBe(Math.round(column.x));
  });
});
