// Account perks, projects js and nojs: each page shows the seeded data of the
// demo customer (read only), and the changes (card delete, subscription pause/resume/cancel, a
// referral invitation) are made by a fresh customer of the test hook /__test/perks-customer, so
// specs reading the demo customer in parallel never see them.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO_POINTS_SUMMARY, REFERRAL_CODES } from "../backend/seed/fixtures-perks";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../backend/seed/fixtures-customers";
import { customerKeyOf } from "../app/sessions/form-draft.server";
import { ready } from "./account-helpers";
import { expect, test, type SessionKit } from "./fixtures";
import { placeBeforeAndAfterHydration } from "./steady-hydration";

/** Signs in through the backend and puts the token in a minted session (the sign-in form has its own spec). */
async function signInAs(session: SessionKit, baseURL: string, who: { email: string; password: string }) {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query: `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      variables: { e: who.email, p: who.password },
    }),
  });
  const body = (await response.json()) as { data: { generateCustomerToken: { token: string } } };
  const token = body.data.generateCustomerToken.token;
  // As the sign-in form does: the token and whose it is.
  await session.use({ initiated: true, customerToken: token, customerKey: customerKeyOf(who.email) });
  return token;
}

async function freshCustomer(baseURL: string): Promise<{ email: string; password: string }> {
  const response = await fetch(new URL("/__test/perks-customer", baseURL), { method: "POST" });
  expect(response.status).toBe(201);
  return (await response.json()) as { email: string; password: string };
}

const messages = (page: Page) => page.getByRole("status").first();

test.describe("the demo customer's perks", () => {
  test.beforeEach(async ({ session, baseURL }) => {
    await signInAs(session, baseURL!, DEMO_CUSTOMER);
  });

  test("reward points: the balance cards and the paged history", async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/reward-points");
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Reward points" })).toBeVisible();
    await expect(page.getByTestId("points-available")).toContainText("2,500");
    await expect(page.getByTestId("points-available")).toContainText("Worth £25.00");
    await expect(page.getByTestId("points-lifetime")).toContainText(
      DEMO_POINTS_SUMMARY.lifetime.toLocaleString("en-GB"),
    );
    await expect(page.getByTestId("points-redeemed")).toContainText(
      DEMO_POINTS_SUMMARY.redeemed.toLocaleString("en-GB"),
    );
    await expect(page.getByTestId("points-unvalidated")).toContainText(String(DEMO_POINTS_SUMMARY.unvalidated));
    await expect(page.getByTestId("points-expired")).toContainText(String(DEMO_POINTS_SUMMARY.expired));
    await expect(page.getByTestId("points-delayed")).toContainText(String(DEMO_POINTS_SUMMARY.delayed));
    const rows = page.locator(".points-history tbody tr");
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText("Spent on an order");
    await expect(rows.first()).toContainText("-500");
    await expect(page.locator(".points-history")).toContainText("Not yet available");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(rows).toHaveCount(2);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
  });

  test("refer a friend: the permanent link, the rules and the referrals", async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/referral");
    await ready(page, javaScriptEnabled);
    await expect(page.getByLabel("Your personal link")).toHaveValue(
      new RegExp(`/customer/account/create\\?referral=${REFERRAL_CODES.demo}$`),
    );
    await expect(page.getByText("first order of £30.00 or more, you get £10.00")).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(javaScriptEnabled ? 1 : 0);
    const sam = page.locator(".referral").filter({ hasText: OTHER_CUSTOMER.email });
    await expect(sam).toContainText("Joined");
    await expect(sam).toContainText("First order placed");
    const jordan = page.locator(".referral").filter({ hasText: "jordan.miles@example.com" });
    await expect(jordan).toContainText("Invited");
    await expect(jordan).toContainText("No order yet");
  });

  test("refer a friend: the invitation's fields stay put when React takes the page over", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript nothing takes the page over");
    const { before, after } = await placeBeforeAndAfterHydration(page, "/account/referral", (page) =>
      page.locator("main").getByRole("button", { name: "Send invitation" }),
    );
    expect(after).toEqual(before);
  });

  test("saved cards: brand, last four, holder and expiry", async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/cards");
    await ready(page, javaScriptEnabled);
    const cards = page.locator(".saved-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Visa •••• 4242");
    await expect(cards.nth(0)).toContainText("Alex Demo");
    await expect(cards.nth(0)).toContainText("Expires 12/2029");
    await expect(cards.nth(2)).toContainText("American Express •••• 0005");
    await expect(cards.nth(2)).toContainText("Expired 01/2025");
  });

  test("subscriptions: product, quantity, frequency, next delivery and status", async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/subscriptions");
    await ready(page, javaScriptEnabled);
    const whey = page.locator(".subscription").filter({ hasText: "Impact Whey Protein" });
    // the flavour, size and price the shop sells
    await expect(whey).toContainText("Flavour: Chocolate Smooth");
    await expect(whey).toContainText("Size: 1 kg");
    await expect(whey).toContainText("£19.99");
    await expect(whey).toContainText("Every 4 weeks");
    await expect(whey).toContainText("10 Dec 2026");
    await expect(whey).toContainText("Active");
    await expect(page.locator(".subscription").filter({ hasText: "Creatine" })).toContainText("Paused");
    const canceled = page.locator(".subscription").filter({ hasText: "Electrolyte" });
    await expect(canceled).toContainText("Cancelled");
    await expect(canceled.getByRole("button")).toHaveCount(0);
  });

  test("my reviews: product, stars, text and moderation status", async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/reviews");
    await ready(page, javaScriptEnabled);
    const reviews = page.locator(".review");
    await expect(reviews).toHaveCount(3);
    await expect(reviews.first()).toContainText("Second tub, still happy");
    await expect(reviews.first()).toContainText("Awaiting moderation");
    await expect(reviews.first().getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(reviews.last()).toContainText("Published");
    await expect(reviews.last().getByRole("link", { name: "Impact Whey Protein" })).toHaveAttribute(
      "href",
      /impact-whey-protein/,
    );
  });
});

test("deletes a saved card after confirming, and only then", async ({ page, session, baseURL, javaScriptEnabled }) => {
  await signInAs(session, baseURL!, await freshCustomer(baseURL!));
  await page.goto("/account/cards");
  await ready(page, javaScriptEnabled);
  const visa = page.locator(".saved-card").filter({ hasText: "4242" });
  await visa.getByRole("link", { name: /Delete/ }).click();
  // Asking changes nothing: the card is still there, with the question.
  await expect(visa).toContainText("Delete the Visa card ending in 4242?");
  await page.getByRole("link", { name: "Keep card" }).click();
  await expect(visa.getByText("Delete the Visa card")).toHaveCount(0);
  await expect(page.locator(".saved-card")).toHaveCount(3);

  await visa.getByRole("link", { name: /Delete/ }).click();
  await visa.getByRole("button", { name: "Yes, delete card" }).click();
  await expect(messages(page)).toContainText("Your card has been deleted.");
  await expect(page.locator(".saved-card")).toHaveCount(2);
  await expect(page.getByText("4242")).toHaveCount(0);
});

test("pauses and resumes a subscription; canceling asks first", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  await signInAs(session, baseURL!, await freshCustomer(baseURL!));
  await page.goto("/account/subscriptions");
  await ready(page, javaScriptEnabled);
  const whey = page.locator(".subscription").filter({ hasText: "Impact Whey Protein" });

  await whey.getByRole("button", { name: "Pause" }).click();
  await expect(messages(page)).toContainText("Your subscription is paused.");
  await expect(whey.locator(".perks-badge")).toHaveText("Paused");
  await expect(whey.getByTestId("next-delivery")).toHaveText("None planned");

  await whey.getByRole("button", { name: "Resume" }).click();
  await expect(messages(page)).toContainText("Your subscription is active again.");
  await expect(whey.locator(".perks-badge")).toHaveText("Active");
  // today + 4 weeks, as the page writes a day
  const next = new Date(Date.now() + 28 * 86_400_000);
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  await expect(whey.getByTestId("next-delivery")).toHaveText(day.format(next));

  await whey.getByLabel("Deliver every").selectOption("6");
  await whey.getByRole("button", { name: "Save" }).click();
  await expect(messages(page)).toContainText("Your delivery frequency has been updated.");
  await expect(whey).toContainText("Every 6 weeks");

  await whey.getByRole("link", { name: /Cancel subscription/ }).click();
  await expect(whey).toContainText("A cancelled subscription cannot be resumed.");
  await expect(whey.locator(".perks-badge")).toHaveText("Active");
  await whey.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(messages(page)).toContainText("Your subscription has been cancelled.");
  await expect(whey.locator(".perks-badge")).toHaveText("Cancelled");
  await expect(whey.getByRole("button")).toHaveCount(0);
});

test("invites a friend: errors next to the fields, then success", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const me = await freshCustomer(baseURL!);
  await signInAs(session, baseURL!, me);
  await page.goto("/account/referral");
  await ready(page, javaScriptEnabled);
  const form = page.locator("form.referral-invite");
  const name = form.getByLabel("Friend's name");
  const email = form.getByLabel("Friend's email");

  await name.fill("");
  await email.fill("not-an-email");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText("Required.")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");

  // The backend's rules come back next to the email, the input kept.
  await page.locator("form.referral-invite").getByLabel("Friend's name").fill("Sam");
  await page.locator("form.referral-invite").getByLabel("Friend's email").fill(OTHER_CUSTOMER.email);
  await page.locator("form.referral-invite").getByRole("button", { name: "Send invitation" }).click();
  await expect(
    page.locator("form.referral-invite").getByText("This friend already has an account with us."),
  ).toBeVisible();
  await expect(page.locator("form.referral-invite").getByLabel("Friend's name")).toHaveValue("Sam");

  await page.locator("form.referral-invite").getByLabel("Friend's email").fill(me.email);
  await page.locator("form.referral-invite").getByRole("button", { name: "Send invitation" }).click();
  await expect(page.locator("form.referral-invite").getByText("You cannot invite yourself.")).toBeVisible();

  await page.locator("form.referral-invite").getByLabel("Friend's name").fill("Kim Row");
  await page.locator("form.referral-invite").getByLabel("Friend's email").fill("kim.row@example.org");
  await page.locator("form.referral-invite").getByRole("button", { name: "Send invitation" }).click();
  await expect(messages(page)).toContainText("Kim Row has been invited.");
  const kim = page.locator(".referral").filter({ hasText: "kim.row@example.org" });
  await expect(kim).toContainText("Invited");
  await expect(kim).toContainText("No order yet");
});

test("an invitation sent after the sign-in was revoked: sign in again, the friend's name and email kept", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const me = await freshCustomer(baseURL!);
  const token = await signInAs(session, baseURL!, me);
  await page.goto("/account/referral");
  await ready(page, javaScriptEnabled);
  const form = page.locator("form.referral-invite");
  await form.getByLabel("Friend's name").fill("Kim Row");
  await form.getByLabel("Friend's email").fill("kim.row@example.org");
  // Signed out on another device: the token is revoked.
  const revoked = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: "mutation { revokeCustomerToken { result } }" }),
  });
  expect(((await revoked.json()) as { data: unknown }).data).toEqual({ revokeCustomerToken: { result: true } });
  await form.getByRole("button", { name: "Send invitation" }).click();

  await expect(page).toHaveURL(/\/customer\/account\/login\/referer\//);
  await expect(page.getByText("Your sign-in has expired. Please sign in again: what you typed")).toBeVisible();
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(me.email);
  await main.getByLabel("Password", { exact: true }).fill(me.password);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/account/referral");
  await ready(page, javaScriptEnabled);
  await expect(form.getByLabel("Friend's name")).toHaveValue("Kim Row");
  await expect(form.getByLabel("Friend's email")).toHaveValue("kim.row@example.org");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(messages(page)).toContainText("Kim Row has been invited.");
});

test("a perks page opened after the sign-in was revoked asks to sign in again, no error page", async ({
  page,
  session,
  baseURL,
}) => {
  const me = await freshCustomer(baseURL!);
  const token = await signInAs(session, baseURL!, me);
  await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: "mutation { revokeCustomerToken { result } }" }),
  });
  for (const path of [
    "/account/cards",
    "/account/subscriptions",
    "/account/referral",
    "/account/reward-points",
    "/account/reviews",
  ]) {
    await session.use({ initiated: true, customerToken: token });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(/\/customer\/account\/login\/referer\//);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  }
});

test("another customer's card cannot be deleted, nor asked about", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  // The demo customer's Visa hash, asked by a fresh customer: no question shown, a POST refused.
  await signInAs(session, baseURL!, DEMO_CUSTOMER);
  await page.goto("/account/cards");
  const href = await page
    .locator(".saved-card")
    .first()
    .getByRole("link", { name: /Delete/ })
    .getAttribute("href");
  await signInAs(session, baseURL!, await freshCustomer(baseURL!));
  await page.goto(href!);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("button", { name: "Yes, delete card" })).toHaveCount(0);
  const hash = new URL(href!, baseURL).searchParams.get("delete")!;
  const answer = await page.request.post("/account/cards", {
    form: { intent: "delete", publicHash: hash },
    maxRedirects: 0,
    headers: { Origin: baseURL! },
  });
  expect(answer.status()).toBe(303);
  await page.goto("/account/cards");
  await expect(messages(page)).toContainText("That card could not be found.");
  // The demo customer still has it.
  await signInAs(session, baseURL!, DEMO_CUSTOMER);
  await page.goto("/account/cards");
  await expect(page.locator(".saved-card")).toHaveCount(3);
});

test("the perks pages have no WCAG A/AA violation on a phone", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe runs as a script in the page");
  test.setTimeout(120_000);
  await signInAs(session, baseURL!, DEMO_CUSTOMER);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["reward-points", "referral", "cards", "subscriptions", "reviews"]) {
    await page.goto(`/account/${path}`);
    await ready(page, javaScriptEnabled);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .include(".account-area__page")
      .analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  }
});
