// The root loader (app shell) against a mocked backend: a backend that cannot be reached gives the
// friendly 503 answer with Retry-After; a reachable one gives a public page for an anonymous visitor.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/root";
import { commerce, loadContext as context, mockCommerce } from "./commerce-mock";

const server = mockCommerce();

const shopper = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

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
