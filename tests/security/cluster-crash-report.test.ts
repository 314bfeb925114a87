// A crash on a client-side navigation with two workers (WEB_CONCURRENCY=2): the page's data request
// crashes on one worker, which reports it with a Trace ID; the error page then asks for that ID, and
// its request may reach the other worker. The crash is kept in the shop's shared marks, so either
// worker answers with the crash's own Trace ID and the shopper's note joins the right report. Each
// request goes over a connection of its own, so the cluster hands them to the workers in turn; with
// test hooks every answer names the worker that gave it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onNewConnection, type ConnectionAnswer } from "../support/new-connection";
import { startShopServer, type ShopServer } from "../support/shop-server";

const SHOPPER =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
/** A configurable whose variants the test hook breaks: its page's loader throws. */
const BROKEN = "mass-gainer";

/** One request on a new connection, so that the cluster picks a worker for it. */
function send(server: ShopServer, path: string, init: { json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "User-Agent": SHOPPER, "Accept-Encoding": "identity" };
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  if (init.form)
    Object.assign(headers, {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.baseURL,
      "Sec-Fetch-Site": "same-origin",
    });
  const body =
    init.json !== undefined
      ? JSON.stringify(init.json)
      : init.form
        ? new URLSearchParams(init.form).toString()
        : undefined;
  return onNewConnection(new URL(path, server.baseURL), { headers, body });
}

/** Sends until every worker has answered 204: the hook lives in the memory of the worker it reaches. */
async function hookOnEveryWorker(server: ShopServer, hook: unknown) {
  const pids = new Set<string>();
  for (let n = 0; n < 40 && pids.size < 2; n++) {
    const answer = await send(server, "/__test/hooks", { json: hook });
    expect(answer.status).toBe(204);
    pids.add(answer.pid);
  }
  expect(pids.size).toBe(2);
}

describe("a client-side navigation's crash with two workers", () => {
  let server: ShopServer;
  beforeAll(async () => {
    server = await startShopServer("cluster-crash", { WEB_CONCURRENCY: "2" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is answered with the crash's own Trace ID by the worker that did not see it", async () => {
    await hookOnEveryWorker(server, { brokenProductUrlKey: BROKEN });
    const crashed = await send(server, `/products/${BROKEN}.data`);
    expect(crashed.status).toBe(500);
    expect(crashed.body).toContain("Unexpected Server Error");
    expect(crashed.body).not.toMatch(/[0-9a-f]{64}/);

    // The error page's report, as its fetcher sends it, until the other worker answers it.
    let report: ConnectionAnswer | undefined;
    for (let n = 0; n < 40 && (!report || report.pid === crashed.pid); n++) {
      if (report) await send(server, "/robots.txt");
      report = await send(server, "/error-feedback.data", {
        form: { intent: "report", message: "Unexpected Server Error", url: `/products/${BROKEN}` },
      });
    }
    expect(report!.pid).not.toBe(crashed.pid);
    expect(report!.status).toBe(200);
    const shown = report!.body.match(/[0-9a-f]{64}/)?.[0];

    const reports = JSON.parse((await send(server, "/__test/error-reports")).body) as Array<{
      code: string;
      message: string;
      url: string | null;
    }>;
    // The Trace ID shown is the one the crashing worker reported with the error's own words.
    const mine = reports.filter((r) => r.code === shown);
    expect(mine.some((r) => r.url?.includes(`/products/${BROKEN}`) && r.message !== "Unexpected Server Error")).toBe(
      true,
    );
    // No second report with the browser's stand-in words.
    expect(reports.some((r) => r.message === "Unexpected Server Error")).toBe(false);
  }, 60_000);
});
