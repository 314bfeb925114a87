// The product page's content: a chosen variant's price, SKU and picture; the tabs by
// their anchors (and as ARIA tabs with JavaScript); a running deal; a sold-out product. Projects js and nojs.
import { type Page } from "@playwright/test";
import { nextWorkingDay, londonTime, timerText, ukDispatch } from "./dispatch-day";
import { expect, seed, test } from "./fixtures";

const TAB_IDS = ["description", "delivery_options", "nutritional_and_ingredients", "amino_acid_profile", "claims_list"];

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** A radio by the start of its label ("5 kg" must not pick "2.5 kg"). */
function radio(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("radio", { name: new RegExp(`^${escaped}`) });
}

/** The page's main picture: the first image of the gallery, whatever the gallery makes of it. */
const mainPicture = (page: Page) => page.locator(".product-page img").first();

test("picking a flavour and a size shows that variant's price, SKU and picture", async ({
  page,
  javaScriptEnabled,
}) => {
  const { WHEY, WHEY_FLAVOURS, WHEY_SIZES } = seed;
  const vanilla = WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  const largest = WHEY_SIZES.find((size) => size.code === "5KG")!;
  await page.goto(`/products/${WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  const before = await mainPicture(page).getAttribute("src");
  await expect(page.getByTestId("sku")).not.toContainText(WHEY.variantSku("VAN", "5KG"));

  await radio(page, vanilla.en).check();
  await radio(page, largest.label).check();
  // Without JavaScript the choice is shown by the form's GET; with it, in place.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show selection" }).click();

  await expect(page.getByTestId("sku")).toHaveText(`SKU: ${WHEY.variantSku("VAN", "5KG")}`);
  await expect(page.getByTestId("price").first().locator(".price__final")).toHaveText(
    seed.price(largest.prices.GBP, "GBP"),
  );
  await expect(mainPicture(page)).not.toHaveAttribute("src", before ?? "");
  // the flavour label names the flavour shown
  await expect(page.getByRole("group", { name: `Flavour: ${vanilla.en}` })).toBeVisible();
});

for (const id of TAB_IDS) {
  test(`the tab ${id} opens by its anchor`, async ({ page, javaScriptEnabled }) => {
    await page.goto(`/products/${seed.WHEY.url_key}#${id}`);
    await ready(page, javaScriptEnabled);
    const section = page.locator(`section#${id}`);
    await expect(section).toBeVisible();
    await expect(section.getByRole("heading", { level: 2, includeHidden: true })).toHaveCount(1);
    if (javaScriptEnabled) {
      await expect(page.getByRole("tab", { selected: true })).toHaveAttribute("href", `#${id}`);
      // one panel at a time
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
    } else {
      // every section is in the page; the anchor brought this one into view
      await expect(section).toBeInViewport();
      await expect(page.locator("section.product-tabs__panel")).toHaveCount(TAB_IDS.length);
    }
  });
}

// Opened at an anchor, the page shows that part; with JavaScript, the tabs then close the panels above
// it, and what the anchor brought into view must stay there (a phone and a desktop).
for (const [id, width, height] of [
  ["reviews", 360, 740],
  ["reviews", 1280, 720],
  ["nutritional_and_ingredients", 360, 740],
  ["amino_acid_profile", 1280, 720],
] as const) {
  test(`opened at #${id}, ${width} px wide, the page keeps that part in sight as it starts`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/products/${seed.WHEY.url_key}#${id}`);
    await ready(page, javaScriptEnabled);
    if (javaScriptEnabled) await expect(page.getByTestId("product-tabs")).toHaveClass(/product-tabs--enhanced/);
    const top = await page.locator(`section#${id}`).evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(height / 2);
  });
}

test("the tabs tell what the product is made of", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/products/${seed.WHEY.url_key}#nutritional_and_ingredients`);
  await ready(page, javaScriptEnabled);
  const nutrition = page.locator("section#nutritional_and_ingredients");
  for (const row of [
    "Energy",
    "Fat",
    "of which saturates",
    "Carbohydrate",
    "of which sugars",
    "Fibre",
    "Protein",
    "Salt",
  ]) {
    await expect(nutrition.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  }
  await expect(nutrition.getByRole("columnheader", { name: /Per serving/ })).toBeVisible();
  await expect(nutrition.getByRole("columnheader")).toHaveText(["Nutrient", "Per 100 g", /^Per serving/]);
  await expect(nutrition.getByText("Recommended serving")).toBeVisible();
  if (javaScriptEnabled) await page.getByRole("tab", { name: "Amino acids" }).click();
  const amino = page.locator("section#amino_acid_profile");
  await expect(amino.getByRole("rowheader", { name: "Leucine", exact: true })).toBeVisible();
  // The columns in the nutrition table's order: per 100 g, then per serving.
  await expect(amino.getByRole("columnheader")).toHaveText(["Amino acid", "Per 100 g", "Per serving"]);
});

test("arrow keys, Home and End move between the tabs and the address follows", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "tabs are links to sections without JavaScript");
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  const first = page.getByRole("tab", { name: "Description" });
  await first.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Delivery" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Delivery" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("delivery-timer")).toBeVisible();
  await expect(page).toHaveURL(/#delivery_options$/);
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Claims" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Claims" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(first).toBeFocused();
  await expect(page).toHaveURL(/#description$/);
});

test("the delivery timer says when an order made now leaves, never at the weekend", async ({
  page,
  javaScriptEnabled,
}) => {
  const expected = ukDispatch(new Date());
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("delivery-timer-summary")).toHaveText(timerText(expected));
});

test("the US store's delivery timer promises its shipping page's time, in American English (Shipping tab, estimated delivery)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/us/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("delivery-timer-summary")).toHaveText(
    /^Order (within (\d+ h )?\d+ min to ship today|now to ship (tomorrow|on [A-Z][a-z]+day))\. Estimated delivery: 3 to 5 business days\.$/,
  );
  await expect(
    page.getByRole("tab", { name: "Shipping" }).or(page.getByRole("heading", { name: "Shipping", exact: true })),
  ).not.toHaveCount(0);
  // The tab's cut-off in the store's words and clock, as the home page's strip says it.
  await expect(page.locator(".product-tabs__facts")).toContainText(
    "Orders placed by 3:00 PM ET on a business day ship from our warehouse the same day.",
  );
});

test("the delivery timer follows the shopper's clock", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the words are the page's, as made");
  const workingDay = nextWorkingDay(new Date());
  // The shopper's clock at 13:00 on the next working day: two hours to its cut-off.
  await page.clock.setFixedTime(londonTime(workingDay, 13));
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("delivery-timer-summary")).toHaveText(
    "Order within 2 h 0 min for dispatch today. Delivery: Next working day.",
  );
  // The evening before it: tomorrow.
  await page.clock.setFixedTime(londonTime(new Date(workingDay.getTime() - 86_400_000), 20));
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("delivery-timer-summary")).toHaveText(
    "Order now for dispatch tomorrow. Delivery: Next working day.",
  );
});

test("an accessory has no nutrition, amino acid or claims tab", async ({ page, javaScriptEnabled }) => {
  await page.goto("/products/shaker-600ml");
  await ready(page, javaScriptEnabled);
  await expect(page.locator("section#delivery_options")).toHaveCount(1);
  for (const id of ["nutritional_and_ingredients", "amino_acid_profile", "claims_list"]) {
    await expect(page.locator(`section#${id}`)).toHaveCount(0);
  }
});

test("a running deal shows its time left and how much of it is claimed", async ({ page, javaScriptEnabled }) => {
  await page.goto("/products/the-pre-workout");
  await ready(page, javaScriptEnabled);
  const deal = page.getByTestId("deal");
  await expect(deal.getByText("Deal of the week")).toBeVisible();
  // a countdown with JavaScript; the end's date and time without
  await expect(page.getByTestId("deal-countdown")).toHaveText(
    javaScriptEnabled ? /^Ends in (\d+d )?\d\d:\d\d:\d\d$/ : /^Ends \w{3},? \d{1,2} \w{3},? \d\d:\d\d$/,
  );
  await expect(page.getByTestId("deal-claimed")).toContainText("64% claimed");
  // the deal's price is the price, the regular one struck through
  await expect(page.getByTestId("price").first().locator("s")).toBeVisible();
});

test("a sold-out product says so and offers no add", async ({ page, javaScriptEnabled }) => {
  await page.goto("/products/protein-flapjack");
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("sold-out")).toContainText("This product has sold out");
  await expect(page.getByRole("button", { name: /Add to basket/ })).toHaveCount(0);
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveCount(0);
});
