//  "Sign in and out": repeated failed sign-ins are slowed and then limited per account with
// a clear message that never says whether the email has an account. A server of its own (the
// limiter counts per client IP too, and every test browser is 127.0.0.1), one per project.
import { startShopServer, type ShopServer } from "../tests/support/shop-server";
import { DEMO_CUSTOMER, ready } from "./account-helpers";
import { expect, test } from "./fixtures";

let server: ShopServer | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook wants from this pattern
test.beforeAll(async ({}, testInfo) => {
  server = await startShopServer(`sign-in-limits-${testInfo.project.name}`);
});

test.afterAll(async () => {
  await server?.stop();
});

const INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.";
const LIMITED = /Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./;

async function signIn(
  page: import("@playwright/test").Page,
  javaScriptEnabled: boolean,
  email: string,
  password: string,
) {
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  // The refusals read alike: wait for this post's answer, not the previous one still on screen.
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await main.getByRole("button", { name: "Sign in" }).click();
  await answered;
  if (javaScriptEnabled) await expect(main.locator("form[aria-busy=false]")).toHaveCount(1);
}

test("ten wrong passwords: the first are refused, then the account is limited, the right password too", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const login = `${server!.baseURL}/customer/account/login`;
  await page.goto(login);
  const alert = page.locator("main").getByRole("alert");
  const answers: string[] = [];
  for (let attempt = 1; attempt <= 10; attempt++) {
    await signIn(page, javaScriptEnabled, DEMO_CUSTOMER.email, `wrong-password-${attempt}`);
    await expect(alert).toHaveText(attempt <= 5 ? INCORRECT : LIMITED);
    answers.push((await alert.textContent()) ?? "");
  }
  expect(answers.filter((answer) => answer === INCORRECT)).toHaveLength(5);
  // Limited: even the right password is refused for now, and nobody is signed in.
  await signIn(page, javaScriptEnabled, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(alert).toHaveText(LIMITED);
  await expect(page.getByTestId("sign-in-link")).toBeVisible();

  // An email without an account gets exactly the same answers: nothing tells the two apart.
  await page.goto(login);
  for (let attempt = 1; attempt <= 6; attempt++) {
    await signIn(page, javaScriptEnabled, "nobody-here@example.com", `wrong-password-${attempt}`);
    await expect(alert).toHaveText(attempt <= 5 ? INCORRECT : LIMITED);
  }
});
