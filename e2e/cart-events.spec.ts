// SPEC §4 "Cart change" and  "Last cart actions": every change of the basket is recorded and,
// when the store has the tag manager on and the shopper accepted all cookies, the next page pushes
// it to the data layer as GA4 add/remove events. A server of its own, started with the tag manager
// switched on (EMBEDDED_TEST_CONFIG); Google's script itself is answered by a stub.
import { test, expect, seed } from "./fixtures";
import { startShopServer, type ShopServer } from "../tests/support/shop-server";

const { CREATINE } = seed;

let server: ShopServer | undefined;

// Only the `js` project runs these (the tag manager is a script): the other projects start no server.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the tag manager is a script");

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook wants from this pattern
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "js") return;
  server = await startShopServer("cart-events", {
    EMBEDDED_TEST_CONFIG: JSON.stringify({ "": { tag_manager_enabled: true, tag_manager_id: "GTM-E2ETEST" } }),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

function shop(): ShopServer {
  if (!server) throw new Error("The cart-events server did not start");
  return server;
}

type DataLayerEntry = { event?: string; ecommerce?: { items: Array<{ item_id: string; quantity: number }> } | null };

async function cartEvents(page: import("@playwright/test").Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter(
      (entry) => entry.event === "add_to_cart" || entry.event === "remove_from_cart",
    ),
  );
}

test.describe("tag manager events for basket changes", () => {
  test.beforeEach(async ({ page, context }) => {
    await page.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "/* tag manager stub */" }),
    );
    await context.addCookies([{ name: "pw_newsletter", value: "no", url: shop().baseURL }]);
  });

  test("with all cookies accepted, an add and a removal reach the data layer once each", async ({ page, context }) => {
    await context.addCookies([{ name: "pw_cookie_consent", value: "all", url: shop().baseURL }]);
    await page.goto(`${shop().baseURL}/products/${CREATINE.url_key}`);
    await page.getByRole("button", { name: /add to basket/i }).click();
    await expect(page.getByTestId("basket-link")).toContainText("1");
    await expect
      .poll(() => cartEvents(page))
      .toEqual([{ event: "add_to_cart", ecommerce: { items: [{ item_id: CREATINE.sku, quantity: 1 }] } }]);

    await page.goto(`${shop().baseURL}/basket`);
    // A page after the one that showed the change pushes nothing again.
    expect(await cartEvents(page)).toEqual([]);
    await page.getByRole("button", { name: `Remove ${CREATINE.name} from your basket` }).click();
    await expect(page.getByText("Your basket is empty.")).toBeVisible();
    await expect
      .poll(() => cartEvents(page))
      .toEqual([{ event: "remove_from_cart", ecommerce: { items: [{ item_id: CREATINE.sku, quantity: 1 }] } }]);
  });

  test("with only necessary cookies, nothing is pushed", async ({ page, context }) => {
    await context.addCookies([{ name: "pw_cookie_consent", value: "necessary", url: shop().baseURL }]);
    await page.goto(`${shop().baseURL}/products/${CREATINE.url_key}`);
    await page.getByRole("button", { name: /add to basket/i }).click();
    await expect(page.getByTestId("basket-link")).toContainText("1");
    await page.goto(`${shop().baseURL}/basket`);
    expect(await cartEvents(page)).toEqual([]);
  });
});
