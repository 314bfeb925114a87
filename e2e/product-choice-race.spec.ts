// A flavour ticked while the page's data is still being refreshed for something else (here the
// answer to the cookie banner) stays ticked, and the page shows and adds that flavour. The refresh's
// answer is held back until after the tick, and the tick's route lookup until after that answer has
// landed: the order in which the router once showed the older data under the newer address, reset
// the radios to the default flavour and added it. Project js (without JavaScript there is no refresh).
import { expect, seed, test } from "./fixtures";
import { holdOnce } from "./held-requests";

test.use({ viewport: { width: 360, height: 740 }, quietPopups: ["newsletter"] });

/** The address a sign-in link brings the shopper back to (base64 with -_, for +/=). */
function returnAddress(href: string | null) {
  const encoded = href?.split("/referer/")[1]?.replace(/\/$/, "") ?? "";
  return Buffer.from(encoded.replace(/-/g, "+").replace(/_/g, "/").replace(/,/g, "="), "base64").toString();
}

test("a flavour ticked while the page refreshes stays ticked, is shown and is what is added", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript nothing refreshes the page in place.");
  const { WHEY, WHEY_FLAVOURS } = seed;
  const vanilla = WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  const productData = `/products/${WHEY.url_key}.data`;
  // The refresh after the answer: the page's own data, for the address without a choice.
  const refresh = holdOnce((request) => {
    const url = new URL(request.url());
    return request.method() === "GET" && url.pathname === productData && !url.searchParams.has("flavours");
  });
  // The tick's route lookup (lazy route discovery) for the product's address.
  const lookup = holdOnce((request) => {
    const url = new URL(request.url());
    return url.pathname === "/__manifest" && url.searchParams.getAll("p").includes(`/products/${WHEY.url_key}`);
  });
  await page.route((url) => url.pathname === productData, refresh.handler);
  await page.route((url) => url.pathname === "/__manifest", lookup.handler);

  await page.goto(`/products/${WHEY.url_key}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByTestId("sku")).not.toContainText(WHEY.variantSku("VAN", "1KG"));
  await page.getByRole("button", { name: "Only necessary" }).click();
  await expect(page.getByTestId("cookie-consent")).toBeHidden();
  await refresh.held;

  const radio = page.getByRole("radio", { name: new RegExp(`^${vanilla.en}`) });
  await radio.check();
  // The tick's navigation is under way (its route lookup, or its data when the route is known).
  await Promise.race([
    lookup.held,
    page.waitForRequest((request) => new URL(request.url()).searchParams.has("flavours")),
  ]);
  const refreshed = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === productData && !url.searchParams.has("flavours");
  });
  await refresh.release();
  await refreshed;
  await lookup.release();

  // The page shows the ticked flavour: its address, SKU, price, picture and add bar.
  await expect(page).toHaveURL(/[?&]flavours=\d+/);
  await expect(page.getByTestId("sku")).toHaveText(`SKU: ${WHEY.variantSku("VAN", "1KG")}`);
  await expect(radio).toBeChecked();
  await expect(page.getByTestId("price").first().locator(".price__final")).toHaveText(
    seed.price(seed.WHEY_SIZES[0].prices.GBP, "GBP"),
  );
  await expect(page.locator(".product-page img").first()).toHaveAttribute("src", /van/);
  await expect(page.getByTestId("sticky-add")).toContainText(seed.price(seed.WHEY_SIZES[0].prices.GBP, "GBP"));
  // What the server makes for the pack shown is made again for this address: subscribe and save's
  // sign-in brings the shopper back to the flavour they ticked.
  await expect
    .poll(async () => returnAddress(await page.locator(".purchase-choice a").first().getAttribute("href")))
    .toMatch(/[?&]flavours=\d+/);

  // The add buys it.
  await page.getByRole("article").getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByRole("dialog")).toBeVisible(); // the mini basket
  await page.goto("/basket");
  const line = page.getByTestId("basket-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(vanilla.en);
});

test("a bundle's ticks and the quantity made while the page refreshes stay as the shopper left them", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript nothing refreshes the page in place.");
  const { STARTER_BUNDLE } = seed;
  const productData = `/products/${STARTER_BUNDLE.url_key}.data`;
  const refresh = holdOnce((request) => request.method() === "GET" && new URL(request.url()).pathname === productData);
  await page.route((url) => url.pathname === productData, refresh.handler);

  await page.goto(`/products/${STARTER_BUNDLE.url_key}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const price = page.getByTestId("price").first().locator(".price__final");
  await expect(price).toHaveText("£34.97"); // the defaults: chocolate whey, creatine, the shaker
  await page.getByRole("button", { name: "Only necessary" }).click();
  await refresh.held;

  // A bundle's ticks stay in the page (no navigation); the quantity is typed.
  const vanilla = page.getByRole("radio", { name: /^Impact Whey Protein Vanilla 1 kg/ });
  const shaker = page.getByRole("checkbox", { name: /^Shaker 600ml/ });
  await vanilla.check();
  await shaker.uncheck();
  await page.getByRole("article").getByLabel("Quantity").fill("2");
  const chosenPrice = (await price.textContent())?.trim();
  expect(chosenPrice).not.toBe("£34.97");

  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === productData);
  await refresh.release();
  await refreshed;

  await expect(vanilla).toBeChecked();
  await expect(shaker).not.toBeChecked();
  await expect(page.getByRole("article").getByLabel("Quantity")).toHaveValue("2");
  await expect(price).toHaveText(chosenPrice!);

  await page.getByRole("article").getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByRole("dialog")).toBeVisible(); // the mini basket
  await page.goto("/basket");
  const line = page.getByTestId("basket-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Vanilla");
  await expect(line).not.toContainText("Shaker");
  await expect(line.getByRole("spinbutton")).toHaveValue("2");
});
