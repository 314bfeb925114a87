// Forms with their states, rendered from what the routes' own loaders and actions answer: idle, and
// after a refused post without JavaScript, with each error next to its field (aria-invalid, described
// by its list) in the shopper's words and the input kept (passwords never).
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, useShop, type Answer } from "./harness";
import { REVIEWED_PRODUCT } from "../../backend/seed/fixtures-reviews.js";
import { renderPage } from "./render";
import { loadRoot, loadScreen } from "./screen";

const shop = useShop();

/** The field's control in the page, and the text of the error list that describes it. */
function fieldOf(page: HTMLElement, name: string) {
  const control = page.querySelector<HTMLInputElement>(`form [name="${name}"]`);
  expect(control, `the field ${name}`).not.toBeNull();
  const described = control!.getAttribute("aria-describedby");
  const errors = described ? (page.querySelector(`#${described.split(" ")[0]}`)?.textContent ?? "") : "";
  const label = page.querySelector(`label[for="${control!.id}"]`)?.textContent ?? "";
  return { control: control!, invalid: control!.getAttribute("aria-invalid") === "true", errors, label };
}

/**
 * What describes the field's control, in the order a screen reader reads it: the text of each
 * element its `aria-describedby` names (each must be in the page).
 */
function descriptionOf(page: HTMLElement, name: string): string[] {
  const ids = fieldOf(page, name).control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => {
    const element = page.ownerDocument.getElementById(id);
    expect(element, `the element #${id} that describes ${name}`).not.toBeNull();
    return element!.textContent ?? "";
  });
}

async function pageState(id: Parameters<typeof loadScreen>[0], path: string, answer?: Answer, cookie = "") {
  const module = await loadScreen(id);
  const [root, page] = await Promise.all([
    shop.load(await loadRoot(), path, { cookie }),
    shop.load(module, path, { cookie }),
  ]);
  return renderPage(module, { path, root: root.data, loaderData: page.data, actionData: answer?.data });
}

describe("sign in", () => {
  it("idle: labelled fields, none marked invalid", async () => {
    const page = await pageState("customer.login", "/customer/account/login");
    const email = fieldOf(page, "email");
    expect(email.label).toMatch(/Email/);
    expect(email.invalid).toBe(false);
    expect(fieldOf(page, "password").control.type).toBe("password");
    expect(page.querySelector('form[method="post"]')).not.toBeNull();
  });

  it("refused: the error next to the email, the email kept, the password empty", async () => {
    const module = await loadScreen("customer.login");
    const answer = await shop.submit(module, "/customer/account/login", {
      email: "not-an-email",
      password: "secret-1",
    });
    const page = await pageState("customer.login", "/customer/account/login", answer);
    const email = fieldOf(page, "email");
    expect(email.invalid).toBe(true);
    expect(email.errors).toMatch(/valid email address/i);
    expect(email.control.getAttribute("value")).toBe("not-an-email");
    expect(fieldOf(page, "password").control.getAttribute("value") ?? "").toBe("");
  });

  it("a wrong password: the form says so, in German on the German store", async () => {
    const module = await loadScreen("customer.login");
    const answer = await shop.submit(module, "/de/customer/account/login", {
      email: DEMO_CUSTOMER.email,
      password: "wrong-password",
    });
    expect(answer.status).toBe(401);
    const page = await pageState("customer.login", "/de/customer/account/login", answer);
    expect(fieldOf(page, "email").control.getAttribute("value")).toBe(DEMO_CUSTOMER.email);
    expect(page.textContent).toContain("Die Anmeldung war nicht korrekt");
    expect(fieldOf(page, "email").label).toMatch(/E-Mail/);
  });
});

describe("create an account", () => {
  it("refused: each error next to its field, the names kept, no password sent back", async () => {
    const module = await loadScreen("customer.create");
    const answer = await shop.submit(module, "/customer/account/create", {
      firstname: "Robin",
      lastname: "",
      email: "robin@",
      password: "Strong-Pass-2026",
      passwordConfirmation: "Strong-Pass-2026",
    });
    const page = await pageState("customer.create", "/customer/account/create", answer);
    expect(fieldOf(page, "firstname").control.getAttribute("value")).toBe("Robin");
    expect(fieldOf(page, "firstname").invalid).toBe(false);
    expect(fieldOf(page, "lastname")).toMatchObject({ invalid: true, errors: "Required." });
    expect(fieldOf(page, "email").errors).toMatch(/valid email address/i);
    expect(fieldOf(page, "password").control.getAttribute("value") ?? "").toBe("");
  });

  it("the password is described by its rule, and after a too-short one by the error and still the rule", async () => {
    const idle = await pageState("customer.create", "/customer/account/create");
    expect(descriptionOf(idle, "password")).toEqual([HINT]);
    const module = await loadScreen("customer.create");
    const answer = await shop.submit(module, "/customer/account/create", {
      firstname: "Robin",
      lastname: "Demo",
      email: "robin.hint@example.com",
      password: "short",
      passwordConfirmation: "short",
    });
    expect(answer.status).toBe(400);
    const page = await pageState("customer.create", "/customer/account/create", answer);
    expect(fieldOf(page, "password").invalid).toBe(true);
    expect(descriptionOf(page, "password")).toEqual([expect.stringMatching(/8 characters/), HINT]);
  });
});

describe("forgot password", () => {
  const path = "/customer/account/forgotpassword?captcha=text";
  const HOW_TO_ANSWER = "Type the answer in digits, for example 12.";

  it("the captcha is described by how to answer it, and when refused by the error and then how to answer", async () => {
    const module = await loadScreen("customer.forgotPassword");
    const shown = await shop.load(module, path);
    expect(descriptionOf(await pageState("customer.forgotPassword", path), "captcha")).toEqual([HOW_TO_ANSWER]);
    const { a, b } = shown.data.captcha as { a: number; b: number };
    const answer = await shop.submit(
      module,
      path,
      { email: DEMO_CUSTOMER.email, captcha: String(a + b + 1) },
      { cookie: shown.cookie },
    );
    expect(answer.status).toBe(400);
    const page = await pageState("customer.forgotPassword", path, answer, shown.cookie);
    expect(fieldOf(page, "captcha").invalid).toBe(true);
    expect(descriptionOf(page, "captcha")).toEqual([fieldOf(page, "captcha").errors, HOW_TO_ANSWER]);
  });
});

const HINT =
  "At least 8 characters, with at least 3 of these: lower-case letters, capital letters, numbers, symbols (such as - or !). Leading and trailing spaces are not counted.";
const HINT_DE =
  "Mindestens 8 Zeichen, davon mindestens 3 dieser Arten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen (z. B. - oder !). Leerzeichen am Anfang und Ende zählen nicht.";

describe("change password", () => {
  const hintOf = (page: HTMLElement) => page.querySelector('[data-testid="password-hint"]')?.textContent;

  it("tells the new password's rule before a first try, in the store's language", async () => {
    const cookie = await shop.signIn();
    const page = await pageState("account.password", "/account/password", undefined, cookie);
    expect(hintOf(page)).toBe(HINT);
    const german = await pageState("account.password", "/de/account/password", undefined, cookie);
    expect(hintOf(german)).toBe(HINT_DE);
  });

  it("refused: the rule stays, the error is next to the new password", async () => {
    const cookie = await shop.signIn();
    const answer = await shop.submit(
      await loadScreen("account.password"),
      "/account/password",
      { currentPassword: DEMO_CUSTOMER.password, password: "short", passwordConfirmation: "short" },
      { cookie },
    );
    const page = await pageState("account.password", "/account/password", answer, cookie);
    expect(hintOf(page)).toBe(HINT);
    expect(fieldOf(page, "password").invalid).toBe(true);
    expect(fieldOf(page, "password").errors).toMatch(/8/);
    // The rule is read out with the error, not only before a first try.
    expect(descriptionOf(page, "password")).toEqual([fieldOf(page, "password").errors, HINT]);
  });

  it("a weak new password: refused next to it, saying which classes of characters to use", async () => {
    const cookie = await shop.signIn();
    const answer = await shop.submit(
      await loadScreen("account.password"),
      "/account/password",
      { currentPassword: DEMO_CUSTOMER.password, password: "allsmall123", passwordConfirmation: "allsmall123" },
      { cookie },
    );
    expect(answer.status).toBe(400);
    const page = await pageState("account.password", "/account/password", answer, cookie);
    expect(fieldOf(page, "password")).toMatchObject({
      invalid: true,
      errors: "Use at least 3 of these: lower-case letters, capital letters, numbers, symbols (such as - or !).",
    });
    // The demo password still signs in: the rule is for a password being set.
    await expect(shop.signIn()).resolves.toBeTruthy();
  });
});

describe("the address form", () => {
  it("idle: the customer's name filled in; refused: the postcode's error next to it, the street kept", async () => {
    const cookie = await shop.signIn();
    const idle = await pageState("account.addressNew", "/account/addresses/new", undefined, cookie);
    expect(fieldOf(idle, "firstname").control.getAttribute("value")).toBe(DEMO_CUSTOMER.firstname);
    expect(fieldOf(idle, "postcode").invalid).toBe(false);
    const answer = await shop.submit(
      await loadScreen("account.addressNew"),
      "/account/addresses/new",
      {
        intent: "save",
        firstname: "Alex",
        lastname: "Demo",
        street1: "1 Market Street",
        city: "Leeds",
        postcode: "NOT A POSTCODE",
        country: "GB",
        telephone: "+44 113 496 0000",
      },
      { cookie },
    );
    const page = await pageState("account.addressNew", "/account/addresses/new", answer, cookie);
    const postcode = fieldOf(page, "postcode");
    expect(postcode.invalid).toBe(true);
    expect(postcode.errors.length).toBeGreaterThan(0);
    expect(postcode.control.getAttribute("value")).toBe("NOT A POSTCODE");
    expect(fieldOf(page, "street1").control.getAttribute("value")).toBe("1 Market Street");
  });

  it("the telephone is described by its example, and when refused by the error and then the example", async () => {
    const cookie = await shop.signIn();
    const idle = await pageState("account.addressNew", "/account/addresses/new", undefined, cookie);
    const example = [expect.stringMatching(/^For delivery questions only, e\.g\. /)];
    expect(descriptionOf(idle, "telephone")).toEqual(example);
    const answer = await shop.submit(
      await loadScreen("account.addressNew"),
      "/account/addresses/new",
      {
        intent: "save",
        firstname: "Alex",
        lastname: "Demo",
        street1: "1 Market Street",
        city: "Leeds",
        postcode: "LS1 4AP",
        country: "GB",
        telephone: "",
      },
      { cookie },
    );
    const page = await pageState("account.addressNew", "/account/addresses/new", answer, cookie);
    expect(fieldOf(page, "telephone").invalid).toBe(true);
    expect(descriptionOf(page, "telephone")).toEqual([fieldOf(page, "telephone").errors, ...example]);
  });
});

describe("the address form's error summary", () => {
  /** The fields the summary links to, by the names it gives them. */
  const summaryOf = (page: HTMLElement) =>
    Array.from(page.querySelectorAll(".error-summary a")).map((link) => link.textContent);

  it("names an optional field without «(optional)», which stays in its label: the Irish store's Eircode", async () => {
    const cookie = await shop.signIn();
    const answer = await shop.submit(
      await loadScreen("account.addressNew"),
      "/ie/account/addresses/new",
      {
        intent: "save",
        firstname: "Nia",
        lastname: "Walsh",
        street1: "4 Quay Street",
        street2: "<flat>",
        city: "Galway",
        postcode: "12345",
        country: "IE",
        telephone: "085 123 4567",
      },
      { cookie },
    );
    expect(answer.status).toBe(400);
    const page = await pageState("account.addressNew", "/ie/account/addresses/new", answer, cookie);
    expect(summaryOf(page)).toEqual(["Address line 2", "Eircode"]);
    expect(fieldOf(page, "postcode").label).toBe("Eircode (optional)");
    expect(fieldOf(page, "street2").label).toBe("Address line 2 (optional)");
    expect(fieldOf(page, "street1").label).toBe("Address line 1");
  });

  it("does so in every language: the French store's company and county", async () => {
    const cookie = await shop.signIn();
    const answer = await shop.submit(
      await loadScreen("account.addressNew"),
      "/fr/account/addresses/new",
      {
        intent: "save",
        firstname: "Léa",
        lastname: "Martin",
        company: "x".repeat(256),
        street1: "12 rue de Rivoli",
        city: "Paris",
        region: "r".repeat(101),
        postcode: "75001",
        country: "FR",
        telephone: "06 12 34 56 78",
      },
      { cookie },
    );
    expect(answer.status).toBe(400);
    const page = await pageState("account.addressNew", "/fr/account/addresses/new", answer, cookie);
    expect(summaryOf(page)).toEqual(["Société", "Région"]);
    expect(fieldOf(page, "company").label).toBe("Société (facultatif)");
    expect(fieldOf(page, "region").label).toBe("Région (facultatif)");
  });
});

describe("checkout information", () => {
  it("refused: the email's error next to it and the email kept", async () => {
    const { cookie } = await shop.basketSession([{ sku: "PW-STRAPS", quantity: 1 }]);
    const module = await loadScreen("checkout.information");
    const idle = await pageState("checkout.information", "/checkout/information", undefined, cookie);
    expect(fieldOf(idle, "email").invalid).toBe(false);
    const answer = await shop.submit(module, "/checkout/information", { email: "jo@example" }, { cookie });
    const page = await pageState("checkout.information", "/checkout/information", answer, cookie);
    const email = fieldOf(page, "email");
    expect(email.invalid).toBe(true);
    expect(email.errors).toMatch(/valid email address/i);
    expect(email.control.getAttribute("value")).toBe("jo@example");
  });
});

describe("checkout delivery", () => {
  it("a method refused before any is listed: its error next to the methods, as a field's, and in the summary", async () => {
    let { cookie } = await shop.basketSession([{ sku: "PW-STRAPS", quantity: 1 }]);
    const info = await shop.submit(
      await loadScreen("checkout.information"),
      "/checkout/information",
      { email: "jo.methods@example.com" },
      { cookie },
    );
    cookie = info.cookie;
    const answer = await shop.submit(
      await loadScreen("checkout.delivery"),
      "/checkout/delivery",
      {
        firstname: "Jo",
        lastname: "Runner",
        street1: "1 Test Street",
        city: "London",
        postcode: "SW1A 1AA",
        country: "GB",
        telephone: "020 7946 0000",
        intent: "continue",
      },
      { cookie },
    );
    expect(answer.status).toBe(400);
    const page = await pageState("checkout.delivery", "/checkout/delivery", answer, cookie);
    const group = page.querySelector<HTMLFieldSetElement>("fieldset.method-choice")!;
    const described = group.getAttribute("aria-describedby") ?? "";
    const error = page.querySelector(`#${described}`);
    expect(error?.textContent).toBe("Please choose a delivery method.");
    expect(error?.classList.contains("field__error")).toBe(true);
    expect(group.contains(error)).toBe(true);
    // No methods are listed yet: the group says why, under its error.
    expect(group.querySelectorAll("input[type=radio]")).toHaveLength(0);
    expect(group.textContent).toContain("Confirm the delivery address to see the delivery options for it.");
    // Without JavaScript the summary leads the form, takes the focus and links to the methods.
    const summary = page.querySelector(".error-summary")!;
    expect(summary.hasAttribute("autofocus")).toBe(true);
    const links = Array.from(summary.querySelectorAll("a")).map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([["Delivery method", "#delivery-methods"]]);
    expect(page.querySelector("#delivery-methods")?.contains(group)).toBe(true);
  });
});

describe("the coupon form in the basket", () => {
  it("idle, then refused: the code kept and the reason next to the field", async () => {
    const { cookie } = await shop.basketSession([{ sku: "PW-CREA-250", quantity: 1 }]);
    const idle = await pageState("basket", "/basket", undefined, cookie);
    expect(fieldOf(idle, "code").invalid).toBe(false);
    const answer = await shop.submit(
      await loadScreen("basket"),
      "/basket",
      { intent: "apply-coupon", code: "NOPE123" },
      { cookie },
    );
    const page = await pageState("basket", "/basket", answer, cookie);
    const code = fieldOf(page, "code");
    expect(code.invalid).toBe(true);
    expect(code.errors).toContain('The coupon code "NOPE123" is not valid.');
    expect(code.control.getAttribute("value")).toBe("NOPE123");
  });
});

describe("a verified buyer's review", () => {
  const review = {
    intent: "review",
    nickname: "Alex",
    summary: "Smooth in a shaker",
    rating: "4",
    text: "Mixes without lumps and tastes of caramel.",
  };
  const params = { params: { urlKey: REVIEWED_PRODUCT.url_key } };
  const note = (page: HTMLElement) => page.querySelector('#reviews [data-testid="review-submitted"]');
  async function productPage(path: string, cookie: string, answer?: Answer) {
    const module = await loadScreen("product");
    const [root, page] = await Promise.all([
      shop.load(await loadRoot(), path, { cookie }),
      shop.load(module, path, { ...params, cookie }),
    ]);
    const html = renderPage(module, { path, root: root.data, loaderData: page.data, actionData: answer?.data });
    return { html, cookie: page.cookie };
  }

  it("without JavaScript: back at the reviews, where the form's place says it awaits moderation, once", async () => {
    const path = `/fr/produits/${REVIEWED_PRODUCT.url_key}`;
    const module = await loadScreen("product");
    const cookie = await shop.signIn(DEMO_CUSTOMER);
    const posted = await shop.submit(module, path, review, { ...params, cookie });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(`${path}#reviews`);
    // Not a notice at the top of the page, far from where the shopper was.
    expect(JSON.stringify(posted.context.shop.session.get("messages") ?? [])).not.toContain("Votre avis");

    const { html: after, cookie: seen } = await productPage(path, posted.cookie);
    expect(note(after)?.textContent).toContain("Votre avis a été envoyé et attend d’être modéré.");
    expect(note(after)?.textContent).toContain("apparaîtra ici dès qu’il aura été approuvé");
    expect(note(after)?.getAttribute("role")).toBe("status");
    // Nothing that needs a script to work: the way back to the form is the next visit.
    expect(note(after)?.querySelector("button")).toBeNull();
    expect(after.querySelector("#reviews form.review-form")).toBeNull();
    expect(after.querySelector("#reviews")?.textContent).not.toContain(review.summary);

    const { html: again } = await productPage(path, seen);
    expect(note(again)).toBeNull();
    expect(again.querySelector("#reviews form.review-form")).not.toBeNull();
  });

  it("with JavaScript: the answer is data the form shows in place, nothing kept for a next page", async () => {
    const path = `/products/${REVIEWED_PRODUCT.url_key}`;
    const module = await loadScreen("product");
    const cookie = await shop.signIn(DEMO_CUSTOMER);
    const posted = await shop.submit(module, path, { ...review, response: "fetcher" }, { ...params, cookie });
    expect(posted.status).toBe(200);
    expect(posted.data.review.submitted).toBe(true);
    const { html: after } = await productPage(path, posted.cookie, posted);
    expect(note(after)?.textContent).toContain("Your review has been submitted and is awaiting moderation.");
    expect(note(after)?.textContent).toContain("yours will be listed here once it has been approved");
    const next = await shop.load(module, path, { ...params, cookie: posted.cookie });
    expect(next.data).not.toHaveProperty("reviewReceived");
  });
});

describe("the newsletter page", () => {
  async function newsletterPage(path: string, cookie: string) {
    const module = await loadScreen("newsletter");
    const [root, page] = await Promise.all([
      shop.load(await loadRoot(), path, { cookie }),
      shop.load(module, path, { cookie }),
    ]);
    return { html: renderPage(module, { path, root: root.data, loaderData: page.data }), cookie: page.cookie };
  }

  it("without JavaScript: after subscribing there, its thanks and welcome code stand in the form's place, once", async () => {
    const module = await loadScreen("newsletter");
    const email = `page-${Date.now()}@example.com`;
    const posted = await shop.submit(module, "/newsletter", { intent: "subscribe", email, returnTo: "/newsletter" });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe("/newsletter");
    // Not also a notice at the top of the same page.
    expect(posted.context.shop.session.get("messages") ?? []).toEqual([]);

    const { html: after, cookie } = await newsletterPage("/newsletter", posted.cookie);
    const thanks = after.querySelector('[data-testid="newsletter-thanks"]');
    expect(thanks?.getAttribute("role")).toBe("status");
    expect(thanks?.textContent).toContain("Thank you for your subscription.");
    expect(thanks?.querySelector('[data-testid="welcome-code"]')?.textContent).toMatch(/^WELCOME-[A-Z2-9]{8}$/);
    expect(after.querySelector("main, section")?.querySelector('input[type="email"]')).toBeNull();
    expect(after.querySelector(".newsletter-page")?.textContent).not.toContain("Subscribe");
    expect(after.querySelector('.newsletter-page a[href="/"]')?.textContent).toBe("Continue shopping");

    const { html: again } = await newsletterPage("/newsletter", cookie);
    expect(again.querySelector('[data-testid="newsletter-thanks"]')).toBeNull();
    expect(again.querySelector('.newsletter-page input[type="email"]')).not.toBeNull();
  });

  it("from another page's footer, without JavaScript, the thanks are that page's notice, as before", async () => {
    const module = await loadScreen("newsletter");
    const email = `footer-${Date.now()}@example.com`;
    const posted = await shop.submit(module, "/newsletter", { intent: "subscribe", email, returnTo: "/protein" });
    expect(posted.location).toBe("/protein");
    expect(posted.context.shop.session.get("messages")).toMatchObject([
      { type: "success", text: expect.stringContaining("Thank you for your subscription.") },
    ]);
    expect(posted.context.shop.session.get("newsletterThanks")).toBeUndefined();
  });
});

describe("the newsletter's double opt-in (the German store)", () => {
  async function newsletterPage(path: string, cookie = "") {
    const module = await loadScreen("newsletter");
    const [root, page] = await Promise.all([
      shop.load(await loadRoot(), path, { cookie }),
      shop.load(module, path, { cookie }),
    ]);
    return renderPage(module, { path, root: root.data, loaderData: page.data });
  }
  const linkMailedTo = (email: string) => {
    const mail = shop.backend.db
      .prepare("SELECT body_text FROM mail_outbox WHERE recipient = ? AND kind = 'newsletter-confirmation'")
      .pluck()
      .get(email) as string;
    return new URL(/https?:\/\/\S+/.exec(mail)![0]);
  };

  const welcomeMailsTo = (email: string) =>
    shop.backend.db
      .prepare("SELECT COUNT(*) FROM mail_outbox WHERE recipient = ? AND kind = 'newsletter-welcome'")
      .pluck()
      .get(email) as number;

  it("asks to confirm and says the code comes then; the email's link opens a button that confirms and shows the code, once", async () => {
    const module = await loadScreen("newsletter");
    const email = `doi-${Date.now()}@example.de`;
    const posted = await shop.submit(module, "/de/newsletter", {
      intent: "subscribe",
      email,
      returnTo: "/de/newsletter",
      response: "fetcher",
    });
    const { outcome } = posted.data;
    expect(outcome.thanks).toBe(
      "Eine Bestätigungsanfrage wurde gesendet. Bestätigen Sie mit dem Link in der E-Mail, dann schicken wir Ihnen Ihren Code für 10 % Rabatt auf Ihre erste Bestellung.",
    );
    expect(outcome.welcome).toBeNull();
    expect(JSON.stringify(outcome)).not.toMatch(/WELCOME-/);

    const link = linkMailedTo(email);
    expect(link.pathname).toBe("/de/newsletter");
    // Opening the link (as a mail scanner or a link preview may) changes nothing: the page asks.
    const opened = await newsletterPage(`${link.pathname}${link.search}`);
    const ask = opened.querySelector<HTMLFormElement>('[data-testid="newsletter-confirm"]');
    expect(ask?.getAttribute("method")).toBe("post");
    expect(ask?.textContent).toContain("Anmeldung bestätigen");
    expect(opened.querySelector('[data-testid="newsletter-thanks"]')).toBeNull();
    expect(welcomeMailsTo(email)).toBe(0);
    const fields = {
      intent: "confirm",
      id: link.searchParams.get("id")!,
      code: link.searchParams.get("code")!,
    };

    // Confirmed without JavaScript: back on the page, whose thanks carry the code.
    const confirmed = await shop.submit(module, "/de/newsletter", fields);
    expect(confirmed.location).toBe("/de/newsletter");
    expect(confirmed.context.shop.session.get("newsletterThanks")).toMatchObject({
      thanks: "Ihre Anmeldung ist bestätigt. Vielen Dank!",
      welcome: { code: expect.stringMatching(/^WELCOME-[A-Z2-9]{8}$/) },
    });
    expect(welcomeMailsTo(email)).toBe(1);

    // The button pressed again (with JavaScript this time): confirmed still, no second code.
    const again = await shop.submit(module, "/de/newsletter", { ...fields, response: "fetcher" });
    expect(again.data.outcome).toMatchObject({ type: "success", thanks: "Ihre Anmeldung ist bestätigt. Vielen Dank!" });
    expect(again.data.outcome.welcome).toBeNull();
    expect(welcomeMailsTo(email)).toBe(1);
  });

  it("a link that does not work says so when confirmed, with the form to subscribe again", async () => {
    const module = await loadScreen("newsletter");
    const posted = await shop.submit(module, "/de/newsletter", {
      intent: "confirm",
      id: "1",
      code: "0".repeat(32),
      response: "fetcher",
    });
    expect(posted.status).toBe(400);
    expect(posted.data.outcome).toMatchObject({
      type: "error",
      text: "Dieser Bestätigungslink ist ungültig. Melden Sie sich unten erneut an, dann schicken wir Ihnen einen neuen.",
    });
    // Without JavaScript the same words head the newsletter page, whose form is there again.
    const plain = await shop.submit(module, "/de/newsletter", { intent: "confirm", id: "1", code: "0".repeat(32) });
    expect(plain.location).toBe("/de/newsletter");
    expect(plain.context.shop.session.get("messages")).toMatchObject([
      { type: "error", text: expect.stringContaining("Dieser Bestätigungslink ist ungültig.") },
    ]);
  });

  it("a link that is not one shows the page's form, and a forged confirmation is refused (400)", async () => {
    const page = await newsletterPage("/de/newsletter?id=abc&code=");
    expect(page.querySelector('[data-testid="newsletter-confirm"]')).toBeNull();
    expect(page.querySelector('.newsletter-page input[type="email"]')).not.toBeNull();
    const module = await loadScreen("newsletter");
    const posted = await shop.submit(module, "/de/newsletter", { intent: "confirm", id: "0", code: "" });
    expect(posted.status).toBe(400);
  });
});
