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
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { commitSession, getSession, type SessionData } from "../app/sessions/session.server";
import * as seedFixtures from "../backend/seed/fixtures";
import { RATES, STORES } from "../backend/seed/stores";

export { expect };

/** The e2e servers' session secret: not a secret, and never used outside these tests. */
export const E2E_SESSION_SECRET = "e2e-session-secret-not-for-production";

const SERVER_START_TIMEOUT_MS = 60_000;

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
// A server per worker

export interface ShopServer {
  baseURL: string;
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until the server answers robots.txt, or fails with what the server said if it exits first. */
async function waitUntilServing(baseURL: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let exited: string | null = null;
  child.once("exit", (code, signal) => (exited = `exited with ${signal ?? `code ${code}`}`));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The e2e shop server ${exited} before serving ${baseURL}:\n${output()}`);
    try {
      if ((await fetch(new URL("/robots.txt", baseURL))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The e2e shop server did not serve ${baseURL}/robots.txt within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

/** Sends a signal to the server's whole process group; false once nothing of it is left. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the server's whole process group (npx, tsx and the node that serves) and waits until none
 * of it is left: npx exits at once, while the server still closes its database in DATA_DIR.
 */
async function stop(child: ChildProcess) {
  if (!signalGroup(child, "SIGTERM")) return;
  const started = Date.now();
  // Bounded: a process nobody reaps would otherwise keep the group "alive" for ever.
  while (signalGroup(child, 0) && Date.now() - started < 15_000) {
    if (Date.now() - started > 5_000) signalGroup(child, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startShopServer(workerIndex: number): Promise<{ server: ShopServer; child: ChildProcess }> {
  if (!existsSync("build/index.js"))
    throw new Error("No production build in build/: run `npm run build` before the e2e tests (npm test does).");
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `pw-shop-e2e-w${workerIndex}-`));
  const baseURL = `http://localhost:${port}`;
  // Its own process group, so stopping it takes npx's children along.
  const child = spawn("npx", ["tsx", "server.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: E2E_SESSION_SECRET,
      EMBEDDED_TEST_HOOKS: "1",
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  try {
    await waitUntilServing(baseURL, child, () => output);
  } catch (error) {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { server: { baseURL, dataDir }, child };
}

// ---------------------------------------------------------------------------------------------
// The fixtures

interface TestFixtures {
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
      const { server, child } = await startShopServer(workerInfo.workerIndex);
      // A worker that ends abruptly must not leave its server behind.
      const onExit = () => signalGroup(child, "SIGKILL");
      process.once("exit", onExit);
      try {
        await use(server);
      } finally {
        process.off("exit", onExit);
        await stop(child);
        rmSync(server.dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: SERVER_START_TIMEOUT_MS + 15_000 },
  ],
  baseURL: async ({ shopServer }, use) => use(shopServer.baseURL),
  quietPopups: [["cookie-banner", "newsletter"], { option: true }],
  context: async ({ context, baseURL, quietPopups }, use) => {
    await answerPopups(context, baseURL!, quietPopups);
    await use(context);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
  seed: async ({}, use) => use(seed),
  session: async ({ context, baseURL }, use) => {
    const url = baseURL!;
    const kit: SessionKit = {
      mint: (data) => mintSessionCookie(url, data),
      async use(data) {
        await context.addCookies([{ name: "pw_session", value: await mintSessionCookie(url, data), url }]);
      },
      makeBasket: (store, lines) => makeBasket(url, store, lines),
      async useBasket(store, lines) {
        const cartId = await makeBasket(url, store, lines);
        await kit.use({ initiated: true, cartIds: { [store]: cartId } });
        return cartId;
      },
    };
    await use(kit);
  },
});
