import { describe, expect, it } from "vitest";
import { cacheHeaders, pageHeaders, PRIVATE_NO_STORE } from "~/http/cache.server";

function combine(root: Headers, route: Headers) {
  return new Headers(
    pageHeaders({ loaderHeaders: route, parentHeaders: root, actionHeaders: new Headers(), errorHeaders: undefined }),
  );
}

describe("page cache headers", () => {
  it("makes anonymous catalogue pages public for the shorter TTL, with both parts' tags", () => {
    const root = cacheHeaders({ personal: false, ttl: 600, tags: ["store_config", "cat_c"] });
    const route = cacheHeaders({ personal: false, ttl: 300, tags: ["cat_p", "cat_p_1", "cat_c"] });
    const headers = combine(root, route);
    // Browsers revalidate every time; only shared caches keep the page, for the shorter lifetime.
    expect(headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(headers.get("Surrogate-Control")).toBe("max-age=300, stale-while-revalidate=300");
    expect(headers.get("CDN-Cache-Control")).toBe("public, max-age=300, stale-while-revalidate=300");
    expect(headers.get("Vary")).toBe("Cookie");
    expect(headers.get("Surrogate-Key")).toBe("store_config cat_c cat_p cat_p_1");
    expect(headers.get("Cache-Tag")).toBe("store_config,cat_c,cat_p,cat_p_1");
  });

  it("makes the page private when the shopper has a session, whatever the route says", () => {
    const headers = combine(
      cacheHeaders({ personal: true, ttl: 600 }),
      cacheHeaders({ personal: false, ttl: 600, tags: ["cat_p"] }),
    );
    expect(headers.get("Cache-Control")).toBe(PRIVATE_NO_STORE);
    expect(headers.get("Surrogate-Key")).toBeNull();
    expect(headers.get("Surrogate-Control")).toBeNull();
    expect(headers.get("CDN-Cache-Control")).toBeNull();
  });

  it("makes the page private when the route is personal (basket) or says nothing", () => {
    const root = cacheHeaders({ personal: false, ttl: 600 });
    expect(combine(root, new Headers({ "Cache-Control": PRIVATE_NO_STORE })).get("Cache-Control")).toBe(
      PRIVATE_NO_STORE,
    );
    expect(combine(root, new Headers()).get("Cache-Control")).toBe(PRIVATE_NO_STORE);
  });

  it("never lets a browser apply stale-while-revalidate or a shared lifetime", () => {
    const headers = combine(cacheHeaders({ personal: false, ttl: 600 }), cacheHeaders({ personal: false, ttl: 600 }));
    expect(headers.get("Cache-Control")).not.toMatch(/stale-while-revalidate|s-maxage/);
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it("an error page varies on Cookie and is not stored", () => {
    const headers = new Headers(
      pageHeaders({
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: new Headers(),
      }),
    );
    expect(headers.get("Vary")).toBe("Cookie");
    expect(headers.get("Cache-Control")).toBe(PRIVATE_NO_STORE);
  });
});
