// Behind one proxy (TRUST_PROXY=1) the client's address is the one that proxy added last to
// X-Forwarded-For, never the left-most entry a client may write itself: rotating it does not dodge a
// per-address limit. The setting also takes a hop count or the proxies' addresses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustProxySetting } from "~/http/trust-proxy";
import { parseEnv } from "~/env.server";
import { startShopServer, type ShopServer } from "../support/shop-server";

let server: ShopServer;

beforeAll(async () => {
  server = await startShopServer("trust-proxy", { TRUST_PROXY: "1", RATE_LIMIT_ERROR_REPORTS: "3" });
});
afterAll(() => server?.stop());

/** An error report (an anonymous write, limited per client address), as the proxy forwards it. */
async function reportThroughProxy(n: number, forwardedFor: string) {
  const response = await fetch(new URL("/graphql", server.baseURL), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({
      query: `mutation { reportJsError(input: { code: "proxy-${n}", message: "m", timestamp: "2026-01-01T00:00:00Z" }) { result } }`,
    }),
  });
  return response.status;
}

describe("behind one proxy", () => {
  it("counts a client that rotates its own X-Forwarded-For as the one address its proxy saw", async () => {
    // The client writes a new address each time; the proxy appends the address it really came from.
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push(await reportThroughProxy(n, `203.0.113.${n + 1}, 198.51.100.9`));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("still tells two real clients apart", async () => {
    expect(await reportThroughProxy(10, "198.51.100.20")).toBe(200);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts a number of proxies, or the proxies named, never every hop", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("0")).toBe(false);
    expect(trustProxySetting("true")).toBe(1);
    expect(trustProxySetting("2")).toBe(2);
    expect(trustProxySetting("loopback, 10.0.0.0/8")).toEqual(["loopback", "10.0.0.0/8"]);
  });

  it("refuses a value that is neither", () => {
    expect(() => parseEnv({ NODE_ENV: "test", TRUST_PROXY: "yes please!" } as NodeJS.ProcessEnv)).toThrow();
  });
});
