// The shell's routes: the root loader (every page's frame), the store layout (the shell around a
// store's pages, and each page's hreflang alternates), robots.txt, and the popups' and error page's forms
// (store and currency, newsletter, cookie banner, error feedback) as posts without JavaScript.
import { describe, expect, it } from "vitest";
import { CREATINE } from "../../backend/seed/fixtures.js";
import { fieldErrorsOf, keptInputOf, useShop } from "./harness";
import { loadDeclaredRoute, loadRoot, loadScreen } from "./screen";

const shop = useShop();

describe("the root loader", () => {
  it("frames an anonymous visitor's page publicly, without a session", async () => {
    const root = await loadRoot();
    const page = await shop.load(root, "/");
    expect(page.status).toBe(200);
    expect(page.data.storeName).toBeTruthy();
    expect(page.response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(page.response.headers.getSetCookie()).toEqual([]);
  });

  it("shows the messages an action queued once, then forgets them, privately", async () => {
    const root = await loadRoot();
    const cookie = await shop.mint({
      messages: [{ type: "success", text: "Saved.", area: "global", permanent: false }],
    });
    const first = await shop.load(root, "/", { cookie });
    expect(first.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(JSON.stringify(first.data)).toContain("Saved.");
    const second = await shop.load(root, "/", { cookie: first.cookie });
    expect(JSON.stringify(second.data)).not.toContain("Saved.");
  });
});

describe("the store layout and robots.txt", () => {
  it("the store layout frames the pages and answers only the page's hreflang alternates, no action", async () => {
    for (const id of ["storeLayout", "storeLayout.de"]) {
      const layout = await loadDeclaredRoute(id);
      expect(layout.action, id).toBeUndefined();
      expect(layout.default, id).toBeTypeOf("function");
    }
    const layout = await loadDeclaredRoute("storeLayout.de");
    const page = await shop.load(layout, `/de/produkte/${CREATINE.url_key}`);
    expect(page.status).toBe(200);
    expect(page.response.headers.getSetCookie()).toEqual([]);
    const alternates = (page.data as { alternates: Array<{ hrefLang: string; path: string }> }).alternates;
    expect(alternates).toContainEqual({ hrefLang: "en-GB", path: `/products/${CREATINE.url_key}` });
    expect(alternates).toContainEqual({ hrefLang: "fr-FR", path: `/fr/produits/${CREATINE.url_key}` });
    expect(alternates).toContainEqual({ hrefLang: "x-default", path: `/products/${CREATINE.url_key}` });
  });

  it("robots.txt keeps the private screens out in every store, on the configured origin", async () => {
    const robots = await loadDeclaredRoute("robots");
    const answer = await shop.load(robots, "/robots.txt", { headers: { Host: "forged.example" } });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const text = await (answer.result as Response).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ["/basket", "/checkout", "/account", "/de/basket"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain("Host: http://shop.test");
    expect(text).not.toContain("forged.example");
    expect(text).not.toMatch(/Disallow: \/products\b/);
  });
});

describe("store and currency preferences", () => {
  it("shows the page with a return path on our own origin only", async () => {
    const screen = await loadScreen("preferences");
    const page = await shop.load(screen, "/preferences?returnTo=/search%3Fq%3Dwhey");
    expect(page.data.returnTo).toBe("/search?q=whey");
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    const evil = await shop.load(screen, "/preferences?returnTo=//evil.example");
    expect(evil.data.returnTo).toBe("/");
  });

  it("an unknown store is refused next to the field; a real one moves the shopper to the same page there", async () => {
    const screen = await loadScreen("preferences");
    const bad = await shop.submit(screen, "/preferences", { intent: "preferences", store: "zz", returnTo: "/" });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad).store).toEqual(["storeInvalid"]);
    const moved = await shop.submit(screen, "/preferences", {
      intent: "preferences",
      store: "de",
      currency: "EUR",
      returnTo: `/products/${CREATINE.url_key}`,
    });
    expect(moved.status).toBe(303);
    expect(moved.location).toBe(`/de/produkte/${CREATINE.url_key}`);
    expect(moved.context.shop.session.get("messages")).toMatchObject([{ type: "success" }]);
  });
});

describe("the newsletter", () => {
  it("shows its page; a bad email is refused next to the field, kept; a good one says thanks on the next page", async () => {
    const screen = await loadScreen("newsletter");
    const page = await shop.load(screen, "/newsletter");
    expect(page.status).toBe(200);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    const bad = await shop.submit(screen, "/newsletter", { intent: "subscribe", email: "me@", returnTo: "/" });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad).email).toEqual(["emailInvalid"]);
    expect(keptInputOf(bad).email).toBe("me@");
    const good = await shop.submit(screen, "/newsletter", {
      intent: "subscribe",
      email: `runner.${crypto.randomUUID().slice(0, 6)}@example.com`,
      returnTo: "/search?q=whey",
    });
    expect(good.status).toBe(303);
    expect(good.location).toBe("/search?q=whey");
    expect(good.response.headers.getSetCookie().some((c) => c.startsWith("pw_newsletter=yes"))).toBe(true);
    expect(good.context.shop.session.get("messages")).toMatchObject([{ type: "success" }]);
  });

  it("dismissing keeps the popup away with a cookie and goes back", async () => {
    const answer = await shop.submit(await loadScreen("newsletter"), "/newsletter", {
      intent: "dismiss",
      returnTo: "/basket",
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/basket");
    expect(answer.response.headers.getSetCookie().some((c) => c.startsWith("pw_newsletter=no"))).toBe(true);
  });
});

describe("the cookie banner", () => {
  it("shows the current answer; an unknown choice is 400; an answer is kept in a cookie and the session", async () => {
    const screen = await loadScreen("cookieConsent");
    const page = await shop.load(screen, "/cookie-consent", { cookie: "pw_cookie_consent=necessary" });
    expect(page.status).toBe(200);
    expect(page.data.consent).toBe("necessary");
    const bad = await shop.submit(screen, "/cookie-consent", { intent: "cookie-consent", consent: "some" });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad).consent).toEqual(["consentInvalid"]);
    const answered = await shop.submit(screen, "/cookie-consent", {
      intent: "cookie-consent",
      consent: "all",
      returnTo: "/products",
    });
    expect(answered.status).toBe(303);
    expect(answered.location).toBe("/products");
    expect(answered.response.headers.getSetCookie().some((c) => c.startsWith("pw_cookie_consent=all"))).toBe(true);
    expect(answered.context.shop.session.get("cookieConsent")).toBe("all");
  });
});

describe("the error page's feedback", () => {
  const traceId = "a".repeat(64);

  it("an empty note is 'Required.' next to the field, the trace kept; a note thanks the shopper", async () => {
    const screen = await loadScreen("errorFeedback");
    const page = await shop.load(screen, "/error-feedback");
    expect(page.data.thanks).toBe(false);
    const empty = await shop.submit(screen, "/error-feedback", { intent: "note", traceId, note: "   " });
    expect(empty.status).toBe(400);
    expect(fieldErrorsOf(empty).note).toEqual(["required"]);
    expect(empty.data.traceId).toBe(traceId);
    const sent = await shop.submit(screen, "/error-feedback", {
      intent: "note",
      traceId,
      note: "The basket button did nothing.",
    });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/error-feedback?thanks=1");
    const thanks = await shop.load(screen, "/error-feedback?thanks=1");
    expect(thanks.data.thanks).toBe(true);
  });
});
