// Writing a review against a stock Magento 2.4.7 backend (core fields only), JS on and off: Magento's
// own createProductReview with a rating from productReviewRatingsMetadata. Only verified buyers may
// post (SPEC §5): the shop reads that from the customer's own orders (a shipped line of the product),
// since the extension's can_review_product is absent; a guest is asked to sign in, a customer who
// never bought the product is told why and a post made anyway is refused.
import type { Page } from "@playwright/test";
import { NON_BUYER, REVIEWED_PRODUCT, VERIFIED_BUYER } from "../../backend/seed/fixtures-reviews";
import { ready } from "../account-helpers";
import { expect, test } from "./fixtures";

const PRODUCT = `/products/${REVIEWED_PRODUCT.url_key}`;
const reviews = (page: Page) => page.locator("section#reviews");

async function signIn(page: Page, javaScriptEnabled: boolean, who: { email: string; password: string }) {
  await page.goto("/customer/account/login");
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(who.email);
  await main.getByLabel("Password", { exact: true }).fill(who.password);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test("a verified buyer posts a review with Magento's own mutation: it awaits moderation", async ({
  page,
  javaScriptEnabled,
}) => {
  await signIn(page, javaScriptEnabled!, VERIFIED_BUYER);
  await page.goto(PRODUCT);
  await ready(page, javaScriptEnabled!);
  const section = reviews(page);
  await section.getByText("Write a review", { exact: true }).click();
  const form = section.locator("form.review-form");
  await expect(form.getByLabel("Nickname")).toHaveValue(VERIFIED_BUYER.firstname);

  // Too short a text and no rating: told beside the fields, the input kept, nothing posted.
  await form.getByLabel("Summary").fill("Creamy and easy to mix");
  await form.getByLabel("Your review").fill("Good");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(form.getByLabel("Summary")).toHaveValue("Creamy and easy to mix");

  const summary = `Stock Magento review (${test.info().project.name})`;
  await form.getByLabel("Summary").fill(summary);
  await form.getByRole("radio", { name: /^4 stars/ }).check();
  await form.getByLabel("Your review").fill("Mixes smooth in a shaker and tastes like dessert.");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(
    page.getByText("Thank you! Your review has been submitted and is awaiting moderation.").first(),
  ).toBeVisible();
  // Awaiting moderation: not in the list; and no link to "My reviews", the extension's page.
  await expect(section.locator(".review-item__summary").filter({ hasText: summary })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "See it in My reviews" })).toHaveCount(0);
});

test("a customer who never bought the product is told why, and a post made anyway is refused", async ({
  page,
  javaScriptEnabled,
}) => {
  await signIn(page, javaScriptEnabled!, NON_BUYER);
  await page.goto(PRODUCT);
  const gate = reviews(page).getByTestId("review-gate");
  await expect(gate).toContainText("You can review this product once an order of it has been shipped to you.");
  await expect(reviews(page).getByRole("button", { name: "Submit review" })).toHaveCount(0);

  const response = await page.request.post(PRODUCT, {
    form: { intent: "review", nickname: "Sam", summary: "Sneaky", rating: "5", text: "I never bought this one." },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("Only verified buyers can review this product");
});
