// The home page's week's deals and best sellers by goal (js and nojs): each deal shows its was and
// now prices; the goals are links that show their best sellers (most units ordered first) and keep
// the shopper at the section, with or without JavaScript; the texts follow the store's language.
import { ready } from "./account-helpers";
import { expect, test } from "./fixtures";

test("the week's deals show their lowered prices beside the regular ones", async ({ page }) => {
  await page.goto("/");
  const deals = page.getByRole("region", { name: "This week's deals" });
  const cards = deals.locator(".product-card");
  expect(await cards.count()).toBeGreaterThan(2);
  for (const card of await cards.all()) {
    const [now, was] = await Promise.all([
      card.locator(".price__final").textContent(),
      card.locator(".price__regular").textContent(),
    ]);
    expect(Number(now!.replace(/[^\d.]/g, ""))).toBeLessThan(Number(was!.replace(/[^\d.]/g, "")));
  }
  await expect(deals).toContainText("THE Pre-Workout");
});

test("best sellers by goal: a goal's tab shows its best sellers and stays in view", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await ready(page, javaScriptEnabled!);
  const section = page.locator("#best-sellers");
  const tabs = section.getByRole("navigation", { name: "Training goals" });
  const names = () => section.locator(".product-card__name").allTextContents();
  await expect(tabs.getByRole("link", { name: "All goals" })).toHaveAttribute("aria-current", "page");
  expect((await names()).slice(0, 2)).toEqual(["Impact Whey Protein", "Creatine Monohydrate 250g"]);

  await tabs.getByRole("link", { name: "Lose weight" }).click();
  await expect(page).toHaveURL(/\?goal=\d+#best-sellers$/);
  await expect(tabs.getByRole("link", { name: "Lose weight" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "All goals" })).not.toHaveAttribute("aria-current", "page");
  await expect(section.locator(".product-card__name").first()).toHaveText("Impact Whey Isolate");
  expect(await names()).not.toContain("Creatine Monohydrate 250g");
  await expect(section.getByRole("heading", { name: "Best sellers by goal" })).toBeInViewport();

  await tabs.getByRole("link", { name: "Endurance" }).click();
  await expect(tabs.getByRole("link", { name: "Endurance" })).toHaveAttribute("aria-current", "page");
  await expect(section.locator(".product-card__name").first()).toHaveText("THE Pre-Workout");
  // A best seller that cannot be bought now is no recommendation.
  expect(await names()).toContain("Caffeine Tablets");
  expect(await names()).not.toContain("Electrolyte Tablets");
});

test("the sections speak the store's language", async ({ page }) => {
  await page.goto("/de");
  await expect(page.getByRole("heading", { name: "Angebote der Woche" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Trainingsziele" });
  await expect(tabs.getByRole("link")).toHaveText([
    "Alle Ziele",
    "Muskelaufbau",
    "Abnehmen",
    "Ausdauer",
    "Regeneration",
  ]);
});

test("the promotional tiles lead to their categories, in every store", async ({ page, javaScriptEnabled }) => {
  for (const home of ["/", "/it", "/es"]) {
    await page.goto(home);
    await ready(page, javaScriptEnabled);
    const links = page.locator("main .cms-tiles a");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
    expect(hrefs.length, home).toBeGreaterThan(0);
    for (const href of hrefs) {
      const answer = await page.request.get(href);
      expect(answer.status(), `${home} → ${href}`).toBe(200);
    }
  }
  // A shopper's tap on the first tile opens its category.
  await page.goto("/");
  await ready(page, javaScriptEnabled);
  await page.locator("main .cms-tiles a").first().click();
  await expect(page).toHaveURL(/\/protein\/whey-protein$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
