// Sign in, sign out, create account, forgot and reset password: loaders and actions as a browser
// without JavaScript meets them (status, Location, cookies, field errors with the input kept).
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, fieldErrorsOf, keptInputOf, useShop } from "./harness";
import { loadScreen } from "./screen";

const shop = useShop();

describe("sign in", () => {
  it("shows the page to a guest, privately", async () => {
    const page = await shop.load(await loadScreen("customer.login"), "/customer/account/login");
    expect(page.status).toBe(200);
    expect(page.data.title).toMatch(/Sign in/);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers a wrong password with 401, the email kept and the password not sent back", async () => {
    const answer = await shop.submit(await loadScreen("customer.login"), "/customer/account/login", {
      email: DEMO_CUSTOMER.email,
      password: "wrong-password-1",
    });
    expect(answer.status).toBe(401);
    expect(keptInputOf(answer)).toEqual({ email: DEMO_CUSTOMER.email });
    expect(answer.response.headers.getSetCookie()).toEqual([]);
  });

  it("answers an invalid email with 400 and the message next to the field", async () => {
    const answer = await shop.submit(await loadScreen("customer.login"), "/customer/account/login", {
      email: "not-an-email",
      password: "x",
    });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer).email).toEqual(["emailInvalid"]);
    expect(keptInputOf(answer).email).toBe("not-an-email");
  });

  it("signs in with a 303 to the account and a session cookie; the page then sends a signed-in shopper on", async () => {
    const login = await loadScreen("customer.login");
    const answer = await shop.submit(login, "/customer/account/login", {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(answer.status).toBe(303);
    // A first post, without a session cookie: the page it leads to tests that the cookie came back.
    expect(answer.location).toMatch(/^\/account\?cookie_check=\d+$/);
    expect(answer.response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^pw_session=.+HttpOnly/i));
    const again = await shop.load(login, "/customer/account/login", { cookie: answer.cookie });
    expect(again.status).toBe(302);
    expect(again.location).toBe("/account");
  });
});

describe("sign in from a page (the referer address)", () => {
  // SPEC §2: base64 of the address, with + / = written - _ ,
  const referer = (address: string) =>
    Buffer.from(address).toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, ",");

  it("goes back to that page of our own shop once signed in", async () => {
    const page = await loadScreen("customer.loginReferer");
    const code = referer("/basket?from=header");
    const shown = await shop.load(page, `/customer/account/login/referer/${code}`, { params: { referer: code } });
    expect(shown.status).toBe(200);
    const answer = await shop.submit(
      page,
      `/customer/account/login/referer/${code}`,
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      { params: { referer: code } },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/basket\?from=header&cookie_check=\d+$/);
  });

  it("comes back to the place on the page it was asked from: the product's reviews", async () => {
    const page = await loadScreen("customer.loginReferer");
    const code = referer("/es/productos/diet-whey#reviews");
    const answer = await shop.submit(
      page,
      `/es/customer/account/login/referer/${code}`,
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      { params: { referer: code } },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/es\/productos\/diet-whey\?cookie_check=\d+#reviews$/);
  });

  it("never sends the shopper to another site", async () => {
    const page = await loadScreen("customer.loginReferer");
    const code = referer("//evil.example/phish");
    const answer = await shop.submit(
      page,
      `/customer/account/login/referer/${code}`,
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      { params: { referer: code } },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/account\?cookie_check=\d+$/);
  });
});

describe("sign out", () => {
  it("a GET changes nothing and goes home", async () => {
    const cookie = await shop.signIn();
    const answer = await shop.load(await loadScreen("customer.logout"), "/customer/account/logout", { cookie });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/");
    expect(answer.response.headers.getSetCookie()).toEqual([]);
    expect(answer.context.shop.session.get("customerToken")).toBeTruthy();
  });

  it("a POST signs out, says so, and leaves the account area for the home page", async () => {
    const cookie = await shop.signIn();
    const answer = await shop.submit(
      await loadScreen("customer.logout"),
      "/customer/account/logout",
      { redirectTo: "/account/orders" },
      { cookie },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/");
    expect(answer.context.shop.session.get("customerToken")).toBeUndefined();
    expect(answer.context.shop.session.get("messages")?.at(-1)).toMatchObject({
      type: "success",
      text: "You are signed out.",
    });
    // The account now asks to sign in again.
    const account = await shop.load(await loadScreen("account"), "/account", { cookie: answer.cookie });
    expect(account.status).toBeGreaterThanOrEqual(300);
    expect(account.location).toMatch(/^\/customer\/account\/login/);
  });

  it("from a catalogue page goes back to that page", async () => {
    const cookie = await shop.signIn();
    const answer = await shop.submit(
      await loadScreen("customer.logout"),
      "/customer/account/logout",
      { redirectTo: "/search?q=whey" },
      { cookie },
    );
    expect(answer.location).toBe("/search?q=whey");
  });
});

describe("create an account", () => {
  const valid = {
    firstname: "Robin",
    lastname: "Runner",
    email: "robin.runner@example.com",
    password: "Strong-Pass-2026",
    passwordConfirmation: "Strong-Pass-2026",
  };

  it("shows the page with a friend's referral code from the link", async () => {
    const page = await shop.load(await loadScreen("customer.create"), "/customer/account/create?referral=FRIEND10");
    expect(page.status).toBe(200);
    expect(page.data.referral).toBe("FRIEND10");
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers 400 with each error next to its field, the input kept and the passwords not sent back", async () => {
    const answer = await shop.submit(await loadScreen("customer.create"), "/customer/account/create", {
      ...valid,
      email: "robin@",
      passwordConfirmation: "Another-Pass-2026",
    });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer).email).toEqual(["emailInvalid"]);
    expect(keptInputOf(answer)).toMatchObject({ firstname: "Robin", lastname: "Runner", email: "robin@" });
    expect(keptInputOf(answer)).not.toHaveProperty("password");
  });

  it("answers a password of too few classes of characters with 400 next to the password; no account is made", async () => {
    const answer = await shop.submit(await loadScreen("customer.create"), "/customer/account/create", {
      ...valid,
      email: "weak.password@example.com",
      password: "strongpass2026",
      passwordConfirmation: "strongpass2026",
    });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer).password).toEqual(["passwordClasses"]);
    expect(keptInputOf(answer)).not.toHaveProperty("password");
    const available = await shop.gql(`query($e: String!) { isEmailAvailable(email: $e) { is_email_available } }`, {
      e: "weak.password@example.com",
    });
    expect(available.isEmailAvailable.is_email_available).toBe(true);
  });

  it("refuses an email an account already uses with a 4xx next to the email", async () => {
    const answer = await shop.submit(await loadScreen("customer.create"), "/customer/account/create", {
      ...valid,
      email: DEMO_CUSTOMER.email,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(fieldErrorsOf(answer).email?.length).toBeGreaterThan(0);
  });

  it("creates the account, signs it in and goes on with a 303", async () => {
    const answer = await shop.submit(await loadScreen("customer.create"), "/customer/account/create", valid);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/account");
    expect(answer.context.shop.session.get("customerToken")).toBeTruthy();
  });
});

describe("forgot password and reset", () => {
  async function captchaPage(cookie = "") {
    const page = await shop.load(
      await loadScreen("customer.forgotPassword"),
      "/customer/account/forgotpassword?captcha=text",
      { cookie },
    );
    expect(page.status).toBe(200);
    const { a, b } = page.data.captcha as { a: number; b: number };
    return { cookie: page.cookie, answer: String(a + b), wrong: String(a + b + 1) };
  }

  it("a wrong captcha answer is refused with 400 next to the captcha, the email kept", async () => {
    const { cookie, wrong } = await captchaPage();
    const answer = await shop.submit(
      await loadScreen("customer.forgotPassword"),
      "/customer/account/forgotpassword",
      { email: DEMO_CUSTOMER.email, captcha: wrong },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer).captcha).toEqual(["captchaWrong"]);
    expect(keptInputOf(answer).email).toBe(DEMO_CUSTOMER.email);
  });

  it("a solved captcha sends the link, says so and leads to sign in; the link sets a new password", async () => {
    const { cookie, answer: solved } = await captchaPage();
    const sent = await shop.submit(
      await loadScreen("customer.forgotPassword"),
      "/customer/account/forgotpassword",
      { email: DEMO_CUSTOMER.email, captcha: solved },
      { cookie },
    );
    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/customer/account/login");
    expect(sent.context.shop.session.get("messages")).toMatchObject([{ type: "success" }]);

    const mail = (await (
      await fetch(`${shop.config.commerceUrl}/__test/mail?to=${encodeURIComponent(DEMO_CUSTOMER.email)}`)
    ).json()) as Array<{ text: string }>;
    const link = /resetpassword\?token=([^&\s]+)&email=(\S+)/.exec(mail.at(-1)!.text);
    expect(link, "the reset link in the mail").not.toBeNull();
    const reset = await loadScreen("customer.resetPassword");
    // The link's token moves into the session at once, out of the address.
    const moved = await shop.load(reset, `/customer/account/resetpassword?token=${link![1]}&email=${link![2]}`);
    expect(moved.status).toBe(302);
    expect(moved.location).toBe("/customer/account/resetpassword");
    expect(moved.response.headers.get("Referrer-Policy")).toBe("no-referrer");
    const page = await shop.load(reset, "/customer/account/resetpassword", { cookie: moved.cookie });
    expect(page.data).toMatchObject({ state: "VALID", email: DEMO_CUSTOMER.email });

    const mismatch = await shop.submit(
      reset,
      "/customer/account/resetpassword",
      { password: "New-Pass-2026!", passwordConfirmation: "Other-Pass-2026!" },
      { cookie: moved.cookie },
    );
    expect(mismatch.status).toBe(400);
    expect(fieldErrorsOf(mismatch).passwordConfirmation).toBeTruthy();

    const weak = await shop.submit(
      reset,
      "/customer/account/resetpassword",
      { password: "newpassword2026", passwordConfirmation: "newpassword2026" },
      { cookie: moved.cookie },
    );
    expect(weak.status).toBe(400);
    expect(fieldErrorsOf(weak).password).toEqual(["passwordClasses"]);

    const done = await shop.submit(
      reset,
      "/customer/account/resetpassword",
      { password: "New-Pass-2026!", passwordConfirmation: "New-Pass-2026!" },
      { cookie: moved.cookie },
    );
    expect(done.status).toBe(303);
    expect(done.location).toBe("/account");
    expect(done.context.shop.session.get("customerToken")).toBeTruthy();
    // Put back for the other tests of this file.
    await shop.gql(`mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`, {
      e: DEMO_CUSTOMER.email,
      p: "New-Pass-2026!",
    });
  });

  it("without a link the page says the link is missing, and a post is refused", async () => {
    const reset = await loadScreen("customer.resetPassword");
    const page = await shop.load(reset, "/customer/account/resetpassword");
    expect(page.data.state).toBe("MISSING");
    const answer = await shop.submit(reset, "/customer/account/resetpassword", {
      password: "New-Pass-2026!",
      passwordConfirmation: "New-Pass-2026!",
    });
    expect(answer.status).toBe(400);
    expect(answer.data.state).toBe("MISSING");
  });
});
