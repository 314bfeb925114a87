// The product page's back-in-stock alert and cross-sells, with and without JavaScript.
// Each project watches its own product, so the two never see each other's stock.
import type { APIRequestContext } from "@playwright/test";
import { DEMO_CUSTOMER, ready, submitSignIn } from "./account-helpers";
import { expect, seed, test } from "./fixtures";

const WATCHED = {
  js: { sku: "PW-PILLBOX", urlKey: "pill-box", name: "Pill Box" },
  nojs: { sku: "PW-BANDS", urlKey: "resistance-bands-set", name: "Resistance Bands Set" },
};

async function setStock(request: APIRequestContext, sku: string, qty: number): Promise<number> {
  const response = await request.post("/__test/restock", { data: { sku, qty } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sent: number }).sent;
}

async function alertMails(request: APIRequestContext, email: string) {
  const mails = (await (await request.get(`/__test/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{
    kind: string;
    subject: string;
    text: string;
  }>;
  return mails.filter((mail) => mail.kind === "stock-alert");
}

test("an out-of-stock product takes an email and writes to it once it is back", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const watched = javaScriptEnabled ? WATCHED.js : WATCHED.nojs;
  await setStock(request, watched.sku, 0);
  const email = `alert-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;

  await page.goto(`/products/${watched.urlKey}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("stock-status")).toHaveText("Out of stock");
  const alert = page.getByRole("region", { name: "Email me when it's back" });
  await expect(alert).toBeVisible();

  // A mistyped address is refused beside the field and kept as typed.
  await alert.getByLabel("Email address").fill("not-an-address");
  await alert.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByText("Please enter a valid email address (e.g. johndoe@domain.com).")).toBeVisible();
  await expect(page.getByRole("region", { name: "Email me when it's back" }).getByLabel("Email address")).toHaveValue(
    "not-an-address",
  );
  // On a phone the field and its error take the card's width: the example address is not broken.
  await page.setViewportSize({ width: 360, height: 800 });
  const form = await alert.locator("form").boundingBox();
  const field = await alert.getByLabel("Email address").boundingBox();
  expect(field!.width).toBeGreaterThan(form!.width * 0.9);

  await page.getByRole("region", { name: "Email me when it's back" }).getByLabel("Email address").fill(email);
  await page
    .getByRole("region", { name: "Email me when it's back" })
    .getByRole("button", { name: "Notify me" })
    .click();
  await expect(page.getByText(`Done: we'll email ${email} as soon as it's back in stock.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/products/${watched.urlKey}`));

  // Back in stock: one email, in English, linking to the product.
  expect(await setStock(request, watched.sku, 5)).toBeGreaterThanOrEqual(1);
  const mails = await alertMails(request, email);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe(`${watched.name} is back in stock`);
  const link = /https?:\/\/\S+/.exec(mails[0].text)?.[0] ?? "";
  expect(new URL(link).pathname).toBe(`/${watched.urlKey}`);
  // The link is Magento's product address: it leads to the product's page, now in stock.
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(new RegExp(`/products/${watched.urlKey}$`));
  await expect(page.getByTestId("stock-status")).toHaveText("In stock");
  await expect(page.getByRole("region", { name: "Email me when it's back" })).toHaveCount(0);
});

test("a signed-in customer finds the alert form filled in with their email", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const watched = javaScriptEnabled ? WATCHED.js : WATCHED.nojs;
  await setStock(request, watched.sku, 0);
  await page.goto(`/customer/account/login`);
  await submitSignIn(page, javaScriptEnabled);
  await expect(page.getByText(`Hi, ${DEMO_CUSTOMER.firstname}`)).toBeVisible();
  await page.goto(`/products/${watched.urlKey}`);
  await expect(page.getByRole("region", { name: "Email me when it's back" }).getByLabel("Email address")).toHaveValue(
    DEMO_CUSTOMER.email,
  );
  await setStock(request, watched.sku, 5);
});

test("a sign-in ended on another device shows the product page as a guest's, not an error page", async ({
  page,
  session,
  baseURL,
  request,
  javaScriptEnabled,
}) => {
  const watched = javaScriptEnabled ? WATCHED.js : WATCHED.nojs;
  await setStock(request, watched.sku, 0);
  const signIn = await request.post("/graphql", {
    data: {
      query: `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      variables: { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    },
  });
  const token = ((await signIn.json()) as { data: { generateCustomerToken: { token: string } } }).data
    .generateCustomerToken.token;
  await session.use({ initiated: true, customerToken: token });
  // Signed out elsewhere (or the sign-in's hour ran out): the backend no longer takes the token.
  const revoked = await request.post(new URL("/graphql", baseURL).toString(), {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: "mutation { revokeCustomerToken { result } }" },
  });
  expect(((await revoked.json()) as { data: unknown }).data).toEqual({ revokeCustomerToken: { result: true } });
  const response = await page.goto(`/products/${watched.urlKey}`);
  expect(response?.status()).toBe(200);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Oops/);
  await expect(page.getByRole("region", { name: "Email me when it's back" }).getByLabel("Email address")).toHaveValue(
    "",
  );
  await expect(page.getByTestId("sign-in-link")).toBeVisible();
  await setStock(request, watched.sku, 5);
});

test("the product suggests what goes with it, and a quick add puts it in the basket", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  const block = page.getByRole("region", { name: "Goes well with" });
  const cards = block.getByTestId("product-cross-sell");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText("57% also bought this");
  const shaker = cards.filter({ hasText: "Shaker 600ml" });
  await expect(shaker).toContainText("£4.99");
  await shaker.getByRole("button", { name: "Add Shaker 600ml to basket" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByRole("dialog", { name: "Added to your basket" })).toBeVisible();
  } else {
    // Without JavaScript the add comes back to this product's page.
    await expect(page).toHaveURL(new RegExp(`/products/${seed.WHEY.url_key}`));
  }
  await page.goto("/basket");
  await expect(page.locator(".basket-line").filter({ hasText: "Shaker 600ml" })).toBeVisible();
});
