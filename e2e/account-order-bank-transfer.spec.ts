// An order paid by bank transfer in the account (js and nojs): while the money is awaited, the
// order's page shows the payee, the account, the reference and the exact amount, the same as the
// confirmation email and the order's grand total; once the money has arrived (the order invoiced)
// the details are gone. A fresh customer of the test hook /__test/perks-customer orders, so no other
// spec sees the order.
import { PENDING_ORDER } from "../backend/seed/fixtures-sales";
import { amountOf, DEMO_CUSTOMER, hook, ready } from "./account-helpers";
import { bankTransferOrder, freshCustomer } from "./shop-api";
import { expect, test } from "./fixtures";

test("an order awaiting its bank transfer shows what to pay, as the email does; once paid, no more", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const { email, token } = await freshCustomer(baseURL!);
  const number = await bankTransferOrder(baseURL!, token);
  await session.use({ initiated: true, customerToken: token });

  await page.goto(`/account/orders/${number}`);
  await ready(page, javaScriptEnabled!);
  const due = page.getByTestId("order-bank");
  await expect(due.getByRole("heading", { level: 2 })).toHaveText("Awaiting your payment");
  await expect(due).toContainText(`quoting your order number ${number} as the reference`);
  const value = (name: string) => due.locator(`dd[data-bank="${name}"]`);
  // The UK account of the shop's seeded bank transfer configuration.
  await expect(value("payee")).toHaveText("Peak Whey Ltd");
  await expect(value("sort_code")).toHaveText("99-00-01");
  await expect(value("account_number")).toHaveText("12345678");
  await expect(value("iban")).toHaveText("GB51 PEAK 9900 0112 3456 78");
  await expect(value("reference")).toHaveText(number);
  // The amount is the order's grand total, to the penny.
  const amount = (await value("amount").textContent())!.trim();
  const grand = (await page.locator(".order-totals__row--grand dd").textContent())!.trim();
  expect(amount).toBe(grand);
  expect(amountOf(amount)).toBeGreaterThan(0);

  // The confirmation email says the same: each detail, the reference and the total.
  const mails = (await hook(baseURL!, `/__test/mail?to=${encodeURIComponent(email)}`)) as Array<{
    kind: string;
    text: string;
  }>;
  const text = mails.find((m) => m.kind === "order-confirmation")!.text;
  expect(text).toContain(`Total: ${amount}`);
  expect(text).toContain(`reference ${number}`);
  for (const [label, name] of [
    ["Account name", "payee"],
    ["Sort code", "sort_code"],
    ["Account number", "account_number"],
    ["IBAN", "iban"],
  ] as const)
    expect(text).toContain(`${label}: ${(await value(name).textContent())!.trim()}`);

  // The money arrives: the order is invoiced and asks for nothing more.
  await hook(baseURL!, "/__test/invoice-order", { number });
  await page.goto(`/account/orders/${number}`);
  await expect(page.locator(".order-status")).toHaveText("Processing");
  await expect(page.getByTestId("order-bank")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("Peak Whey Ltd");
});

test("an order paid by card shows no bank details", async ({ page, session, baseURL }) => {
  // The demo customer's seeded pending order was paid another way (no bank transfer to make).
  const response = await fetch(new URL("/graphql", baseURL!), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query: `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      variables: { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    }),
  });
  const token = ((await response.json()) as any).data.generateCustomerToken.token as string;
  await session.use({ initiated: true, customerToken: token });
  await page.goto(`/account/orders/${PENDING_ORDER.number}`);
  await expect(page.locator(".order-status")).toHaveText("Pending");
  await expect(page.getByTestId("order-bank")).toHaveCount(0);
});
