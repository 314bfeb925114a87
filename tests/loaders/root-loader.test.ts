// The root loader (app shell) against a mocked backend: a backend that cannot be reached gives the
// friendly 503 answer with Retry-After; a reachable one gives a public page for an anonymous visitor.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { forgetAnonymousSessionData } from "~/commerce/customer/session-data.server";
import { answeringBackendFailures } from "~/http/backend-failures.server";
import { loader } from "~/root";
import { commitChangedSession } from "~/request-context.server";
import { commerce, contextFor, mockCommerce } from "../mocks";
import { sessionData, suggestsStore } from "../mocks/session-data";
import { storeWith } from "../mocks/store";

/** Runs the root loader as server.ts would, and what the server then sends with an answer of `status`. */
async function loadRoot(url: string, headers: Record<string, string>, status = 200) {
  const request = new Request(url, { headers });
  const context = await contextFor(request);
  const result = await loader({ request, params: {}, context });
  const response = new Response(null, { status, headers: new Headers(result.init?.headers) });
  await commitChangedSession(context, request, response);
  return { result, context, request, response };
}

const server = mockCommerce();

const shopper = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

describe("root loader: a new visitor's geo suggestion", () => {
  it("waits for the answer to the cookie question, and the session starts only with a page that exists", async () => {
    server.use(storeWith({ cookie_consent_enabled: true }), suggestsStore("de"));
    const page = await loadRoot("http://shop.test/", shopper);
    expect(page.result.data.geo).toBeNull();
    // The root never sets the cookie itself: the server does, once, after the answer is made.
    expect(new Headers(page.result.init?.headers).get("Set-Cookie")).toBeNull();
    expect(page.response.headers.getSetCookie()).toHaveLength(1);
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");
    const missing = await loadRoot("http://shop.test/no-such-page", shopper, 404);
    expect(missing.response.headers.getSetCookie()).toEqual([]);
  });

  it("is shown once the cookie question is answered", async () => {
    server.use(storeWith({ cookie_consent_enabled: true }), suggestsStore("de"));
    const { result } = await loadRoot("http://shop.test/", { ...shopper, Cookie: "pw_cookie_consent=necessary" });
    expect(result.data.geo?.store).toBe("de");
  });

  it("is not asked again on a private page when the consent cookie has the answer (a session that ran out)", async () => {
    // A visitor the backend would suggest a store to gets a session at once.
    server.use(storeWith({ cookie_consent_enabled: true }), suggestsStore("de"));
    const first = await loadRoot("http://shop.test/", shopper);
    expect(first.result.data.popups.cookieConsent.show).toBe(true);
    const session = first.response.headers.getSetCookie()[0].split(";")[0];
    // A new session (the old one expired after 30 days), the year-long consent cookie still there.
    const later = await loadRoot("http://shop.test/", { ...shopper, Cookie: `${session}; pw_cookie_consent=all` });
    expect(later.result.data.popups.cookieConsent.show).toBe(false);
    // Without a session (nothing to suggest either) the page is public and the same for all: the
    // banner stays in it, and the browser hides it.
    server.use(sessionData({}));
    // The backend now answers otherwise for the same visitor headers: what the shop remembered of
    // its answer for cookie-less visitors (a minute) is not what this test is about.
    forgetAnonymousSessionData();
    const cached = await loadRoot("http://shop.test/", { ...shopper, Cookie: "pw_cookie_consent=all" });
    expect(cached.response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(cached.result.data.popups.cookieConsent.show).toBe(true);
  });

  it("is dropped in the store it suggests", async () => {
    server.use(storeWith({ cookie_consent_enabled: false }), suggestsStore("de"));
    const first = await loadRoot("http://shop.test/", shopper);
    expect(first.result.data.geo?.store).toBe("de");
    // The same session, now looking at the German store's pages.
    const cookie = first.response.headers.getSetCookie()[0].split(";")[0];
    const german = await loadRoot("http://shop.test/de", { ...shopper, Cookie: cookie });
    expect(german.result.data.geo).toBeNull();
  });

  it("is never asked for by a bot, who gets no session", async () => {
    server.use(storeWith({ cookie_consent_enabled: false }), suggestsStore("de"));
    const bot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    const { result, response } = await loadRoot("http://shop.test/", bot);
    expect(result.data.geo).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("one session commit per request", () => {
  it("two loaders changing the session in one request give one cookie with both changes", async () => {
    server.use(storeWith({ cookie_consent_enabled: false }), suggestsStore("de"));
    const request = new Request("http://shop.test/", { headers: shopper });
    const context = await contextFor(request);
    // The root loader starts the session (the geo suggestion) while another part of the request
    // keeps an answer in it.
    const [root] = await Promise.all([
      loader({ request, params: {}, context }),
      Promise.resolve().then(() => context.shop.session.set("cookieConsent", "all")),
    ]);
    const response = new Response(null, { status: 200, headers: new Headers(root.init?.headers) });
    await commitChangedSession(context, request, response);
    const cookies = response.headers.getSetCookie().filter((c) => c.startsWith("pw_session="));
    expect(cookies).toHaveLength(1);
    // The next request sees both changes.
    const next = new Request("http://shop.test/", { headers: { ...shopper, Cookie: cookies[0].split(";")[0] } });
    const nextContext = await contextFor(next);
    expect(nextContext.shop.session.get("geoStore")?.store).toBe("de");
    expect(nextContext.shop.session.get("cookieConsent")).toBe("all");
  });

  it("an answer that changed nothing sets no cookie", async () => {
    server.use(storeWith({ cookie_consent_enabled: false }), sessionData({}));
    const { response } = await loadRoot("http://shop.test/", shopper);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("root loader", () => {
  it("answers 503 with Retry-After when the backend is down", async () => {
    server.use(
      commerce.query("App", () => HttpResponse.error()),
      commerce.query("SessionData", () => HttpResponse.error()),
    );
    const request = new Request("http://shop.test/", { headers: shopper });
    // As server.ts runs it: backend failures are answered around every loader (answerBackendFailures).
    const failure = await answeringBackendFailures(loader)({
      request,
      params: {},
      context: await contextFor(request),
    }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ init: { status: 503 }, data: { kind: "network" } });
    expect(new Headers((failure as { init: ResponseInit }).init.headers).get("Retry-After")).toBe("30");
  });

  it("builds the shell for an anonymous visitor as a public, cacheable page", async () => {
    server.use(
      commerce.query("App", () =>
        HttpResponse.json(
          {
            data: {
              storeConfig: {
                store_code: "default",
                store_name: "United Kingdom",
                grid_per_page: 18,
                page_cache_ttl: 300,
                default_robots: "INDEX,FOLLOW",
                error_note: true,
              },
              availableStores: [
                {
                  store_code: "default",
                  store_name: "United Kingdom",
                  base_currency_code: "GBP",
                  available_currency_codes: ["GBP", "EUR"],
                },
              ],
              currency: {
                base_currency_code: "GBP",
                default_display_currency_code: "GBP",
                available_currency_codes: ["GBP", "EUR"],
                formats: [],
              },
              categories: { items: [{ uid: "Mg==", name: "Root", url_key: "root", url_path: "root", children: [] }] },
            },
          },
          { headers: { "X-Magento-Tags": "store_config,cat_c,cat_c_2" } },
        ),
      ),
      commerce.query("SessionData", () =>
        HttpResponse.json({
          data: { sessionData: { geo_store: { popup_enabled: false, store: "default" }, customer: null, cart: null } },
        }),
      ),
    );
    const request = new Request("http://shop.test/", { headers: shopper });
    const result = await loader({ request, params: {}, context: await contextFor(request) });
    expect(result.data.storeName).toBe("United Kingdom");
    expect(result.data.geo).toBeNull();
    const headers = new Headers(result.init?.headers);
    expect(headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(headers.get("Surrogate-Control")).toBe("max-age=300, stale-while-revalidate=300");
    expect(headers.get("Surrogate-Key")).toBe("store_config cat_c cat_c_2");
    expect(headers.get("Set-Cookie")).toBeNull();
  });
});

describe("the request context", () => {
  it("belongs to the store of the page, also for a client-side navigation's data request", async () => {
    for (const [path, store] of [
      ["/us.data", "us"],
      ["/de/protein.data", "de"],
      ["/_root.data", "default"],
      ["/us", "us"],
    ]) {
      const context = await contextFor(new Request(`http://shop.test${path}`));
      expect(context.shop.storeView.code, path).toBe(store);
    }
  });
});
