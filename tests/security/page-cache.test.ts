// The in-process page cache over HTTP against the real server: an anonymous page is made once and
// answered again from the cache (ETag, 304, brotli or gzip made once), each page variant on its own,
// a shopper with a session never from it; an order that takes stock drops exactly the pages showing
// the product; a remote backend purges with the secret, and nobody without it.
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_SPEC_PRODUCT } from "../../backend/seed/fixtures-checkout";
import { CREATINE } from "../../backend/seed/fixtures";
import { inlineScriptHashes } from "~/http/shareable-page.server";
import { startShopServer, type ShopServer } from "../support/shop-server";

const SHOPPER =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const LIGHTHOUSE = `${SHOPPER} Chrome-Lighthouse`;
const PURGE_SECRET = "page-cache-purge-secret-for-tests";

let server: ShopServer;

beforeAll(async () => {
  server = await startShopServer("page-cache", { PAGE_CACHE_PURGE_SECRET: PURGE_SECRET });
});
afterAll(async () => {
  await server?.stop();
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, server.baseURL), {
    headers: { "User-Agent": SHOPPER, "Accept-Encoding": "identity", ...headers },
    redirect: "manual",
  });
}

/** The bytes as sent (fetch would decompress them). */
function raw(path: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = httpGet(
      new URL(path, server.baseURL),
      { headers: { "User-Agent": SHOPPER, "Accept-Encoding": acceptEncoding, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on("error", reject);
  });
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(new URL("/graphql", server.baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Store: "default" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const productPath = (urlKey: string) => `/products/${urlKey}`;

describe("the page cache", () => {
  it("makes an anonymous page once, then answers it from the cache with its ETag and a 304", async () => {
    const path = productPath(CREATINE.url_key);
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Page-Cache")).toBe("MISS");
    const body = await first.text();
    const second = await get(path);
    expect(second.headers.get("X-Page-Cache")).toBe("HIT");
    expect(await second.text()).toBe(body);
    const etag = second.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));

    const revalidated = await get(path, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect((await get(path, { "If-None-Match": 'W/"another"' })).status).toBe(200);
  });

  it("sends the page compressed in one pass, brotli or gzip as the browser accepts, varying on it", async () => {
    const path = productPath(CREATINE.url_key);
    const plain = await raw(path, "identity");
    const br = await raw(path, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw(path, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // One pass: as small as gzip makes the whole page at once (a chunk-by-chunk stream is about 1.4x).
    expect(gz.body.length).toBeLessThan(gzipSync(plain.body).length * 1.05);
    expect(br.body.length).toBeLessThan(gz.body.length);
    for (const vary of ["Accept-Encoding", "Cookie", "User-Agent"])
      expect(String(br.headers.vary).split(/,\s*/)).toContain(vary);
  });

  it("streams a shopper's own page compressed in blocks, not chunk by chunk", async () => {
    const path = productPath(CREATINE.url_key);
    const plain = await raw(path, "identity", { Cookie: "pw_session=someone" });
    const gz = await raw(path, "gzip", { Cookie: "pw_session=someone" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["cache-control"]).toBe("private, no-store");
    // In blocks: near the whole page gzipped at once (flushed chunk by chunk it is about 1.4x).
    expect(gz.body.length).toBeLessThan(gzipSync(plain.body).length * 1.15);
  });

  it("keeps the speed-test agent's lean page apart from the shopper's", async () => {
    const path = "/";
    const shopper = await get(path);
    const lean = await get(path, { "User-Agent": LIGHTHOUSE });
    expect(shopper.headers.get("X-Page-Variant")).toBe("shopper");
    expect(lean.headers.get("X-Page-Variant")).toBe("speed-test");
    const shopperHtml = await shopper.text();
    expect(shopperHtml).toContain("/build/entry.client-"); // the page's code, which the lean page goes without
    expect(await lean.text()).not.toContain("/build/entry.client-");
    const again = await get(path);
    expect(again.headers.get("X-Page-Cache")).toBe("HIT");
    expect(await again.text()).toBe(shopperHtml);
    const leanAgain = await get(path, { "User-Agent": LIGHTHOUSE });
    expect(leanAgain.headers.get("X-Page-Cache")).toBe("HIT");
    expect(await leanAgain.text()).not.toContain("/build/entry.client-");
  });

  it("gives two answers from the cache each a policy that matches its own inline scripts", async () => {
    const path = productPath(CREATINE.url_key);
    for (let i = 0; i < 2; i++) {
      const response = await get(path);
      expect(response.headers.get("X-Page-Cache")).toBe("HIT");
      const policy = response.headers.get("Content-Security-Policy")!;
      expect(policy).not.toContain("'nonce-");
      const html = await response.text();
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy).toContain(hash);
    }
  });

  it("never answers a shopper with a session from the cache, nor keeps their page", async () => {
    const path = productPath(CREATINE.url_key);
    await get(path);
    const personal = await get(path, { Cookie: "pw_session=someone" });
    expect(personal.headers.get("X-Page-Cache")).toBe("PASS");
    expect(personal.headers.get("Cache-Control")).toBe("private, no-store");
    expect(personal.headers.get("ETag")).toBeNull();
    expect(await personal.text()).toMatch(/nonce="[^"]+"/);
  });

  it("shows the backend's queued messages to the visitor who has them, never a kept page", async () => {
    const path = productPath(CREATINE.url_key);
    await get(path);
    expect((await get(path)).headers.get("X-Page-Cache")).toBe("HIT");
    const text = "Your review was received";
    const cookie = `mage-messages=${encodeURIComponent(JSON.stringify([{ type: "success", text }]))}`;
    const withMessage = await get(path, { Cookie: cookie });
    expect(withMessage.headers.get("X-Page-Cache")).toBe("PASS");
    expect(withMessage.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await withMessage.text()).toContain(text);
    // The message is shown once; the kept page never had it.
    const kept = await get(path);
    expect(kept.headers.get("X-Page-Cache")).toBe("HIT");
    expect(await kept.text()).not.toContain(text);
  });

  it("drops exactly the pages of a product whose stock an order takes", async () => {
    const { createGuestCart } = await graphql<{ createGuestCart: { cart: { id: string } } }>(
      "mutation { createGuestCart { cart { id } } }",
    );
    const cartId = createGuestCart.cart.id;
    await graphql(
      `mutation($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{sku: "${CHECKOUT_SPEC_PRODUCT.sku}", quantity: 1}]) { user_errors { message } } }`,
      { cartId },
    );
    const hook = await fetch(new URL("/__test/checkout-cart", server.baseURL), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ cartId, email: "cache@example.com" }),
    });
    expect(hook.status).toBe(204);
    const straps = productPath(CHECKOUT_SPEC_PRODUCT.urlKey);
    const creatine = productPath(CREATINE.url_key);
    for (const path of [straps, creatine]) await get(path);
    expect((await get(straps)).headers.get("X-Page-Cache")).toBe("HIT");
    expect((await get(creatine)).headers.get("X-Page-Cache")).toBe("HIT");

    await graphql(
      `
        mutation ($id: String!) {
          setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) {
            cart {
              id
            }
          }
        }
      `,
      { id: cartId },
    );
    await graphql(
      `
        mutation ($id: String!) {
          placeOrder(input: { cart_id: $id }) {
            orderV2 {
              number
            }
          }
        }
      `,
      {
        id: cartId,
      },
    );
    expect((await get(straps)).headers.get("X-Page-Cache")).toBe("MISS");
    expect((await get(creatine)).headers.get("X-Page-Cache")).toBe("HIT");
  });

  it("lets a remote backend purge by tag with the secret, and nobody without it", async () => {
    const path = productPath(CREATINE.url_key);
    await get(path);
    const tag = (await get(path)).headers
      .get("X-Magento-Tags")!
      .split(",")
      .find((t) => /^cat_p_\d+$/.test(t))!;
    const purge = (headers: Record<string, string>) =>
      fetch(new URL("/page-cache/purge", server.baseURL), { method: "POST", headers });

    expect((await purge({ "Surrogate-Key": tag })).status).toBe(401);
    expect(
      (await purge({ "Surrogate-Key": tag, Authorization: "Bearer wrong-secret-of-the-same-size!!" })).status,
    ).toBe(401);
    expect((await get(path)).headers.get("X-Page-Cache")).toBe("HIT");

    const purged = await purge({ "Surrogate-Key": tag, Authorization: `Bearer ${PURGE_SECRET}` });
    expect(purged.status).toBe(200);
    expect(((await purged.json()) as { purged: number }).purged).toBeGreaterThan(0);
    expect((await get(path)).headers.get("X-Page-Cache")).toBe("MISS");

    // Magento's own PURGE with its tag pattern works the same.
    const magento = await fetch(new URL("/", server.baseURL), {
      method: "PURGE",
      headers: { "X-Magento-Tags-Pattern": `((^|,)${tag}(,|$))`, Authorization: `Bearer ${PURGE_SECRET}` },
    });
    expect(magento.status).toBe(200);
    expect((await get(path)).headers.get("X-Page-Cache")).toBe("MISS");
  });
});

describe("without the page cache (PAGE_CACHE=off)", () => {
  let uncached: ShopServer;
  beforeAll(async () => {
    uncached = await startShopServer("page-cache-off", { PAGE_CACHE: "off" });
  });
  afterAll(async () => {
    await uncached?.stop();
  });

  it("makes every page afresh, still shareable by the caches in front", async () => {
    const url = new URL("/", uncached.baseURL);
    const headers = { "User-Agent": SHOPPER, "Accept-Encoding": "br" };
    for (let i = 0; i < 2; i++) {
      const response = await fetch(url, { headers });
      expect(response.headers.get("X-Page-Cache")).toBe("PASS");
      expect(response.headers.get("Content-Encoding")).toBe("br");
      expect(response.headers.get("ETag")).toMatch(/^W\//);
      expect(response.headers.get("Content-Security-Policy")).toContain("'sha256-");
    }
  });
});
