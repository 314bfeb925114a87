// A data request's crash waits for its error page's report: found by the visitor and the page's
// address (the data request's own address told apart), taken once, and forgotten after a while.
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { keepDataRequestCrash, takeDataRequestCrash } from "./data-request-crashes.server";

const context = { clientIp: "203.0.113.7" } as AppLoadContext;
const request = (url: string, userAgent = "Phone") =>
  new Request(`https://shop.test${url}`, { headers: { "user-agent": userAgent } });
const crash = (traceId: string) => ({ traceId, message: "boom", timestamp: "2026-11-29T10:00:00.000Z" });

describe("a data request's crash", () => {
  it("is found by the page's address, without the data request's suffix and route list, and only once", () => {
    keepDataRequestCrash(
      request("/products/mass-gainer.data?flavours=7&_routes=routes%2Fproduct"),
      context,
      crash("a"),
    );
    keepDataRequestCrash(request("/_root.data?_routes=root"), context, crash("home"));
    expect(takeDataRequestCrash(request("/"), context, "/products/mass-gainer?flavours=7")?.traceId).toBe("a");
    expect(takeDataRequestCrash(request("/"), context, "/products/mass-gainer?flavours=7")).toBeNull();
    expect(takeDataRequestCrash(request("/"), context, "/")?.traceId).toBe("home");
  });

  it("is not another visitor's, and is forgotten after two minutes", () => {
    const now = Date.parse("2026-11-29T10:00:00Z");
    keepDataRequestCrash(request("/protein.data"), context, crash("b"), now);
    expect(takeDataRequestCrash(request("/", "Another browser"), context, "/protein", now)).toBeNull();
    expect(
      takeDataRequestCrash(request("/"), { clientIp: "198.51.100.1" } as AppLoadContext, "/protein", now),
    ).toBeNull();
    expect(takeDataRequestCrash(request("/"), context, "/protein", now + 121_000)).toBeNull();
    keepDataRequestCrash(request("/protein.data"), context, crash("c"), now);
    expect(takeDataRequestCrash(request("/"), context, "/protein", now + 60_000)?.traceId).toBe("c");
  });
});
