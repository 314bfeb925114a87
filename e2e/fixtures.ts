// The end-to-end test kit (after Epic Stack's tests/playwright-utils.ts). Specs import `test` and
// `expect` from here and get:
// - `shopServer` (per worker): a production server of their own, on its own free port, with its
//   own fresh database, so test hooks (a broken product, a store that is away) and what one worker
//   writes never reach another worker's tests. `baseURL` points at it.
// - `seed`: the seed's records (names, URL keys, prices, stores, exchange rates) and the prices as
//   a store shows them, so specs never keep copies of catalogue data.
// - `quietPopups` (option): which popups count as answered before the first page (both, by
//   default; popup specs choose fewer).
// - `session`: mints a signed session cookie (as app/sessions/session.server.ts signs it, with the
//   e2e secret) and makes baskets through the backend's GraphQL API, for tests about what comes
//   after.
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { commitSession, getSession, type SessionData } from "../app/sessions/session.server";
import * as seedFixtures from "../backend/seed/fixtures";
import { RATES, STORES } from "../backend/seed/stores";
import {
  E2E_SESSION_SECRET,
  SERVER_START_TIMEOUT_MS,
  startShopServer,
  type ShopServer,
} from "../tests/support/shop-server";

export { expect };

export { E2E_SESSION_SECRET };

// ---------------------------------------------------------------------------------------------
// Seed data

type Currency = "GBP" | "EUR" | "USD";
type StoreCode = (typeof STORES)[number]["code"];

function storeOf(code: StoreCode) {
  return STORES.find((store) => store.code === code)!;
}

/** A price as the store shows it (the backend describes each currency in the store's locale). */
function price(value: number, currency: Currency, store: StoreCode = "default"): string {
  return new Intl.NumberFormat(storeOf(store).locale.replace("_", "-"), {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).format(value);
}

/** An amount converted at the seed's fixed rate, rounded to cents as the backend does. */
function convert(value: number, from: Currency, to: Currency): number {
  if (from === to) return value;
  const rate = RATES.find(([f, t]) => f === from && t === to)?.[2];
  if (rate === undefined) throw new Error(`The seed has no exchange rate from ${from} to ${to}`);
  return Math.round(value * rate * 100) / 100;
}

/** Cents-safe sum of prices. */
function total(...values: number[]): number {
  return Math.round(values.reduce((sum, value) => sum + value * 100, 0)) / 100;
}

export const seed = { ...seedFixtures, STORES, EXCHANGE_RATES: RATES, price, convert, total };
export type Seed = typeof seed;

// ---------------------------------------------------------------------------------------------
// Popups

export type Popup = "cookie-banner" | "newsletter";

/** The answers a returning shopper's browser already holds: these popups will not come up. */
export async function answerPopups(
  context: BrowserContext,
  baseURL: string,
  popups: readonly Popup[] = ["cookie-banner", "newsletter"],
) {
  const cookies = [];
  if (popups.includes("newsletter")) cookies.push({ name: "pw_newsletter", value: "no", url: baseURL });
  if (popups.includes("cookie-banner")) cookies.push({ name: "pw_cookie_consent", value: "necessary", url: baseURL });
  if (cookies.length) await context.addCookies(cookies);
}

// ---------------------------------------------------------------------------------------------
// Sessions and baskets

export interface BasketLine {
  sku: string;
  quantity: number;
  /** Variant of a configurable product: its parent's sku goes in `parentSku`. */
  parentSku?: string;
}

export interface SessionKit {
  /** The `pw_session` cookie value holding `data`, signed as the server signs it. */
  mint(data: Partial<SessionData>): Promise<string>;
  /** Puts a minted session in the test's browser context. */
  use(data: Partial<SessionData>): Promise<void>;
  /** Makes a guest basket in `store` through the backend's GraphQL API; answers its id. */
  makeBasket(store: StoreCode, lines: BasketLine[]): Promise<string>;
  /** A basket made as above, held by the browser's session in that store. */
  useBasket(store: StoreCode, lines: BasketLine[]): Promise<string>;
}

async function mintSessionCookie(baseURL: string, data: Partial<SessionData>): Promise<string> {
  const request = new Request(baseURL);
  const session = await getSession(request, [E2E_SESSION_SECRET]);
  for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value as never);
  const setCookie = await commitSession(request, [E2E_SESSION_SECRET], session);
  return setCookie.split(";")[0].replace(/^pw_session=/, "");
}

async function backendGraphQL<T>(baseURL: string, store: StoreCode, query: string, variables = {}): Promise<T> {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Store: store },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!response.ok || body.errors?.length || !body.data)
    throw new Error(`Backend GraphQL failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

async function makeBasket(baseURL: string, store: StoreCode, lines: BasketLine[]): Promise<string> {
  const { createGuestCart } = await backendGraphQL<{ createGuestCart: { cart: { id: string } } }>(
    baseURL,
    store,
    "mutation { createGuestCart { cart { id } } }",
  );
  const cartId = createGuestCart.cart.id;
  const added = await backendGraphQL<{ addProductsToCart: { user_errors: Array<{ message: string }> } }>(
    baseURL,
    store,
    `mutation($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } }
    }`,
    {
      cartId,
      items: lines.map((line) => ({ sku: line.sku, quantity: line.quantity, parent_sku: line.parentSku })),
    },
  );
  if (added.addProductsToCart.user_errors.length)
    throw new Error(`The basket refused a line: ${JSON.stringify(added.addProductsToCart.user_errors)}`);
  return cartId;
}

// ---------------------------------------------------------------------------------------------
// The fixtures

interface TestFixtures {
  /** The backend's address: the shop's own when embedded; its own process's in e2e/remote. */
  backendURL: string;
  seed: Seed;
  quietPopups: readonly Popup[];
  session: SessionKit;
}

interface WorkerFixtures {
  shopServer: ShopServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  shopServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
    async ({}, use, workerInfo) => {
      const server = await startShopServer(`e2e-w${workerInfo.workerIndex}`);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: SERVER_START_TIMEOUT_MS + 15_000 },
  ],
  baseURL: async ({ shopServer }, use) => use(shopServer.baseURL),
  backendURL: async ({ shopServer }, use) => use(shopServer.backendURL ?? shopServer.baseURL),
  quietPopups: [["cookie-banner", "newsletter"], { option: true }],
  context: async ({ context, baseURL, quietPopups }, use) => {
    await answerPopups(context, baseURL!, quietPopups);
    await use(context);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
  seed: async ({}, use) => use(seed),
  session: async ({ context, baseURL, backendURL }, use) => {
    const url = baseURL!;
    const kit: SessionKit = {
      mint: (data) => mintSessionCookie(url, data),
      async use(data) {
        await context.addCookies([{ name: "pw_session", value: await mintSessionCookie(url, data), url }]);
      },
      makeBasket: (store, lines) => makeBasket(backendURL, store, lines),
      async useBasket(store, lines) {
        const cartId = await makeBasket(backendURL, store, lines);
        await kit.use({ initiated: true, cartIds: { [store]: cartId } });
        return cartId;
      },
    };
    await use(kit);
  },
});

/**
 * With JavaScript the mini basket opens over the page after every add (a modal dialog, like a
 * shopper's); tests that go on with the page close it as a shopper would, with Escape.
 */
export async function closeMiniBasket(page: import("@playwright/test").Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const drawer = page.locator("dialog.mini-basket");
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
}

/** Longer than the store's newsletter delay (5 s, the seed's `newsletter_popup_delay`). */
const PAST_NEWSLETTER_DELAY_MS = 6_500;

/**
 * Lets more than the newsletter popup's delay pass on a page, to see that no popup comes. Without
 * JavaScript no popup can come, so there is nothing to wait for; with it, the page's clock jumps
 * ahead (firing the delay's timer) instead of the test sleeping. The test calls
 * `page.clock.install()` before its first `goto`; time otherwise flows as usual.
 */
export async function passNewsletterDelay(page: import("@playwright/test").Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.clock.fastForward(PAST_NEWSLETTER_DELAY_MS);
  // A popup due now renders on React's next task: let the page's time flow a little before the test
  // looks for it (the clock is not paused, so this timer fires).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
}

/**
 * For a test that sends HTTP requests only (no page, so the browser's JavaScript plays no part): it
 * runs in the js project and is skipped in nojs, where it would check the very same answers again.
 */
export function httpOnly() {
  test.skip(test.info().project.name === "nojs", "HTTP only: the js project checks the same answers");
}
