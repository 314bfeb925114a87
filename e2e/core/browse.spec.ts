// Browsing a stock Magento 2.4.7 backend: the home page, a category, a product page and the basket
// count work with core fields only; extension-only parts are absent, never an error. The category's
// filters are Magento's aggregations (it aggregates the attributes it marks filterable); a filter the
// backend refuses gives the list without it, never an error page. Reviews are read-only.
import { FACETS } from "../../app/commerce/catalog/list-query";
import { ready } from "../account-helpers";
import { backendGraphQL, expect, seed, test } from "./fixtures";

const { CREATINE, PROTEIN_CATEGORY, WHEY } = seed;

test("home, category and product page from core fields only", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: /categor/i })
    .getByRole("link", { name: PROTEIN_CATEGORY.names.en, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: PROTEIN_CATEGORY.names.en })).toBeVisible();
  await page.getByRole("link", { name: WHEY.names.en }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: WHEY.names.en })).toBeVisible();
  await expect(page.getByRole("button", { name: /add to basket/i }).first()).toBeVisible();
});

test("Add to basket on a product page: the line is in the basket, without the extension's suggestions", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/products/${CREATINE.url_key}`);
  await ready(page, javaScriptEnabled);
  await page
    .getByRole("button", { name: /add to basket/i })
    .first()
    .click();
  if (javaScriptEnabled) {
    // The drawer, as with the extension; Magento has no rules for its popup's suggestions.
    const drawer = page.getByRole("dialog", { name: "Added to your basket" });
    await expect(drawer.getByTestId("mini-basket-line")).toContainText(CREATINE.name);
    await expect(drawer.getByRole("region", { name: "Complete your order" })).toHaveCount(0);
  } else {
    await expect(page.getByText("The product was added to your basket.")).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 1, name: CREATINE.name })).toBeVisible();
  await expect(page.getByTestId("basket-link")).toContainText("1");
});

test("a basket line's link opens the product on the flavour and size in the basket", async ({
  page,
  javaScriptEnabled,
}) => {
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  const radio = (name: string) => page.getByRole("radio", { name: new RegExp(`^${name.replace(".", "\\.")}`) });
  await page.goto(`/products/${WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await radio(vanilla.en).check();
  await radio("2.5 kg").check();
  await page
    .getByRole("button", { name: /^add to basket$/i })
    .first()
    .click();
  await expect(page.getByTestId("basket-link")).toContainText("1");
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  await page.getByTestId("basket-line").getByRole("link", { name: WHEY.names.en }).click();
  await expect(page.getByRole("heading", { level: 1, name: WHEY.names.en })).toBeVisible();
  await expect(radio(vanilla.en)).toBeChecked();
  await expect(radio("2.5 kg")).toBeChecked();
  await expect(page.getByTestId("sku")).toContainText(WHEY.variantSku("VAN", "2.5KG"));
});

test("a category's filters are the aggregations Magento returns, and each applies without an error page", async ({
  page,
  baseURL,
}) => {
  const { categories } = await backendGraphQL<{ categories: { items: Array<{ uid: string }> } }>(
    baseURL!,
    `{ categories(filters: { url_path: { eq: "${PROTEIN_CATEGORY.url_path}" } }) { items { uid } } }`,
  );
  const { products } = await backendGraphQL<{
    products: { aggregations: Array<{ attribute_code: string; options: Array<{ value: string; count: number }> }> };
  }>(
    baseURL!,
    `{ products(filter: { category_uid: { eq: "${categories.items[0].uid}" } }) { aggregations { attribute_code options { value count } } } }`,
  );
  const aggregated = products.aggregations
    .filter((a) => a.options.some((o) => o.count > 0))
    .map((a) => a.attribute_code);
  expect(aggregated.length).toBeGreaterThan(1);
  const expected = FACETS.filter((f) => aggregated.includes(f.code)).map((f) => f.param);

  await page.goto(`/${PROTEIN_CATEGORY.url_path}`);
  const form = page.locator("form.list-filters__form");
  const params = FACETS.map((f) => f.param);
  const offered = [
    ...new Set(
      (
        await form.locator("input[name]").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).name))
      ).filter((name) => params.includes(name as (typeof params)[number])),
    ),
  ];
  expect(offered.sort()).toEqual([...expected].sort());
  expect(offered.length).toBeGreaterThan(0);

  // Each offered filter applies; one the backend refuses (its published filter input lacks the
  // attribute) is the list without it, never an error page.
  for (const param of offered) {
    const value = await form.locator(`input[name="${param}"]`).first().getAttribute("value");
    const response = await page.request.get(`/${PROTEIN_CATEGORY.url_path}?${param}=${encodeURIComponent(value!)}`);
    expect(response.status(), param).toBe(200);
  }
  const response = await page.goto(`/${PROTEIN_CATEGORY.url_path}?flavour=201`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: PROTEIN_CATEGORY.names.en })).toBeVisible();
  await expect(page.getByRole("link", { name: WHEY.names.en }).first()).toBeVisible();
});

test("reviews are Magento's own, and their pages never ask for the extension's fragment", async ({
  page,
}, testInfo) => {
  const fragmentCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/review/product/listAjax/")) fragmentCalls.push(request.url());
  });
  await page.goto(`/products/${WHEY.url_key}`);
  if (testInfo.project.use.javaScriptEnabled !== false)
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const reviews = page.locator("section#reviews");
  await expect(reviews.getByRole("heading", { level: 2, name: "Customer reviews" })).toBeVisible();
  // A guest is asked to sign in (posting is for verified buyers: e2e/core/reviews.spec.ts).
  await expect(reviews.getByRole("button", { name: "Submit review" })).toHaveCount(0);
  await expect(reviews.getByTestId("review-gate")).toContainText("Only verified buyers can review");
  const firstPage = await reviews.locator(".product-reviews__list").innerText();
  await reviews.getByRole("navigation", { name: "Pages of reviews" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/reviews_page=2/);
  await expect(reviews.locator(".product-reviews__list")).not.toHaveText(firstPage);
  expect(fragmentCalls).toEqual([]);
});
