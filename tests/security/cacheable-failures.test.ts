// A backend failure is never kept by a shared cache: with the store configuration already cached
// (the root loader succeeds and says "public"), a page whose own data failed answers
// `private, no-store` with no CDN lifetime, a 503 says when to try again, and a well-formed answer
// that lacks the products asked for is the backend's fault (502), not a missing product (404).
// Also /healthz: the backend must answer well-formed data, and the database must take writes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHEY } from "../../backend/seed/fixtures";
import { productPath, storeViewByCode } from "~/i18n/store-views";
import { startShopServer, type ShopServer } from "../support/shop-server";

let server: ShopServer;

beforeAll(async () => {
  server = await startShopServer("cacheable-failures");
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => new URL(path, server.baseURL).toString();

async function hook(body: Record<string, unknown>) {
  const response = await fetch(url("/__test/hooks"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
}

const STORE = "ie";
const wheyPage = () => url(productPath(storeViewByCode(STORE)!, WHEY.url_key));

function expectNeverShared(response: Response) {
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("cdn-cache-control")).toBeNull();
  expect(response.headers.get("surrogate-control")).toBeNull();
  expect(response.headers.get("surrogate-key")).toBeNull();
}

/** The product page as an anonymous shopper asks for it, after a success warmed the store cache. */
async function warmThenFetch(breakIt: Record<string, unknown>, undo: Record<string, unknown>) {
  const warm = await fetch(wheyPage(), { headers: { Accept: "text/html" } });
  expect(warm.status).toBe(200);
  expect(warm.headers.get("cdn-cache-control")).toMatch(/^public, max-age=\d+/);
  await warm.text();
  await hook(breakIt);
  try {
    const response = await fetch(wheyPage(), { headers: { Accept: "text/html" } });
    await response.text();
    return response;
  } finally {
    await hook(undo);
  }
}

describe("backend failures with a warm store cache are never shared-cacheable", () => {
  it("a backend that is down: 503, private, no-store, with Retry-After", async () => {
    const response = await warmThenFetch({ unavailableStore: STORE }, { availableStore: STORE });
    expect(response.status).toBe(503);
    expectNeverShared(response);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a well-formed answer lacking `products`: 502 (not a 404), private, no-store", async () => {
    const response = await warmThenFetch({ emptyDataStore: STORE }, { fullDataStore: STORE });
    expect(response.status).toBe(502);
    expectNeverShared(response);
  });

  it("a product the backend answers broken (500 or 502): private, no-store", async () => {
    const response = await warmThenFetch({ brokenProductUrlKey: WHEY.url_key }, { repairProductUrlKey: WHEY.url_key });
    expect(response.status).toBeGreaterThanOrEqual(500);
    expectNeverShared(response);
  });

  it("the page's data request (client navigation) is never shared-cacheable either", async () => {
    await hook({ unavailableStore: STORE });
    try {
      const response = await fetch(`${wheyPage()}.data`);
      await response.text();
      expect(response.headers.get("cdn-cache-control")).toBeNull();
      expect(response.headers.get("surrogate-control")).toBeNull();
    } finally {
      await hook({ availableStore: STORE });
    }
  });

  it("after the blip the page is public again", async () => {
    const response = await fetch(wheyPage(), { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cdn-cache-control")).toMatch(/^public, /);
  });
});

describe("/healthz reports whether the shop can sell", () => {
  it("200 with a well-formed backend answer and a writable database", async () => {
    const response = await fetch(url("/healthz"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      backend: { reachable: true, wellFormed: true },
      database: { writable: true },
    });
  });

  it("503 when the backend answers 200 with data lacking what was asked", async () => {
    await hook({ emptyDataStore: "default" });
    try {
      const response = await fetch(url("/healthz"));
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toMatchObject({
        status: "unavailable",
        backend: { reachable: true, wellFormed: false, problem: "malformed" },
      });
    } finally {
      await hook({ fullDataStore: "default" });
    }
  });
});
