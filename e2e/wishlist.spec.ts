// The wishlist, projects js and nojs, in the British and German stores: the heart on a product card
// and on the product page (outlined, then filled; with JavaScript without a page load), a guest's
// heart leading to sign in and back with the product saved, and the account's wishlist page (listed
// with picture, price and stock, into the basket, removed, the empty list's invitation).
import type { Page } from "@playwright/test";
import { customerKeyOf } from "../app/sessions/form-draft.server";
import { encodeReferer } from "../app/routing/referer";
import { ready } from "./account-helpers";
import { expect, httpOnly, seed, test, type SessionKit } from "./fixtures";

const { CREATINE, WHEY } = seed;
/** The German store's name of the creatine (backend/seed/catalog-data.ts). */
const KREATIN = "Kreatin-Monohydrat 250 g";

interface Customer {
  email: string;
  password: string;
  token: string;
}

async function graphql<T>(baseURL: string, query: string, variables: object, token?: string): Promise<T> {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A new customer of the backend's own (an empty wishlist), with a token. */
async function freshCustomer(baseURL: string): Promise<Customer> {
  const response = await fetch(new URL("/__test/perks-customer", baseURL), { method: "POST" });
  expect(response.status).toBe(201);
  const made = (await response.json()) as { email: string; password: string };
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    baseURL,
    `
      mutation ($e: String!, $p: String!) {
        generateCustomerToken(email: $e, password: $p) {
          token
        }
      }
    `,
    { e: made.email, p: made.password },
  );
  return { ...made, token: generateCustomerToken.token };
}

/** The customer's browser session, signed in as the sign-in form leaves it. */
async function signedIn(session: SessionKit, customer: Customer) {
  await session.use({ initiated: true, customerToken: customer.token, customerKey: customerKeyOf(customer.email) });
}

/** Saves products to the customer's wishlist through the backend (Magento's own mutation). */
async function wish(baseURL: string, customer: Customer, skus: string[]) {
  const { customer: me } = await graphql<{ customer: { wishlists: Array<{ id: string }> } }>(
    baseURL,
    `
      {
        customer {
          wishlists {
            id
          }
        }
      }
    `,
    {},
    customer.token,
  );
  await graphql(
    baseURL,
    `
      mutation ($id: ID!, $items: [WishlistItemInput!]!) {
        addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
          user_errors {
            code
          }
        }
      }
    `,
    { id: me.wishlists[0].id, items: skus.map((sku) => ({ sku, quantity: 1 })) },
    customer.token,
  );
}

const cardOf = (page: Page, name: string) =>
  page.locator("article.product-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** Marks the window: still there after an action means no page was loaded. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const windowKept = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test.describe("the heart", () => {
  test("on a card: a guest signs in, comes back, and the product is saved", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    const customer = await freshCustomer(baseURL!);
    await page.goto("/search?q=creatine");
    await ready(page, javaScriptEnabled);
    const heart = cardOf(page, CREATINE.name).getByRole("button", { name: "Add to wishlist" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();

    await expect(page).toHaveURL(new RegExp(`/customer/account/login/referer/${encodeReferer("/search?q=creatine")}$`));
    // A note on the way, not a success: nothing is saved yet.
    await expect(page.getByRole("status").getByText("Sign in to save products to your wishlist.")).toHaveText(
      "Note: Sign in to save products to your wishlist.",
    );
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await main.getByLabel("Email", { exact: true }).fill(customer.email);
    await main.getByLabel("Password", { exact: true }).fill(customer.password);
    await main.getByRole("button", { name: "Sign in" }).click();

    await expect(page).toHaveURL(/\/search\?q=creatine$/);
    await expect(page.getByRole("status").getByText("Saved to your wishlist")).toBeVisible();
    const saved = cardOf(page, CREATINE.name).getByRole("button", { name: "Remove from wishlist" });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
  });

  test("on a card in the German store: saved and removed again", async ({
    page,
    baseURL,
    session,
    javaScriptEnabled,
  }) => {
    await signedIn(session, await freshCustomer(baseURL!));
    await page.goto("/de/search?q=creatine");
    await ready(page, javaScriptEnabled);
    if (javaScriptEnabled) await markWindow(page);
    const card = cardOf(page, KREATIN);
    await card.getByRole("button", { name: "Zum Wunschzettel hinzufügen" }).click();
    if (!javaScriptEnabled)
      await expect(page.getByRole("status").getByText("Auf Ihrem Wunschzettel gespeichert")).toBeVisible();
    const saved = card.getByRole("button", { name: "Vom Wunschzettel entfernen" });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await saved.click();
    if (!javaScriptEnabled)
      await expect(page.getByRole("status").getByText("Von Ihrem Wunschzettel entfernt")).toBeVisible();
    await expect(card.getByRole("button", { name: "Zum Wunschzettel hinzufügen" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    if (javaScriptEnabled) expect(await windowKept(page)).toBe(true);
    await expect(page).toHaveURL(/\/de\/search\?q=creatine$/);
  });

  test("on the product page, beside the add button: saved, and still saved on the next visit", async ({
    page,
    baseURL,
    session,
    javaScriptEnabled,
  }) => {
    await signedIn(session, await freshCustomer(baseURL!));
    await page.goto(`/products/${CREATINE.url_key}`);
    await ready(page, javaScriptEnabled);
    if (javaScriptEnabled) await markWindow(page);
    const details = page.locator(".product-page__details");
    // With JavaScript the heart fills at once; the post is waited for before the page is loaded again.
    const posted = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/account/wishlist"),
    );
    await details.getByRole("button", { name: "Add to wishlist" }).click();
    await posted;
    if (!javaScriptEnabled) await expect(page.getByRole("status").getByText("Saved to your wishlist")).toBeVisible();
    await expect(details.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");
    if (javaScriptEnabled) expect(await windowKept(page)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/products/${CREATINE.url_key}$`));
    await page.goto(`/products/${CREATINE.url_key}`);
    await expect(details.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");
  });
});

test("on a configurable's page: the flavour and size shown are saved with it", async ({
  page,
  baseURL,
  session,
  javaScriptEnabled,
}) => {
  await signedIn(session, await freshCustomer(baseURL!));
  await page.goto(`/products/${WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  const flavour = await page.locator('input[name="flavours"]:checked').getAttribute("value");
  expect(flavour).toBeTruthy();
  const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/account/wishlist"));
  await page.locator(".product-page__details").getByRole("button", { name: "Add to wishlist" }).click();
  await posted;
  await page.goto("/account/wishlist");
  const item = page.getByTestId("wishlist-item");
  await expect(item.locator("dl div")).toHaveCount(2);
  await expect(item.getByRole("button", { name: "Add to basket" })).toBeVisible();
});

test("on a configurable's page: the flavour ticked is saved, even one the page does not show yet", async ({
  page,
  baseURL,
  session,
  javaScriptEnabled,
}) => {
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  await signedIn(session, await freshCustomer(baseURL!));
  await page.goto(`/products/${WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("sku")).not.toContainText(WHEY.variantSku("VAN", "1KG"));
  // Without JavaScript the tick changes nothing else on the page ("Show selection" is not pressed).
  await page.getByRole("radio", { name: new RegExp(`^${vanilla.en}`) }).check();
  if (javaScriptEnabled) await expect(page).toHaveURL(/flavours=/);
  const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/account/wishlist"));
  const details = page.locator(".product-page__details");
  await details.getByRole("button", { name: "Add to wishlist" }).click();
  await posted;
  await expect(details.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");
  // Back on the page, the pack saved is the pack shown.
  await expect(page.getByTestId("sku")).toContainText(WHEY.variantSku("VAN", "1KG"));
  await page.goto("/account/wishlist");
  const item = page.getByTestId("wishlist-item");
  await expect(item.locator("dl")).toContainText(vanilla.en);
  // Its link opens the pack saved, not the product's default choice.
  await ready(page, javaScriptEnabled);
  await item.getByRole("link", { name: WHEY.name }).click();
  await expect(page.getByTestId("sku")).toContainText(WHEY.variantSku("VAN", "1KG"));
  await expect(page.getByRole("radio", { name: new RegExp(`^${vanilla.en}`) })).toBeChecked();
});

test("a page the cache keeps shows a guest outlined hearts, whatever a customer saved", async ({
  page,
  browser,
  baseURL,
  session,
  javaScriptEnabled,
}) => {
  const path = `/products/${CREATINE.url_key}`;
  await signedIn(session, await freshCustomer(baseURL!));
  const own = await page.goto(path);
  expect(own?.headers()["cache-control"]).toBe("private, no-store");
  await ready(page, javaScriptEnabled);
  const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/account/wishlist"));
  await page.locator(".product-page__details").getByRole("button", { name: "Add to wishlist" }).click();
  await posted;
  await page.goto(path);
  await expect(
    page.locator(".product-page__details").getByRole("button", { name: "Remove from wishlist" }),
  ).toHaveAttribute("aria-pressed", "true");

  const guest = await browser.newContext({ baseURL, javaScriptEnabled });
  const guestPage = await guest.newPage();
  await guestPage.goto(path);
  const kept = await guestPage.goto(path);
  expect(kept?.headers()["x-page-cache"]).toBe("HIT");
  await expect(
    guestPage.locator(".product-page__details").getByRole("button", { name: "Add to wishlist" }),
  ).toHaveAttribute("aria-pressed", "false");
  await expect(guestPage.locator('[aria-pressed="true"]')).toHaveCount(0);
  await guest.close();
});

test.describe("the account's wishlist", () => {
  test("lists what was saved, puts one into the basket, removes the other, then invites to shop", async ({
    page,
    baseURL,
    session,
    javaScriptEnabled,
  }) => {
    const customer = await freshCustomer(baseURL!);
    await wish(baseURL!, customer, [CREATINE.sku, WHEY.sku]);
    await signedIn(session, customer);
    await page.goto("/account/wishlist");
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "My wishlist" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist", exact: true }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
    const items = page.getByTestId("wishlist-item");
    await expect(items).toHaveCount(2);
    const creatine = items.filter({ hasText: CREATINE.name });
    await expect(creatine).toContainText(seed.price(CREATINE.prices.GBP, "GBP"));
    await expect(creatine).toContainText("In stock");
    await expect(creatine.locator("img")).toHaveCount(1);
    // A configurable saved without flavour and size: chosen on its page.
    const whey = items.filter({ hasText: WHEY.name });
    await expect(whey.getByRole("link", { name: "Choose options" })).toHaveAttribute(
      "href",
      `/products/${WHEY.url_key}`,
    );

    await creatine.getByRole("button", { name: "Add to basket" }).click();
    await expect(page.getByRole("status").getByText("Added to your basket")).toBeVisible();
    await expect(items).toHaveCount(1);
    await whey.getByRole("button", { name: `Remove ${WHEY.name} from your wishlist` }).click();
    await expect(page.getByRole("status").getByText("Removed from your wishlist")).toBeVisible();
    await expect(page.getByTestId("wishlist-empty")).toContainText("Your wishlist is empty");
    await expect(page.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/");

    await page.goto("/basket");
    await expect(page.locator(".basket__lines li").filter({ hasText: CREATINE.name })).toBeVisible();
  });

  test("the browser's route discovery beside the page never rewrites the session (the removal's message stays)", async ({
    baseURL,
    session,
  }) => {
    httpOnly();
    // With JavaScript the page asks Remix's /__manifest for the routes of its links, beside the
    // shopper's own requests. Its answer set the session cookie as it was when it was asked: arriving
    // just after "Remove"'s answer, it put back the session without the removal's message, which then
    // never showed (the German wishlist test below flaked on it).
    const customer = await freshCustomer(baseURL!);
    const cookie = await session.mint({
      initiated: true,
      customerToken: customer.token,
      customerKey: customerKeyOf(customer.email),
    });
    // The build's version, as the page's script names it (another version is answered "reload").
    const page = await (await fetch(new URL("/de", baseURL))).text();
    const version = /manifest-(\w+)\.js/.exec(page)![1];
    const discovery = await fetch(new URL(`/__manifest?p=%2Fde%2Faccount%2Fwishlist&version=${version}`, baseURL), {
      headers: { Cookie: `pw_session=${cookie}` },
    });
    expect(discovery.status).toBe(200);
    expect(discovery.headers.getSetCookie()).toEqual([]);
  });

  test("in the German store: the page, its menu entry and the empty list", async ({
    page,
    baseURL,
    session,
    javaScriptEnabled,
  }) => {
    const customer = await freshCustomer(baseURL!);
    await wish(baseURL!, customer, [CREATINE.sku]);
    await signedIn(session, customer);
    await page.goto("/de/account/wishlist");
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Mein Wunschzettel" })).toBeVisible();
    // The header's account menu leads there too.
    await expect(page.locator("details.account-menu a", { hasText: "Wunschzettel" })).toHaveAttribute(
      "href",
      "/de/account/wishlist",
    );
    await expect(page.getByRole("link", { name: "Wunschzettel", exact: true }).first()).toHaveAttribute(
      "href",
      "/de/account/wishlist",
    );
    const item = page.getByTestId("wishlist-item");
    await expect(item).toContainText("Auf Lager");
    await expect(item.getByRole("button", { name: "In den Warenkorb" })).toBeVisible();
    await item.getByRole("button", { name: `${KREATIN} vom Wunschzettel entfernen` }).click();
    await expect(page.getByRole("status").getByText("Von Ihrem Wunschzettel entfernt")).toBeVisible();
    await expect(page.getByTestId("wishlist-empty")).toContainText("Ihr Wunschzettel ist leer");
    await expect(page.getByRole("link", { name: "Jetzt einkaufen" })).toHaveAttribute("href", "/de");
  });
});
