// Subscribe and save from the product page (js and nojs): a signed-in customer ticks "Subscribe &
// save 10%", picks every 6 weeks and adds two tubs; the basket shows a subscription line at 10% off
// with its interval, review and pay agrees, the placed order's total is the review's, and the new
// subscription is in the account at the price paid. A guest sees the offer and is asked to sign in.
// A fresh customer of the test hook /__test/perks-customer orders, so no other spec sees the change.
import type { Page } from "@playwright/test";
import { amountOf, hook, ready } from "./account-helpers";
import { freshCustomer } from "./shop-api";
import { closeMiniBasket, expect, test } from "./fixtures";

/** ZMA: a simple product bought again every few weeks, £10.99 once, £9.89 on subscription. */
const ZMA = { urlKey: "zma", name: "ZMA", once: "£10.99", subscribed: "£9.89", row: "£19.78" };

async function graphql(
  baseURL: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  store = "default",
) {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Store: store,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: any }).data;
}

/** The same in the French store: €12.99 once, €11.69 on subscription. */
const ZMA_FR = { name: "ZMA zinc et magnésium", subscribed: "11,69 €" };

const purchaseChoice = (page: Page) => page.locator(".purchase-choice");

test("a customer subscribes from the product page: the basket, review, order and account agree", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const { token } = await freshCustomer(baseURL!);
  const cartId = (
    await graphql(
      baseURL!,
      `
        {
          customerCart {
            id
          }
        }
      `,
      {},
      token,
    )
  ).customerCart.id as string;
  await session.use({ initiated: true, customerToken: token, cartIds: { default: cartId } });

  await page.goto(`/products/${ZMA.urlKey}`);
  await ready(page, javaScriptEnabled!);
  const choice = purchaseChoice(page);
  await expect(choice.getByRole("radio", { name: /One-off purchase/ })).toBeChecked();
  await expect(choice.getByText(ZMA.once)).toBeVisible();
  await expect(choice.getByText(ZMA.subscribed)).toBeVisible();
  await expect(choice).toContainText("Subscribe & save 10%");
  // Ticking an interval is choosing the subscription.
  await choice.getByRole("radio", { name: "Every 6 weeks" }).check();
  await expect(choice.getByRole("radio", { name: /One-off purchase/ })).not.toBeChecked();
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add to basket" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Added to basket" })).toBeVisible();
  else await expect(page.getByText("The product was added to your basket.")).toBeVisible();
  await closeMiniBasket(page, javaScriptEnabled!);

  await page.goto("/basket");
  const line = page.getByTestId("basket-line").filter({ hasText: ZMA.name });
  await expect(line.locator(".basket-line__subscription")).toHaveText("Subscribe & save 10% · every 6 weeks");
  await expect(line).toContainText(`Price each: ${ZMA.subscribed}`);
  await expect(line.locator("s")).toContainText(ZMA.once);
  await expect(line.getByTestId("line-total")).toHaveText(ZMA.row);

  await hook(baseURL!, "/__test/checkout-cart", { cartId });
  await page.goto("/checkout/review");
  await ready(page, javaScriptEnabled!);
  const summary = page
    .getByRole("complementary", { name: "Order summary" })
    .getByTestId("summary-line")
    .filter({ hasText: ZMA.name });
  await expect(summary).toContainText("Subscription: every 6 weeks");
  await expect(summary).toContainText(ZMA.row);
  const confirmTotal = amountOf(await page.getByTestId("confirm-grand-total").textContent());
  await page.getByTestId("payment-choice").filter({ hasText: "Bank transfer" }).click();
  await page.getByLabel("I have read and accept the terms and conditions").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  const number = (await page.getByTestId("order-number").textContent())!.trim();

  // The order says what review and pay said.
  const orders = await graphql(
    baseURL!,
    `
      query ($n: String!) {
        customer {
          orders(filter: { number: { eq: $n } }) {
            items {
              total {
                grand_total {
                  value
                }
              }
            }
          }
        }
      }
    `,
    { n: number },
    token,
  );
  expect(orders.customer.orders.items[0].total.grand_total.value).toBe(confirmTotal);

  await page.goto("/account/subscriptions");
  const subscription = page.locator(".subscription").filter({ hasText: ZMA.name });
  await expect(subscription).toHaveCount(1);
  await expect(subscription).toContainText("Active");
  await expect(subscription).toContainText("Every 6 weeks");
  await expect(subscription).toContainText(ZMA.subscribed);
});

test("in the French store a subscription is in euros from the product page to the account, never in pounds", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  // The test hook's customer already has subscriptions taken in the UK store, in pounds.
  const { token } = await freshCustomer(baseURL!);
  const cartId = (await graphql(baseURL!, "{ customerCart { id } }", {}, token, "fr")).customerCart.id as string;
  await session.use({ initiated: true, customerToken: token, cartIds: { fr: cartId } });

  await page.goto(`/fr/products/${ZMA.urlKey}`);
  await ready(page, javaScriptEnabled!);
  const choice = purchaseChoice(page);
  await expect(choice).toContainText(ZMA_FR.subscribed);
  await choice.getByRole("radio", { name: "Toutes les 4 semaines" }).check();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Ajouté au panier" })).toBeVisible();
  else await expect(page.getByText("Le produit a été ajouté à votre panier.")).toBeVisible();
  await closeMiniBasket(page, javaScriptEnabled!);

  await hook(baseURL!, "/__test/checkout-cart", { cartId });
  await page.goto("/fr/checkout/review");
  await ready(page, javaScriptEnabled!);
  await expect(page.getByTestId("confirm-grand-total")).toContainText("€");
  await page.getByTestId("payment-choice").filter({ hasText: "Virement bancaire" }).click();
  await page.getByLabel(/J’ai lu et j’accepte/).check();
  await page.getByRole("button", { name: "Passer la commande" }).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/success$/);

  await page.goto("/fr/account/subscriptions");
  const list = page.locator(".subscription");
  await expect(list).toHaveCount(1);
  await expect(list.filter({ hasText: ZMA_FR.name })).toContainText(ZMA_FR.subscribed);
  await expect(page.locator("main")).not.toContainText("£");
  // The UK store lists its own, in pounds, and not the French one in euros.
  await page.goto("/account/subscriptions");
  await expect(page.locator(".subscription")).not.toHaveCount(0);
  await expect(page.locator(".subscription").filter({ hasText: ZMA.name })).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("€");
});

test("a guest sees subscribe and save and is asked to sign in first", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/products/${ZMA.urlKey}`);
  await ready(page, javaScriptEnabled!);
  const choice = purchaseChoice(page);
  await expect(choice).toContainText("Subscribe & save 10%");
  await expect(choice.getByText(ZMA.subscribed)).toBeVisible();
  // Nothing to tick but the one-off purchase until signed in.
  await expect(choice.getByRole("radio")).toHaveCount(1);
  await choice.getByRole("link", { name: "Sign in to subscribe and save" }).click();
  await expect(page).toHaveURL(/\/customer\/account\/login\/referer\//);
});

test("a shaker is sold as a one-off purchase only", async ({ page }) => {
  await page.goto("/products/shaker-600ml");
  await expect(page.getByRole("button", { name: "Add to basket" })).toBeVisible();
  await expect(purchaseChoice(page)).toHaveCount(0);
});
