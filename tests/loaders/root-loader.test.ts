// The root loader (app shell) against a mocked backend: a backend that cannot be reached gives the
// friendly 503 answer with Retry-After; a reachable one gives a public page for an anonymous visitor.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/root";
import { commerce, loadContext, mockCommerce } from "./commerce-mock";

const context = loadContext;

const server = mockCommerce();

const shopper = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

const GERMAN_SUGGESTION = {
  popup_enabled: true, website: "de", store: "de", currency: "EUR",
  popup_title: "Wir liefern auch nach Deutschland", popup_subline: null, popup_button: "Zum deutschen Shop", popup_copy1: null, popup_copy2: null,
};

function appAnswer(cookieConsentEnabled: boolean) {
  return commerce.query("App", () =>
    HttpResponse.json({
      data: {
        storeConfig: { store_code: "default", store_name: "United Kingdom", page_cache_ttl: 300, default_robots: "INDEX,FOLLOW", cookie_consent_enabled: cookieConsentEnabled },
        availableStores: [{ store_code: "default", store_name: "United Kingdom", base_currency_code: "GBP", available_currency_codes: ["GBP"] }],
        currency: { base_currency_code: "GBP", default_display_currency_code: "GBP", available_currency_codes: ["GBP"], formats: [] },
        categories: { items: [] },
      },
    }),
  );
}

const suggestsGermany = () =>
  commerce.query("SessionData", () => HttpResponse.json({ data: { sessionData: { geo_store: GERMAN_SUGGESTION, customer: null, cart: null } } }));

describe("root loader: a new visitor's geo suggestion", () => {
  it("waits for the answer to the cookie question, and the cookie waits for a page that exists", async () => {
    server.use(appAnswer(true), suggestsGermany());
    const context = { ...loadContext };
    const result = await loader({ request: new Request("http://shop.test/", { headers: shopper }), params: {}, context });
    expect(result.data.geo).toBeNull();
    // Not sent by the root itself: entry.server adds it only to an answer below 400.
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toBeNull();
    expect(context.sessionStartCookie).toMatch(/^pw_session=/);
  });

  it("is shown once the cookie question is answered", async () => {
    server.use(appAnswer(true), suggestsGermany());
    const request = new Request("http://shop.test/", { headers: { ...shopper, Cookie: "pw_cookie_consent=necessary" } });
    const result = await loader({ request, params: {}, context: { ...loadContext } });
    expect(result.data.geo?.store).toBe("de");
  });

  it("is dropped in the store it suggests", async () => {
    server.use(appAnswer(false), suggestsGermany());
    const context = { ...loadContext };
    await loader({ request: new Request("http://shop.test/", { headers: shopper }), params: {}, context });
    // The same session, now looking at the German store's pages.
    const cookie = context.sessionStartCookie!.split(";")[0];
    const german = await loader({ request: new Request("http://shop.test/de", { headers: { ...shopper, Cookie: cookie } }), params: {}, context: { ...loadContext } });
    expect(german.data.geo).toBeNull();
  });

  it("is never asked for by a bot", async () => {
    server.use(appAnswer(false), suggestsGermany());
    const context = { ...loadContext };
    const bot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    const result = await loader({ request: new Request("http://shop.test/", { headers: bot }), params: {}, context });
    expect(result.data.geo).toBeNull();
    expect(context.sessionStartCookie).toBeUndefined();
  });
});

describe("root loader", () => {
  it("answers 503 with Retry-After when the backend is down", async () => {
    server.use(commerce.query("App", () => HttpResponse.error()), commerce.query("SessionData", () => HttpResponse.error()));
    const failure = await loader({ request: new Request("http://shop.test/", { headers: shopper }), params: {}, context }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ init: { status: 503 }, data: { kind: "network" } });
    expect(new Headers((failure as { init: ResponseInit }).init.headers).get("Retry-After")).toBe("30");
  });

  it("builds the shell for an anonymous visitor as a public, cacheable page", async () => {
    server.use(
      commerce.query("App", () =>
        HttpResponse.json(
          {
            data: {
              storeConfig: { store_code: "default", store_name: "United Kingdom", grid_per_page: 18, page_cache_ttl: 300, default_robots: "INDEX,FOLLOW", error_note: true },
              availableStores: [{ store_code: "default", store_name: "United Kingdom", base_currency_code: "GBP", available_currency_codes: ["GBP", "EUR"] }],
              currency: { base_currency_code: "GBP", default_display_currency_code: "GBP", available_currency_codes: ["GBP", "EUR"], formats: [] },
              categories: { items: [{ uid: "Mg==", name: "Root", url_key: "root", url_path: "root", children: [] }] },
            },
          },
          { headers: { "X-Magento-Tags": "store_config,cat_c,cat_c_2" } },
        ),
      ),
      commerce.query("SessionData", () => HttpResponse.json({ data: { sessionData: { geo_store: { popup_enabled: false, store: "default" }, customer: null, cart: null } } })),
    );
    const result = await loader({ request: new Request("http://shop.test/", { headers: shopper }), params: {}, context });
    expect(result.data.storeName).toBe("United Kingdom");
    expect(result.data.geo).toBeNull();
    const headers = new Headers(result.init?.headers);
    expect(headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(headers.get("Surrogate-Control")).toBe("max-age=300, stale-while-revalidate=300");
    expect(headers.get("Surrogate-Key")).toBe("store_config cat_c cat_c_2");
    expect(headers.get("Set-Cookie")).toBeNull();
  });
});
