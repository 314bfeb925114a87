// The page cache's parts: which coding a browser gets, how a kept page loses its nonce, how pages are
// kept, found, dropped by tag and refused when what they show changed while they were being made, and
// how purges name their tags.
import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { purgedTags, sameSecret, parseCacheHosts } from "~/http/cache-purge.server";
import { BROTLI_QUALITY_KEPT, compressWhole, preferredCoding } from "~/http/content-coding.server";
import { ALL_PAGES, PageCache } from "~/http/page-cache.server";
import { pageCacheKey } from "~/http/page-delivery.server";
import { inlineScriptHashes, shareablePage } from "~/http/shareable-page.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("content coding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
    ["*", "br"],
    ["gzip;q=0, br;q=0", "identity"],
  ])("Accept-Encoding %j answers with %s", (accept, coding) => {
    expect(preferredCoding(accept)).toBe(coding);
  });

  it("compresses a page in one pass that decompresses to the same bytes", async () => {
    const page = Buffer.from("<p>Whey protein</p>".repeat(500));
    expect(brotliDecompressSync(await compressWhole(page, "br")).equals(page)).toBe(true);
    expect(gunzipSync(await compressWhole(page, "gzip")).equals(page)).toBe(true);
  });

  it("compresses a page made for one answer at brotli's quality 5, a kept one at 11", async () => {
    // a page of varied text, like a document, where the qualities' outputs differ
    const page = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `<li data-sku="PW-${(i * 7919) % 1000}">Whey ${i} £${i % 40}.99</li>`).join(
        "",
      ),
    );
    const at = (quality: number) =>
      brotliCompressSync(page, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
    expect(at(4).equals(at(5))).toBe(false);
    expect((await compressWhole(page, "br")).equals(at(5))).toBe(true);
    expect((await compressWhole(page, "br", BROTLI_QUALITY_KEPT)).equals(at(11))).toBe(true);
  });
});

describe("a page made shareable", () => {
  const nonce = "abc123+/=";
  const html =
    `<html><head><script nonce="${nonce}">window.a=1</script><link rel="modulepreload" href="/build/x.js"/>` +
    `</head><body><script type="application/json" nonce="${nonce}">{"t":1}</script>` +
    `<script nonce="${nonce}" type="module" async="">import "/build/x.js"</script>` +
    `<script src="/build/y.js"></script></body></html>`;
  const policy = `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'`;

  it("names every inline script by its hash instead of the render's nonce", () => {
    const shared = shareablePage(html, policy);
    expect(shared.html).not.toContain("nonce=");
    expect(shared.policy).not.toContain("nonce");
    expect(shared.policy).toContain(
      `script-src ${sha("window.a=1")} ${sha('{"t":1}')} ${sha('import "/build/x.js"')} 'strict-dynamic'`,
    );
    expect(inlineScriptHashes(shared.html)).toHaveLength(3);
  });

  it("lets no script run on a page without inline scripts (the lean page)", () => {
    const shared = shareablePage("<html><body><p>lean</p></body></html>", policy);
    expect(shared.policy).toBe("default-src 'self'; script-src 'none'; object-src 'none'");
  });

  it("leaves a page without a nonce as it is", () => {
    expect(shareablePage(html, "default-src 'none'")).toEqual({ html, policy: "default-src 'none'" });
  });
});

function page(key: string, tags: string[], body = "x".repeat(100), ttlMs = 60_000) {
  return { key, status: 200, headers: [], body: Buffer.from(body), tags, expiresAt: Date.now() + ttlMs };
}

describe("the page cache", () => {
  it("finds a kept page until its lifetime ends", () => {
    let now = 1_000;
    const cache = new PageCache({ now: () => now });
    cache.set({ ...page("a", []), expiresAt: 2_000 });
    expect(cache.get("a")?.body.toString()).toBe("x".repeat(100));
    now = 2_000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops exactly the pages that show an invalidated tag", () => {
    const cache = new PageCache();
    cache.set(page("/creatine", ["cat_p_1", "cat_c_2"]));
    cache.set(page("/whey", ["cat_p_7", "cat_c_2"]));
    cache.set(page("/privacy", ["cms_p_3"]));
    expect(cache.invalidate(["cat_p_1"])).toBe(1);
    expect(cache.get("/creatine")).toBeUndefined();
    expect(cache.get("/whey")).toBeDefined();
    expect(cache.invalidate(["cat_c_2"])).toBe(1);
    expect(cache.get("/privacy")).toBeDefined();
    expect(cache.invalidate([ALL_PAGES])).toBe(1);
    expect(cache.size).toBe(0);
  });

  it("does not keep a page whose data changed while it was being made", () => {
    const cache = new PageCache();
    const since = cache.startMaking();
    cache.invalidate(["cat_p_1"]);
    cache.set(page("/creatine", ["cat_p_1"]), since);
    expect(cache.get("/creatine")).toBeUndefined();
    cache.set(page("/whey", ["cat_p_7"]), since);
    expect(cache.get("/whey")).toBeDefined();
  });

  it("forgets the least recently used pages beyond its size", () => {
    const cache = new PageCache({ maxBytes: 3 * (150 + 512) });
    for (const key of ["a", "b", "c"]) cache.set(page(key, []));
    cache.get("a");
    cache.set(page("d", []));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
  });

  it("gives equal pages equal entity tags, other pages other tags", () => {
    const cache = new PageCache();
    const one = cache.set(page("a", [], "one"));
    expect(cache.set(page("b", [], "one")).etag).toBe(one.etag);
    expect(cache.set(page("c", [], "two")).etag).not.toBe(one.etag);
    expect(one.etag).toMatch(/^W\/"/);
  });
});

describe("the cache key", () => {
  const shopper = "Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";
  const request = (headers: Record<string, string>, originalUrl = "/de/produkte?page=2", method = "GET") => ({
    method,
    originalUrl,
    headers: { "user-agent": shopper, ...headers },
  });

  it("keeps the shopper's, the crawler's and the speed test's page apart", () => {
    const keys = new Set([
      pageCacheKey(request({})),
      pageCacheKey(request({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" })),
      pageCacheKey(request({ "user-agent": `${shopper} Chrome-Lighthouse` })),
    ]);
    expect(keys.size).toBe(3);
  });

  it("holds the address with its store prefix and query, and the geo hints", () => {
    expect(pageCacheKey(request({}))).toContain("/de/produkte?page=2");
    expect(pageCacheKey(request({ "accept-language": "de-DE,de;q=0.9" }))).not.toBe(pageCacheKey(request({})));
    expect(pageCacheKey(request({ "cf-ipcountry": "fr" }))).not.toBe(pageCacheKey(request({})));
  });

  it("has no key for a visitor with a session or messages, nor for a post", () => {
    expect(pageCacheKey(request({ cookie: "pw_session=abc" }))).toBeNull();
    expect(pageCacheKey(request({ cookie: "mage-messages=%5B%5D" }))).toBeNull();
    expect(pageCacheKey(request({}, "/basket", "POST"))).toBeNull();
    // Answers already given to popups do not change the page.
    expect(pageCacheKey(request({ cookie: "pw_cookie_consent=all; _ga=GA1.1" }))).toBe(pageCacheKey(request({})));
  });
});

describe("purges", () => {
  it("reads the tags of a Surrogate-Key or of Magento's tag pattern", () => {
    expect(purgedTags({ surrogateKey: "cat_p_1 cat_c_2" })).toEqual(["cat_p_1", "cat_c_2"]);
    expect(purgedTags({ tagsPattern: "((^|,)cat_p_1(,|$))|((^|,)cms_p_3(,|$))" })).toEqual(["cat_p_1", "cms_p_3"]);
    expect(purgedTags({ tagsPattern: ".*" })).toEqual([ALL_PAGES]);
    expect(purgedTags({})).toEqual([]);
  });

  it("compares secrets whole", () => {
    expect(sameSecret("a-long-purge-secret", "a-long-purge-secret")).toBe(true);
    expect(sameSecret("a-long-purge-secreT", "a-long-purge-secret")).toBe(false);
    expect(sameSecret("", "a-long-purge-secret")).toBe(false);
  });

  it("reads HTTP_CACHE_HOSTS as Magento writes them", () => {
    expect(parseCacheHosts("127.0.0.1:6081, varnish:80")).toEqual(["http://127.0.0.1:6081", "http://varnish:80"]);
    expect(parseCacheHosts(undefined)).toEqual([]);
  });
});

describe("several workers on one host", () => {
  it("passes one worker's invalidation to the other workers, not back to it", async () => {
    const { EventEmitter } = await import("node:events");
    const { relayPageCacheInvalidations } = await import("~/http/page-caching.server");
    const sent: Array<[string, unknown]> = [];
    const worker = (id: string) => ({
      id,
      isConnected: () => true,
      send: (message: unknown) => sent.push([id, message]),
    });
    const workers = { a: worker("a"), b: worker("b"), c: worker("c") };
    const primary = Object.assign(new EventEmitter(), { workers });
    relayPageCacheInvalidations(primary as never);
    const message = { type: "pw:page-cache-invalidate", tags: ["cat_p_1"] };
    primary.emit("message", workers.a, message);
    primary.emit("message", workers.a, { type: "something else" });
    expect(sent).toEqual([
      ["b", message],
      ["c", message],
    ]);
  });
  it("skips a worker that is going away, and a send that fails does not bring the primary down", async () => {
    const { EventEmitter } = await import("node:events");
    const { relayPageCacheInvalidations } = await import("~/http/page-caching.server");
    const delivered: string[] = [];
    // As node:cluster's Worker does: a send on a closed channel without a callback emits 'error',
    // which nobody listens to, and an unheard 'error' throws in the primary.
    const closing = new EventEmitter();
    Object.assign(closing, {
      isConnected: () => true,
      send(_message: unknown, ...rest: unknown[]) {
        const callback = rest.find((arg): arg is (error: Error) => void => typeof arg === "function");
        const error = new Error("Channel closed");
        if (callback) callback(error);
        else closing.emit("error", error);
        return false;
      },
    });
    const gone = { isConnected: () => false, send: () => delivered.push("gone") };
    const alive = { isConnected: () => true, send: () => delivered.push("alive") };
    const from = { isConnected: () => true, send: () => delivered.push("from") };
    const primary = Object.assign(new EventEmitter(), { workers: { from, closing, gone, alive } });
    relayPageCacheInvalidations(primary as never);
    expect(() => primary.emit("message", from, { type: "pw:page-cache-invalidate", tags: ["cat_p_1"] })).not.toThrow();
    expect(delivered).toEqual(["alive"]);
  });
});
