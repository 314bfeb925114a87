// The page cache with two workers (WEB_CONCURRENCY=2): each worker keeps its own copies of the
// anonymous pages, so a change one worker makes (a stock update, an order) must drop the page in the
// other worker too, or that worker keeps showing the old stock. The primary passes each worker's
// invalidations to the others. Each request goes over a connection of its own, so the cluster hands
// them to the workers in turn; with test hooks every answer names the worker that gave it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREATINE } from "../../backend/seed/fixtures";
import { onNewConnection } from "../support/new-connection";
import { startShopServer, type ShopServer } from "../support/shop-server";

const SHOPPER =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const PRODUCT = `/products/${CREATINE.url_key}`;
const OUT_OF_STOCK = ">Notify me</button>";

interface Answer {
  status: number;
  pid: string;
  cache: string;
  body: string;
}

/** One request on a new connection, so that the cluster picks a worker for it. */
async function send(server: ShopServer, path: string, json?: unknown): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const answer = await onNewConnection(new URL(path, server.baseURL), {
    headers: {
      "User-Agent": SHOPPER,
      "Accept-Encoding": "identity",
      ...(body && { "Content-Type": "application/json" }),
    },
    body,
    timeoutMs: 20_000,
  });
  return {
    status: answer.status,
    pid: answer.pid,
    cache: String(answer.headers["x-page-cache"] ?? ""),
    body: answer.body,
  };
}

/** The first answer to GET `path` that comes from worker `pid` (the cluster takes turns). */
async function fromWorker(server: ShopServer, path: string, pid: string): Promise<Answer> {
  for (let n = 0; n < 20; n++) {
    const answer = await send(server, path);
    if (answer.pid === pid) return answer;
  }
  throw new Error(`worker ${pid} never answered ${path}`);
}

describe("the page cache with two workers (WEB_CONCURRENCY=2)", () => {
  let server: ShopServer;
  beforeAll(async () => {
    server = await startShopServer("cluster-page-cache", { WEB_CONCURRENCY: "2" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("drops a product page on both workers when one of them changes the product's stock", async () => {
    // Until both workers answer the page from their own cache.
    const hits = new Set<string>();
    const pids = new Set<string>();
    for (let n = 0; n < 100 && hits.size < 2; n++) {
      const answer = await send(server, PRODUCT);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain(OUT_OF_STOCK);
      pids.add(answer.pid);
      if (answer.cache === "HIT") hits.add(answer.pid);
      // The second worker may start listening a moment after the first.
      if (pids.size < 2) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(hits.size).toBe(2);

    // The stock changes through one worker (as the admin's stock update would).
    const restock = await send(server, "/__test/restock", { sku: CREATINE.sku, qty: 0 });
    expect(restock.status).toBe(200);
    const other = [...pids].find((pid) => pid !== restock.pid)!;
    expect(other).toBeDefined();

    // Neither worker answers its old copy: the other one heard of the change through the primary.
    for (const pid of [other, restock.pid]) {
      const answer = await fromWorker(server, PRODUCT, pid);
      expect(answer.cache).toBe("MISS");
      expect(answer.body).toContain(OUT_OF_STOCK);
    }
    // And then each keeps the new page again.
    for (const pid of [other, restock.pid]) {
      const answer = await fromWorker(server, PRODUCT, pid);
      expect(answer.cache).toBe("HIT");
      expect(answer.body).toContain(OUT_OF_STOCK);
    }
  }, 90_000);
});
