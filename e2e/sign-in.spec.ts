// Sign in and out: from the basket through the encoded referer and back, the
// guest basket merged into the customer's; the neutral message for a wrong password; sign out; a
// referer off our origin lands on the account dashboard. Projects js and nojs.
import { encodeReferer } from "../app/routing/referer";
import { amountOf, DEMO_CUSTOMER, ready, submitSignIn } from "./account-helpers";
import { expect, seed, test } from "./fixtures";

const { CREATINE } = seed;

test("signs in from the basket and returns to it with the guest basket merged", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 2 }]);
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  await page.getByTestId("sign-in-link").click();
  await expect(page).toHaveURL(new RegExp(`/customer/account/login/referer/${encodeReferer("/basket")}$`));
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await submitSignIn(page, javaScriptEnabled);

  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole("status").getByText("You are signed in.")).toBeVisible();
  await expect(page.getByText(`Hi, ${DEMO_CUSTOMER.firstname}`)).toBeVisible();
  await expect(page.getByTestId("account-menu-button")).toBeVisible();
  // The guest's two creatine are in the customer's basket now (with what it held before, if anything).
  const line = page.locator(".basket__lines li").filter({ hasText: CREATINE.name });
  await expect(line).toBeVisible();
  expect(amountOf(await page.getByTestId("subtotal").textContent())).toBeGreaterThanOrEqual(2 * CREATINE.prices.GBP);
  // Signed in, the points section offers the balance rather than a sign-in link.
  await expect(page.getByTestId("points-balance")).toContainText(/You have [\d,]+ points, worth/);
});

test("answers a wrong password with the neutral message, the email kept", async ({ page, javaScriptEnabled }) => {
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/customer/account/login"),
  );
  await page.goto("/customer/account/login");
  await submitSignIn(page, javaScriptEnabled, "not-the-password");
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole("alert")).toHaveText(
    "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.",
  );
  await expect(page.locator("main").getByLabel("Email", { exact: true })).toHaveValue(DEMO_CUSTOMER.email);
  await expect(page.locator("main").getByLabel("Password", { exact: true })).toHaveValue("");
  // The eye and the keyboard are where the answer is: the page's answer shows from the message; in
  // place, the emptied password waits for the next try (not the page's top, where the button left it).
  if (javaScriptEnabled) await expect(page.locator("main").getByLabel("Password", { exact: true })).toBeFocused();
  else await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByTestId("sign-in-link")).toBeVisible();
});

test("signs out with a POST, back to a guest", async ({ page, javaScriptEnabled }) => {
  await page.goto("/customer/account/login");
  await submitSignIn(page, javaScriptEnabled);
  // The plain sign-in page leads to the account dashboard; signing out there goes home.
  await expect(page).toHaveURL(/\/account$/);
  await ready(page, javaScriptEnabled);
  // Sign out sits in the header's account menu, a second tap away.
  await expect(page.getByTestId("sign-out")).toBeHidden();
  await page.getByTestId("account-menu-button").click();
  await page.locator("details.account-menu").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status").getByText("You are signed out.")).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByTestId("sign-in-link")).toBeVisible();
  // A GET of the sign-out address changes nothing.
  const response = await page.request.get("/customer/account/logout", { maxRedirects: 0 });
  expect(response.status()).toBe(303);
});

test("a referer off our own origin lands on the account dashboard", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/customer/account/login/referer/${encodeReferer("//evil.example/steal")}`);
  await submitSignIn(page, javaScriptEnabled);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account$/);
  await expect(page.getByTestId("account-menu-button")).toBeVisible();
});

test.describe("the signed-in header on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("stays on one row with the account menu, whose links and Sign out work", async ({ page, javaScriptEnabled }) => {
    await page.goto("/customer/account/login");
    await submitSignIn(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/protein");
    await ready(page, javaScriptEnabled);
    const logo = (await page.locator(".site-header .logo").boundingBox())!;
    const menuButton = page.getByTestId("account-menu-button");
    const account = (await menuButton.boundingBox())!;
    const basket = (await page.getByTestId("basket-link").boundingBox())!;
    // Logo, account and basket on one row; the whole header no taller than two rows.
    for (const box of [account, basket])
      expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(8);
    expect((await page.locator("header.site-header").boundingBox())!.height).toBeLessThan(120);
    await expect(menuButton).toHaveAccessibleName(/My account/);
    await expect(page.getByTestId("sign-out")).toBeHidden();

    await menuButton.click();
    const menu = page.locator("details.account-menu");
    await expect(menu.getByRole("link", { name: "My orders" })).toBeVisible();
    await menu.getByRole("link", { name: "My orders" }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await ready(page, javaScriptEnabled);
    // Chosen, the menu closes; opened again, Sign out posts and the shopper is a guest.
    await expect(page.getByTestId("sign-out")).toBeHidden();
    await page.getByTestId("account-menu-button").click();
    await page.locator("details.account-menu").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("status").getByText("You are signed out.")).toBeVisible();
    await expect(page.getByTestId("sign-in-link")).toBeVisible();
  });
});
