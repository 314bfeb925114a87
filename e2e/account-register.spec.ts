// Create account, forgot and reset password, projects js and nojs: each validation
// error next to its field with the input kept, a taken email with its sign-in link, a new account
// signed in on the dashboard; the captcha (a wrong answer, the image, the question in words), the
// neutral answer, the recorded email's link setting a new password and signing in, that link refused
// the second time, an expired one refused.
//
// The captcha's answer: with test hooks on, the cookie pw_test_captcha chooses the image's text
// (forms/captcha.server.ts testCaptchaText); the question in words is solved as a shopper would.
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_CUSTOMER, ready } from "./account-helpers";
import { expect, test } from "./fixtures";

const PASSWORD = "Strong-Pass-2026";
const NEW_PASSWORD = "Fresh-Pass-2027";
const CAPTCHA = "K7M3X";

let counter = 0;
const freshEmail = (project: string) => `reg-${project}-${Date.now()}-${++counter}@example.com`;

/** An account of the test's own, made through the backend's GraphQL (as another device would). */
async function createAccount(request: APIRequestContext, email: string) {
  const response = await request.post("/graphql", {
    data: {
      query: `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      variables: { input: { firstname: "Robin", lastname: "Reset", email, password: PASSWORD } },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
}

/** The path and query of the reset link in the newest reset email to `email` (the mail outbox). */
async function mailedResetLink(request: APIRequestContext, email: string): Promise<string> {
  const mails = (await (await request.get(`/__test/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{
    kind: string;
    subject: string;
    text: string;
  }>;
  const mail = mails.find((m) => m.kind === "password-reset");
  expect(mail, `a reset email to ${email}`).toBeTruthy();
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  expect(link.pathname).toBe("/customer/account/resetpassword");
  return `${link.pathname}${link.search}`;
}

/** The password rule under the password: read out with the password's error, not only before it. */
const PASSWORD_HINT =
  "At least 8 characters, with at least 3 of these: lower-case letters, capital letters, numbers, symbols (such as - or !). Leading and trailing spaces are not counted.";

const field = (page: Page, label: string) => page.locator("main").getByLabel(label, { exact: true });

async function askForReset(page: Page, javaScriptEnabled: boolean, email: string, answer: string) {
  await ready(page, javaScriptEnabled);
  await field(page, "Email").fill(email);
  await field(page, "Type the characters in the image").fill(answer);
  await page.getByRole("button", { name: "Send reset link" }).click();
}

test.describe("create an account", () => {
  test("shows each error next to its field with the input kept, then lands signed in on the dashboard", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    await page.goto("/customer/account/login");
    await page.getByTestId("create-account-link").click();
    await expect(page).toHaveURL(/\/customer\/account\/create$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
    await ready(page, javaScriptEnabled);
    await expect(field(page, "Password")).toHaveAccessibleDescription(PASSWORD_HINT);

    await field(page, "First name").fill("Jo");
    await field(page, "Email").fill("jo@example");
    await field(page, "Password").fill("short");
    await field(page, "Confirm password").fill("short");
    await field(page, "Mobile number (optional)").fill("12345");
    // One dietary need alone: the answer holds it as a single value, not a list.
    await page.getByLabel("Vegan").check();
    await page.getByRole("button", { name: "Create an account" }).click();

    await expect(field(page, "Last name")).toHaveAccessibleDescription("Required.");
    await expect(field(page, "Email")).toHaveAccessibleDescription(
      "Please enter a valid email address (e.g. johndoe@domain.com).",
    );
    await expect(field(page, "Password")).toHaveAccessibleDescription(
      `This field must have at least 8 characters. Leading and trailing spaces are not counted. ${PASSWORD_HINT}`,
    );
    await expect(field(page, "Mobile number (optional)")).toHaveAccessibleDescription(
      "Please enter a valid mobile number.",
    );
    await expect(field(page, "First name")).toHaveValue("Jo");
    await expect(field(page, "Email")).toHaveValue("jo@example");
    await expect(field(page, "First name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Vegan")).toBeChecked();

    // The confirmation must match.
    const email = freshEmail(testInfo.project.name);
    await field(page, "Last name").fill("Runner");
    await field(page, "Email").fill(email);
    await field(page, "Password").fill(PASSWORD);
    await field(page, "Confirm password").fill(`${PASSWORD}!`);
    await field(page, "Mobile number (optional)").fill("07400 123456");
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(field(page, "Confirm password")).toHaveAccessibleDescription(
      "The passwords do not match. Please enter the same value again.",
    );
    await expect(field(page, "Mobile number (optional)")).toHaveValue("07400 123456");

    // Long enough, but of two classes of characters only: the hint said three were needed.
    await expect(page.getByText("At least 8 characters, with at least 3 of these:")).toBeVisible();
    await field(page, "Password").fill("allsmall2026");
    await field(page, "Confirm password").fill("allsmall2026");
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(field(page, "Password")).toHaveAccessibleDescription(
      `Use at least 3 of these: lower-case letters, capital letters, numbers, symbols (such as - or !). ${PASSWORD_HINT}`,
    );
    await expect(field(page, "Email")).toHaveValue(email);

    await field(page, "Password").fill(PASSWORD);
    await field(page, "Confirm password").fill(PASSWORD);
    await page.getByLabel("Female").check();
    await expect(page.getByLabel("Vegan")).toBeChecked();
    await field(page, "Fitness goal (optional)").selectOption({ label: "Endurance" });
    await page.getByRole("button", { name: "Create an account" }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByRole("status").getByText("Welcome, Jo! Your account has been created and you are signed in."),
    ).toBeVisible();
    await expect(page.getByText("Hi, Jo")).toBeVisible();
    // The welcome email is in the outbox.
    const mails = (await (await page.request.get(`/__test/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{
      kind: string;
    }>;
    expect(mails.map((m) => m.kind)).toEqual(["welcome"]);
    // The dietary need ticked before the first refusal was saved with the account.
    await page.goto("/account/details");
    await expect(page.locator("main").getByLabel("Vegan")).toBeChecked();
  });

  test("a brand-new account is greeted as new, its international email shown as the shopper wrote it", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    // the browser sends the domain of an email field in its ASCII form (xn--...)
    const email = `neu-${testInfo.project.name}-${Date.now()}@bücher.example`;
    await page.goto("/customer/account/create");
    await ready(page, javaScriptEnabled);
    await field(page, "First name").fill("Jörg");
    await field(page, "Last name").fill("Runner");
    await field(page, "Email").fill(email);
    await field(page, "Password").fill(PASSWORD);
    await field(page, "Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    const main = page.locator("main");
    await expect(main.getByText("Welcome, Jörg Runner. Your account is ready")).toBeVisible();
    await expect(main.getByText(/Welcome back/)).toHaveCount(0);
    await expect(main.getByText(email, { exact: true })).toBeVisible();
    await expect(main).not.toContainText("xn--");
  });

  test("a taken email is told next to the field with a link to sign in, the input kept", async ({
    page,
    javaScriptEnabled,
  }) => {
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/customer/account/create"),
    );
    await page.goto("/customer/account/create?referral=");
    await ready(page, javaScriptEnabled);
    await field(page, "First name").fill("Alex");
    await field(page, "Last name").fill("Again");
    await field(page, "Email").fill(DEMO_CUSTOMER.email);
    await field(page, "Password").fill(PASSWORD);
    await field(page, "Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create an account" }).click();
    expect((await answer).status()).toBe(400);

    const taken = page.getByTestId("email-taken");
    await expect(taken).toHaveText(
      "An account with this email address already exists. If it is yours, click here to sign in.",
    );
    await expect(field(page, "Email")).toHaveAttribute("aria-describedby", (await taken.getAttribute("id"))!);
    await expect(field(page, "Email")).toHaveValue(DEMO_CUSTOMER.email);
    await expect(field(page, "First name")).toHaveValue("Alex");
    await expect(field(page, "Password")).toHaveValue("");
    await taken.getByRole("link", { name: "If it is yours, click here to sign in." }).click();
    await expect(page).toHaveURL(/\/customer\/account\/login$/);
  });
});

test("markup as a first name is refused next to the field, the input kept, and no account is made", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  // Without JavaScript the server answers 400; with it, the shared schema refuses before any post.
  const answer = javaScriptEnabled
    ? null
    : page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/customer/account/create"));
  const email = freshEmail(testInfo.project.name);
  const hostile = "<img src=x onerror=alert(1)>";
  await page.goto("/customer/account/create?referral=");
  await ready(page, javaScriptEnabled);
  await field(page, "First name").fill(hostile);
  await field(page, "Last name").fill("O'Brien-Núñez");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(PASSWORD);
  await field(page, "Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create an account" }).click();
  if (answer) expect((await answer).status()).toBe(400);
  await expect(field(page, "First name")).toHaveAccessibleDescription(
    "Please use only letters, numbers, spaces and these characters: , - _ . '",
  );
  await expect(field(page, "First name")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "First name")).toHaveValue(hostile);
  await expect(field(page, "Last name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/customer\/account\/create/);
});

test("a friend's link fills in their referral code", async ({ page, request }, testInfo) => {
  const response = await request.post("/graphql", {
    data: {
      query: `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { referral_code } } }`,
      variables: {
        input: { firstname: "Fran", lastname: "Friend", email: freshEmail(testInfo.project.name), password: PASSWORD },
      },
    },
  });
  const code = (await response.json()).data.createCustomerV2.customer.referral_code as string;
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await page.goto(`/customer/account/create?referral=${code}`);
  await expect(field(page, "Referral code from a friend (optional)")).toHaveValue(code);
});

test.describe("forgot and reset password", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "pw_test_captcha", value: CAPTCHA, url: baseURL! }]);
  });

  test("the captcha, the neutral answer, the mailed link sets a new password and signs in; used once", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const email = freshEmail(testInfo.project.name);
    await createAccount(page.request, email);

    await page.goto("/customer/account/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    const image = page.getByTestId("captcha").getByRole("img");
    await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
    // The alternative text never gives the answer away.
    expect(await image.getAttribute("alt")).not.toContain(CAPTCHA);

    // A wrong answer: told next to the captcha, the email kept, a new captcha to answer.
    await askForReset(page, javaScriptEnabled, email, "WRONG");
    await expect(field(page, "Type the characters in the image")).toHaveAccessibleDescription(
      /That answer was not right/,
    );
    await expect(field(page, "Email")).toHaveValue(email);
    await expect(field(page, "Type the characters in the image")).toHaveValue("");

    // Case does not matter.
    await askForReset(page, javaScriptEnabled, email, CAPTCHA.toLowerCase());
    await expect(page).toHaveURL(/\/customer\/account\/login$/);
    await expect(
      page.getByRole("status").getByText(`If there is an account associated with ${email}, you will receive an email`),
    ).toBeVisible();

    const link = await mailedResetLink(page.request, email);
    await page.goto(link);
    // The token left the address at once.
    await expect(page).toHaveURL(/\/customer\/account\/resetpassword$/);
    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    expect(await page.content()).not.toContain(new URL(link, "http://x").searchParams.get("token")!);
    await ready(page, javaScriptEnabled);
    await field(page, "New password").fill(NEW_PASSWORD);
    await field(page, "Confirm password").fill("something else");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(field(page, "Confirm password")).toHaveAccessibleDescription(
      "The passwords do not match. Please enter the same value again.",
    );
    await field(page, "New password").fill(NEW_PASSWORD);
    await field(page, "Confirm password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByRole("status").getByText("Your password has been changed and you are signed in."),
    ).toBeVisible();
    await expect(page.getByText("Hi, Robin")).toBeVisible();

    // The same link again.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/customer/account/forgotpassword",
    );
  });

  test("the answer typed right after a wrong one stays: the next captcha comes with the refusal", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(!javaScriptEnabled, "without JavaScript the refusal and its captcha are one page");
    const email = freshEmail(testInfo.project.name);
    await createAccount(page.request, email);
    await page.goto("/customer/account/forgotpassword");
    // The page's data asked for after the refusal, if any: held until the shopper has typed again.
    const held: Array<() => Promise<void>> = [];
    const answered: Array<Promise<unknown>> = [];
    await page.route(
      (url) => url.pathname === "/customer/account/forgotpassword.data",
      async (route) => {
        if (route.request().method() !== "GET") return route.fallback();
        answered.push(page.waitForResponse((response) => response.request() === route.request()));
        held.push(() => route.continue());
      },
    );
    await askForReset(page, javaScriptEnabled, email, "WRONG");
    await expect(field(page, "Type the characters in the image")).toHaveAccessibleDescription(
      /That answer was not right/,
    );
    await field(page, "Type the characters in the image").fill(CAPTCHA);
    for (const release of held) await release();
    await Promise.all(answered);
    await page.waitForFunction(
      () =>
        (window as unknown as { __remixRouter: { state: { navigation: { state: string } } } }).__remixRouter.state
          .navigation.state === "idle",
    );
    await expect(field(page, "Type the characters in the image")).toHaveValue(CAPTCHA);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page).toHaveURL(/\/customer\/account\/login$/);
    await expect(
      page.getByRole("status").getByText(`If there is an account associated with ${email}, you will receive an email`),
    ).toBeVisible();
  });

  test("an expired link is refused with a way to ask for a new one", async ({ page, request }, testInfo) => {
    const email = freshEmail(testInfo.project.name);
    await createAccount(request, email);
    await request.post("/graphql", {
      data: { query: `mutation($email: String!) { requestPasswordResetEmail(email: $email) }`, variables: { email } },
    });
    const link = await mailedResetLink(request, email);
    const aged = await request.post("/__test/password-reset-age", { data: { email, hours: 25 } });
    expect(await aged.json()).toEqual({ changed: 1 });
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/customer\/account\/forgotpassword$/);
  });

  test("the question in words, for an address without an account: the same neutral answer", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    const email = freshEmail(`nobody-${testInfo.project.name}`);
    await page.goto("/customer/account/forgotpassword");
    await ready(page, javaScriptEnabled);
    await page.getByTestId("captcha-switch").click();
    const question = page.locator("main").getByLabel(/^What is \w+ plus \w+\?$/);
    await expect(question).toBeVisible();
    const label = (await page.locator(`label[for="${await question.getAttribute("id")}"]`).textContent())!;
    const [, a, b] = /What is (\w+) plus (\w+)\?/.exec(label)!;
    await field(page, "Email").fill(email);
    await question.fill(String(words.indexOf(a) + 1 + words.indexOf(b) + 1));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByRole("status").getByText(`If there is an account associated with ${email}, you will receive an email`),
    ).toBeVisible();
    const mails = (await (await page.request.get(`/__test/mail?to=${encodeURIComponent(email)}`)).json()) as unknown[];
    expect(mails).toEqual([]);
  });
});
