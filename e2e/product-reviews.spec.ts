// Reviews on the product page, projects js and nojs: the list newest first and
// paged (in place with JavaScript, by the page's address without), a guest asked to sign in or create
// an account and brought back, a verified buyer posting a review that awaits moderation and is then
// in "My reviews", a customer who never bought the product refused.
import { type Page } from "@playwright/test";
import { REVIEW_PAGE_SIZE } from "../backend/review/limits";
import { NON_BUYER, REVIEWED_PRODUCT, VERIFIED_BUYER } from "../backend/seed/fixtures-reviews";
import { decodeReferer } from "../app/routing/referer";
import { ready } from "./account-helpers";
import { expect, test } from "./fixtures";

const PRODUCT = `/products/${REVIEWED_PRODUCT.url_key}`;

const reviews = (page: Page) => page.locator("section#reviews");
const summaries = (page: Page) => reviews(page).locator(".review-item__summary");

async function signIn(page: Page, javaScriptEnabled: boolean, who: { email: string; password: string }) {
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(who.email);
  await main.getByLabel("Password", { exact: true }).fill(who.password);
  await main.getByRole("button", { name: "Sign in" }).click();
}

/** The form is folded under its heading until wanted. */
async function openForm(page: Page) {
  await reviews(page).getByText("Write a review", { exact: true }).click();
}

test("the reviews are listed newest first, a page at a time", async ({ page, javaScriptEnabled }) => {
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/review/product/listAjax/id/")) listCalls.push(request.url());
  });
  await page.goto(PRODUCT);
  await ready(page, javaScriptEnabled);
  const section = reviews(page);
  await expect(section.getByRole("heading", { level: 2, name: "Customer reviews" })).toBeVisible();
  await expect(section.getByTestId("review-summary")).toContainText(
    `Based on ${REVIEWED_PRODUCT.approvedCount} reviews`,
  );
  await expect(summaries(page)).toHaveCount(REVIEW_PAGE_SIZE);
  await expect(summaries(page).first()).toHaveText(REVIEWED_PRODUCT.newestSummary);
  // newest first: each review's date is the same as or before the one above it
  const dates = await section
    .locator(".review-item time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort().reverse());
  // the stars are told, not only drawn
  await expect(section.getByRole("img", { name: "Rated 5 out of 5" }).first()).toBeVisible();

  const pager = section.getByRole("navigation", { name: "Pages of reviews" });
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(summaries(page).last()).toHaveText(REVIEWED_PRODUCT.oldestSummary);
  await expect(summaries(page)).toHaveCount(REVIEWED_PRODUCT.approvedCount - REVIEW_PAGE_SIZE);
  await expect(page).toHaveURL(/[?&]reviews_page=2#reviews$/);
  await expect(pager.locator("[aria-current=page]")).toHaveText(/2/);
  if (javaScriptEnabled) {
    // in place: the page of reviews came from the storefront's review list route
    expect(listCalls.some((url) => /\/review\/product\/listAjax\/id\/\d+\?p=2$/.test(url))).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: REVIEWED_PRODUCT.name })).toBeVisible();
  }

  await pager.getByRole("link", { name: "Page 1" }).click();
  await expect(summaries(page).first()).toHaveText(REVIEWED_PRODUCT.newestSummary);
  await expect(page).not.toHaveURL(/reviews_page=/);
});

test("the page's document carries its reviews once, and the hydrated page still shows them", async ({
  page,
  javaScriptEnabled,
}) => {
  const document = await (await page.request.get(PRODUCT)).text();
  const ids = [...document.matchAll(/data-review-id=\\?"(\d+)/g)].map((match) => match[1]);
  expect(ids.length).toBe(REVIEW_PAGE_SIZE);
  expect(new Set(ids).size).toBe(ids.length);
  await page.goto(PRODUCT);
  await ready(page, javaScriptEnabled);
  await expect(summaries(page)).toHaveCount(REVIEW_PAGE_SIZE);
  await expect(reviews(page).locator("[data-review-id]").first()).toHaveAttribute("data-review-id", ids[0]);
});

test("in the German store the averages are written the German way, and the English reviews say they are English", async ({
  page,
}) => {
  await page.goto(`/de/produkte/${REVIEWED_PRODUCT.url_key}`);
  await expect(page.locator(".product-rating__average")).toHaveText(/^\d,\d von 5$/);
  const summary = reviews(page).getByTestId("review-summary");
  await expect(summary.locator(".review-summary__score")).toHaveText(/^\d,\d$/);
  await expect(summary.locator(".review-summary__average .visually-hidden")).toHaveText(/^\d,\d von 5$/);
  // The reviews were written in the British store: each says so, and is marked as English.
  await expect(summaries(page).first()).toHaveAttribute("lang", "en");
  await expect(reviews(page).locator(".review-item").first()).toContainText("Auf Englisch verfasst");
  // And so is a product card's, in a list.
  await page.goto(`/de/search?q=${encodeURIComponent(REVIEWED_PRODUCT.name)}`);
  const card = page
    .locator("article.product-card")
    .filter({ has: page.getByRole("heading", { name: REVIEWED_PRODUCT.name }) });
  await expect(card.getByTestId("rating")).toHaveText(/^\d,\d von 5 \(\d+ Bewertungen\)$/);
});

test("the review list route answers a page of reviews as HTML, and a 404 for an unknown product", async ({ page }) => {
  await page.goto(PRODUCT);
  const productId = await reviews(page).locator("[data-product-id]").getAttribute("data-product-id");
  const fragment = await page.request.get(`/de/review/product/listAjax/id/${productId}?p=2`);
  expect(fragment.status()).toBe(200);
  expect(fragment.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await fragment.text();
  expect(html).toContain('data-current-page="2"');
  expect(html).toContain(REVIEWED_PRODUCT.oldestSummary);
  expect(html).toContain("von 5 Sternen");
  expect((await page.request.get("/de/review/product/listAjax/id/999999")).status()).toBe(404);
});

test("a guest is asked to sign in or create an account, and comes back to the product", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(PRODUCT);
  const gate = reviews(page).getByTestId("review-gate");
  await expect(gate).toContainText("Only verified buyers can review");
  await expect(reviews(page).getByRole("button", { name: "Submit review" })).toHaveCount(0);
  const create = gate.getByRole("link", { name: "Create an account" });
  const createUrl = new URL((await create.getAttribute("href")) ?? "", "http://shop.test");
  expect(createUrl.pathname).toBe("/customer/account/create");
  expect(decodeReferer(createUrl.searchParams.get("referer") ?? "")).toBe(`${PRODUCT}#reviews`);

  await gate.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await signIn(page, javaScriptEnabled, VERIFIED_BUYER);
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$|${PRODUCT}#reviews$`));
  await ready(page, javaScriptEnabled);
  await openForm(page);
  await expect(reviews(page).getByRole("button", { name: "Submit review" })).toBeVisible();
});

test("a verified buyer posts a review: it awaits moderation and is in My reviews", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/customer/account/login");
  await signIn(page, javaScriptEnabled, VERIFIED_BUYER);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(PRODUCT);
  await ready(page, javaScriptEnabled);
  const section = reviews(page);
  await openForm(page);
  const form = section.locator("form.review-form");
  await expect(form.getByLabel("Nickname")).toHaveValue(VERIFIED_BUYER.firstname);

  // A review without a rating and with too short a text: the errors beside the fields, the input kept.
  await form.getByLabel("Summary").fill("Creamy and easy to mix");
  await form.getByLabel("Your review").fill("Good");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(form.getByText("Please write at least 10 characters.")).toBeVisible();
  await expect(form.getByLabel("Summary")).toHaveValue("Creamy and easy to mix");

  const summary = `Salted Caramel every morning (${test.info().project.name})`;
  await form.getByLabel("Summary").fill(summary);
  await form.getByRole("radio", { name: /^4 stars/ }).check();
  await form.getByLabel("Your review").fill("Mixes smooth in a shaker and tastes like dessert.");
  await form.getByRole("button", { name: "Submit review" }).click();
  // Told where the form was, at the reviews, and focused there (without JavaScript, the redirect's anchor).
  const thanks = section.getByTestId("review-submitted");
  await expect(thanks).toContainText("Thank you! Your review has been submitted and is awaiting moderation.");
  await expect(thanks).toContainText("yours will be listed here once it has been approved");
  await expect(thanks).toBeInViewport();
  if (javaScriptEnabled) await expect(thanks).toBeFocused();
  else await expect(page).toHaveURL(new RegExp(`${PRODUCT}#reviews$`));
  await expect(page.locator("#messages")).not.toContainText("awaiting moderation");
  // awaiting moderation: not in the product's list
  await expect(summaries(page).filter({ hasText: summary })).toHaveCount(0);

  await page.goto("/account/reviews");
  const mine = page.locator(".perks-card.review").filter({ hasText: summary });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Awaiting moderation");
  await expect(mine).toContainText(REVIEWED_PRODUCT.name);
});

test("a customer who never bought the product is refused", async ({ page, javaScriptEnabled }) => {
  await page.goto("/customer/account/login");
  await signIn(page, javaScriptEnabled, NON_BUYER);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(PRODUCT);
  const gate = reviews(page).getByTestId("review-gate");
  await expect(gate).toContainText("You can review this product once an order of it has been shipped to you.");
  await expect(reviews(page).getByRole("button", { name: "Submit review" })).toHaveCount(0);
  await expect(gate.getByRole("link", { name: "Sign in" })).toHaveCount(0);

  // A post made anyway (an old page, a hand-made request) is refused by the backend's rule.
  const response = await page.request.post(PRODUCT, {
    form: { intent: "review", nickname: "Sam", summary: "Sneaky", rating: "5", text: "I never bought this one." },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("Only verified buyers can review this product");
});
