// A data request's crash waits for its error page's report: found by the visitor and the page's
// address (the data request's own address told apart), taken once, forgotten after a while, and
// found through the shop's shared marks by any worker process.
import type { AppLoadContext } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { processMarks } from "~/sessions/shared-marks.server";
import type { ShopConfig } from "~/shop-config";
import { keepDataRequestCrash, takeDataRequestCrash } from "./data-request-crashes.server";

const shared = processMarks();
const worker = (clientIp = "203.0.113.7") =>
  ({ clientIp, config: { sharedState: shared } as unknown as ShopConfig }) as AppLoadContext;
const context = worker();
const request = (url: string, userAgent = "Phone") =>
  new Request(`https://shop.test${url}`, { headers: { "user-agent": userAgent } });
const crash = (traceId: string) => ({ traceId, message: "boom", timestamp: "2026-11-29T10:00:00.000Z" });

afterEach(() => {
  vi.useRealTimers();
});

describe("a data request's crash", () => {
  it("is found by the page's address, without the data request's suffix and route list, and only once", async () => {
    await keepDataRequestCrash(
      request("/products/mass-gainer.data?flavours=7&_routes=routes%2Fproduct"),
      context,
      crash("a"),
    );
    await keepDataRequestCrash(request("/_root.data?_routes=root"), context, crash("home"));
    expect((await takeDataRequestCrash(request("/"), context, "/products/mass-gainer?flavours=7"))?.traceId).toBe("a");
    expect(await takeDataRequestCrash(request("/"), context, "/products/mass-gainer?flavours=7")).toBeNull();
    expect((await takeDataRequestCrash(request("/"), context, "/"))?.traceId).toBe("home");
  });

  it("is not another visitor's, and is forgotten after two minutes", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-29T10:00:00Z") });
    await keepDataRequestCrash(request("/protein.data"), context, crash("b"));
    expect(await takeDataRequestCrash(request("/", "Another browser"), context, "/protein")).toBeNull();
    expect(await takeDataRequestCrash(request("/"), worker("198.51.100.1"), "/protein")).toBeNull();
    vi.advanceTimersByTime(121_000);
    expect(await takeDataRequestCrash(request("/"), context, "/protein")).toBeNull();
    await keepDataRequestCrash(request("/protein.data"), context, crash("c"));
    vi.advanceTimersByTime(60_000);
    expect((await takeDataRequestCrash(request("/"), context, "/protein"))?.traceId).toBe("c");
  });

  it("is kept in the shop's shared marks, under a key that does not spell out the visitor", async () => {
    const marks = processMarks();
    const put = vi.spyOn(marks, "put");
    const own = { clientIp: "203.0.113.7", config: { sharedState: marks } } as unknown as AppLoadContext;
    await keepDataRequestCrash(request("/protein.data"), own, crash("d"));
    const [key, value] = put.mock.calls[0];
    expect(key).not.toContain("203.0.113.7");
    expect(key).not.toContain("Phone");
    expect(JSON.parse(value)).toEqual(crash("d"));
    expect((await takeDataRequestCrash(request("/"), own, "/protein"))?.traceId).toBe("d");
  });
});
