// The wishlist against a stock Magento 2.4.7 backend (core fields only), JS on and off: a card's heart
// saves the product, the account's wishlist (in the menu there too) lists it and puts it into the
// basket, and the list is then empty.
import { customerKeyOf } from "../../app/sessions/form-draft.server";
import { ready } from "../account-helpers";
import { expect, seed, test } from "./fixtures";

const { CREATINE } = seed;

test("a heart saves a product; the wishlist lists it and puts it into the basket", async ({
  page,
  baseURL,
  session,
  javaScriptEnabled,
}) => {
  const made = (await (await fetch(new URL("/__test/perks-customer", baseURL), { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query: `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      variables: { e: made.email, p: made.password },
    }),
  });
  const token = ((await response.json()) as { data: { generateCustomerToken: { token: string } } }).data
    .generateCustomerToken.token;
  await session.use({ initiated: true, customerToken: token, customerKey: customerKeyOf(made.email) });

  await page.goto("/search?q=creatine");
  await ready(page, javaScriptEnabled);
  const card = page
    .locator("article.product-card")
    .filter({ has: page.getByRole("heading", { name: CREATINE.name, exact: true }) });
  // With JavaScript the heart fills at once; the post is waited for before leaving the page.
  const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/account/wishlist"));
  await card.getByRole("button", { name: "Add to wishlist" }).click();
  await posted;
  await expect(card.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/account/wishlist");
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("link", { name: "Wishlist", exact: true }).first()).toBeVisible();
  const item = page.getByTestId("wishlist-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(CREATINE.name);
  await expect(item).toContainText(seed.price(CREATINE.prices.GBP, "GBP"));
  await item.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByRole("status").getByText("Added to your basket")).toBeVisible();
  await expect(page.getByTestId("wishlist-empty")).toContainText("Your wishlist is empty");
});
