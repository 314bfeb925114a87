// Every answer made for one shopper (their basket, account, messages) is `private, no-store`: a CDN
// or a shared proxy never keeps it for the next visitor. The sweep asks every screen of the route
// registry (and its single-fetch data) as a guest with a basket and as a signed-in customer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREATINE, PROTEIN_CATEGORY } from "../../backend/seed/fixtures";
import { DEMO_CUSTOMER } from "../../backend/seed/fixtures-customers";
import { defaultStoreView } from "~/i18n/store-views";
import { pageScreens, screenPath } from "~/routing/registry";
import { startShopServer, type ShopServer } from "../support/shop-server";
import { screenModules } from "~/routing/screen-modules.mjs";

let server: ShopServer;
let guest: string;
let customer: string;

const url = (path: string) => new URL(path, server.baseURL);
const sameSite = () => ({ Origin: server.baseURL, "Sec-Fetch-Site": "same-origin" });
const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("pw_session="))
    ?.split(";")[0];

async function addToBasket(cookie?: string) {
  const response = await fetch(url("/basket"), {
    method: "POST",
    body: new URLSearchParams({ intent: "add-to-basket", urlKey: CREATINE.url_key, quantity: "1" }),
    headers: { ...sameSite(), ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return sessionOf(response) ?? cookie!;
}

beforeAll(async () => {
  server = await startShopServer("personal-answers");
  guest = await addToBasket();
  const signIn = await fetch(url("/customer/account/login"), {
    method: "POST",
    body: new URLSearchParams({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    headers: { ...sameSite(), Cookie: await addToBasket() },
    redirect: "manual",
  });
  expect(signIn.status).toBe(303);
  customer = await addToBasket(sessionOf(signIn)!);
});
afterAll(async () => {
  await server?.stop();
});

const PARAMS: Record<string, string> = {
  urlKey: CREATINE.url_key,
  number: "000000013",
  addressId: "1",
  productId: "1",
  referer: Buffer.from("/").toString("base64url"),
  "*": PROTEIN_CATEGORY.url_path,
};

/** Every GET address of the registry, and the single-fetch data request of each page. */
function addresses(): string[] {
  const out: string[] = [];
  for (const screen of pageScreens) {
    if (!screenModules[screen.id]) continue;
    const path = screenPath(screen.id, defaultStoreView, PARAMS);
    out.push(path);
    out.push(path === "/" ? "/_root.data" : `${path}.data`);
  }
  out.push(`/mini-basket?urlKey=${CREATINE.url_key}`);
  return [...new Set(out)];
}

async function get(path: string, cookie?: string) {
  const response = await fetch(url(path), {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control") ?? "",
    body: await response.text(),
  };
}

describe("personal answers", () => {
  it("the mini basket's count and subtotal are private, no-store, and vary on Cookie", async () => {
    const response = await fetch(url(`/mini-basket?urlKey=${CREATINE.url_key}`), { headers: { Cookie: guest } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { totalQuantity: number }).totalQuantity).toBe(1);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary") ?? "").toMatch(/cookie/i);
  });

  it.each([
    ["a guest with a basket", () => guest],
    ["a signed-in customer with a basket", () => customer],
  ])("no answer of any screen to %s lacks private, no-store", async (_who, cookieOf) => {
    const cookie = cookieOf();
    const leaks: string[] = [];
    for (const path of addresses()) {
      const mine = await get(path, cookie);
      const cc = mine.cacheControl;
      if (cc.includes("private") && cc.includes("no-store")) continue;
      // Not personal: the answer everybody gets, which says whether a cache may keep it.
      const anonymous = await get(path);
      const same = anonymous.status === mine.status && anonymous.body === mine.body;
      if (same && /\b(public|no-store)\b/.test(cc)) continue;
      leaks.push(`${path} ${mine.status} "${cc}"`);
    }
    expect(leaks).toEqual([]);
  });
});
