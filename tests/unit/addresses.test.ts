import { describe, expect, it } from "vitest";
import { isAssetMiss, isDecodable } from "~/http/addresses";
import { browsableHost } from "~/http/listen-address";

describe("addresses decided before the pages run", () => {
  it("tells an address that cannot be decoded", () => {
    expect(isDecodable("/%E0%A4%A")).toBe(false);
    expect(isDecodable("/products/%ZZ")).toBe(false);
    expect(isDecodable("/de/produkte/impact-whey-protein")).toBe(true);
    expect(isDecodable("/caf%C3%A9")).toBe(true);
  });

  it("answers file-like misses before the pages, but not pages, data requests robots.txt or the sitemap", () => {
    expect(isAssetMiss("/favicon.ico")).toBe(true);
    expect(isAssetMiss("/apple-touch-icon-precomposed.png")).toBe(true);
    expect(isAssetMiss("/wp-login.php")).toBe(true);
    expect(isAssetMiss("/robots.txt")).toBe(false);
    expect(isAssetMiss("/sitemap.xml")).toBe(false);
    expect(isAssetMiss("/de/sitemap.xml")).toBe(true);
    expect(isAssetMiss("/protein.data")).toBe(false);
    expect(isAssetMiss("/products/impact-whey-protein")).toBe(false);
  });
});

describe("the address printed at start-up", () => {
  it("is the configured host, or localhost for all interfaces", () => {
    expect(browsableHost("127.0.0.1")).toBe("127.0.0.1");
    expect(browsableHost("192.0.2.10")).toBe("192.0.2.10");
    expect(browsableHost("0.0.0.0")).toBe("localhost");
    expect(browsableHost("::")).toBe("localhost");
    expect(browsableHost("::1")).toBe("[::1]");
  });
});
