// The newsletter's promise kept (projects js and nojs): the footer promises the store's welcome
// discount, a new subscriber sees their single-use code in the answer and finds it in their email,
// and the code takes 10% off in the basket.
import { type Page, type TestInfo } from "@playwright/test";
import { expect, seed, test } from "./fixtures";

const { CREATINE, price, total } = seed;
const CODE = /WELCOME-[A-HJ-NP-Z2-9]{8}/;

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

const uniqueEmail = (testInfo: TestInfo) =>
  `e2e-welcome-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@example.com`;

test("a new subscriber gets the promised code on the page and by email, and it takes 10% off the basket", async ({
  page,
  session,
  javaScriptEnabled,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto("/");
  await ready(page, javaScriptEnabled);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("10% off your first order")).toBeVisible();
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();

  const answer = page.getByRole("status").filter({ hasText: "Thank you for your subscription." });
  await expect(answer).toContainText("Your code for 10% off your first order:");
  await expect(answer).toContainText(CODE);
  await expect(answer).toContainText("We have emailed it to you too.");
  // The form is emptied for the next address (with JavaScript; without, the page is loaded anew).
  await expect(footer.getByLabel("Email address")).toHaveValue("");
  const code = CODE.exec((await answer.textContent()) ?? "")![0];

  const mails = (await (await page.request.get(`/__test/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{
    kind: string;
    text: string;
  }>;
  expect(mails.map((mail) => mail.kind)).toEqual(["newsletter-welcome"]);
  expect(mails[0].text).toContain(code);

  // Three creatine tubs: 10% of the line comes off.
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 3 }]);
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  const subtotal = total(CREATINE.prices.GBP * 3);
  const saving = Math.round(subtotal * 10) / 100;
  await page.getByText("Have a discount code?").click();
  await page.getByLabel("Discount code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText(`Coupon code ${code} was applied.`)).toBeVisible();
  await expect(page.getByTestId("applied-coupon")).toContainText(`You save ${price(saving, "GBP")}`);
  await expect(page.getByTestId("discount")).toHaveText(`Welcome discount−${price(saving, "GBP")}`);
  await expect(page.getByTestId("grand-total")).toHaveText(price(total(subtotal, -saving), "GBP"));
});

test("an address subscribed before gets the same thanks and no second code", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  for (const round of [1, 2]) {
    await page.goto("/");
    await ready(page, javaScriptEnabled);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const answer = page.getByRole("status").filter({ hasText: "Thank you for your subscription." });
    await expect(answer).toBeVisible();
    if (round === 2) await expect(answer).not.toContainText(CODE);
  }
  const mails = (await (await page.request.get(`/__test/mail?to=${encodeURIComponent(email)}`)).json()) as unknown[];
  expect(mails).toHaveLength(1);
});

test("in the double opt-in store the code comes only with the confirmation: by the email's link, on the page and by email", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  const mailsTo = async () =>
    (await (await page.request.get(`/__test/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{
      kind: string;
      text: string;
    }>;
  await page.goto("/de/newsletter");
  await ready(page, javaScriptEnabled);
  const main = page.getByRole("main");
  await main.getByLabel("E-Mail-Adresse").fill(email);
  await main.getByRole("button", { name: "Abonnieren" }).click();
  const sent = main.getByTestId("newsletter-thanks");
  await expect(sent).toContainText("Eine Bestätigungsanfrage wurde gesendet.");
  // Where the code will come from, and not the code itself.
  await expect(sent).toContainText("Bestätigen Sie mit dem Link in der E-Mail, dann schicken wir Ihnen Ihren Code");
  await expect(sent).not.toContainText(CODE);
  await expect(sent.getByTestId("welcome-code")).toHaveCount(0);
  // Just signed up here: the footer does not ask again.
  await expect(page.getByRole("contentinfo").getByLabel("E-Mail-Adresse")).toBeHidden();
  const [request] = await mailsTo();
  expect(request.kind).toBe("newsletter-confirmation");
  expect(request.text).not.toMatch(CODE);

  const link = new URL(/https?:\/\/\S+/.exec(request.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await ready(page, javaScriptEnabled);
  // Opening the link confirms nothing by itself (mail scanners open links): the shopper does.
  expect((await mailsTo()).map((mail) => mail.kind)).toEqual(["newsletter-confirmation"]);
  await page.getByRole("main").getByRole("button", { name: "Anmeldung bestätigen" }).click();
  const confirmed = page.getByRole("main").getByTestId("newsletter-thanks");
  await expect(confirmed).toContainText("Ihre Anmeldung ist bestätigt. Vielen Dank!");
  await expect(confirmed.getByTestId("welcome-code")).toHaveText(CODE);
  await expect(page.getByRole("contentinfo").getByLabel("E-Mail-Adresse")).toBeHidden();
  const code = (await confirmed.getByTestId("welcome-code").textContent())!;
  const mails = await mailsTo();
  expect(mails.map((mail) => mail.kind).sort()).toEqual(["newsletter-confirmation", "newsletter-welcome"]);
  expect(mails.find((mail) => mail.kind === "newsletter-welcome")!.text).toContain(code);
});
