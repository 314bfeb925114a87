// A storefront in another process calls the backend over HTTP for all its shoppers. The backend counts
// each shopper by the address the storefront forwards, but only when the call comes from a configured
// storefront address (TRUSTED_STOREFRONTS); anyone else is counted by its own address, whatever it
// writes in X-Forwarded-For. Here the storefront calls from 127.0.0.1 (trusted) and a stranger from
// 127.0.0.2 (not), both to one backend over real HTTP.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WRITE_LIMITS_PER_MINUTE } from "../graphql/write-limits.js";
import { clientAddress, forwardedShopper, parseTrustedStorefronts } from "../ratelimit/trusted-storefronts.js";
import { NO_WRITE_LIMITS, newBackend, serveBackend, type ServedBackend } from "../../tests/support/backend-helpers.js";

const STOREFRONT = "127.0.0.1";
const STRANGER = "127.0.0.2";
const BASKETS_PER_MINUTE = DEFAULT_WRITE_LIMITS_PER_MINUTE.cartCreation;

interface Answer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string }> };
}

/** A GraphQL POST over a real socket from `from` (a loopback address of this machine). */
function post(url: string, from: string, query: string, forwardedFor?: string): Promise<Answer> {
  const body = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const req = request(
      new URL("/graphql", url),
      {
        method: "POST",
        localAddress: from,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "content-length": Buffer.byteLength(body),
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer["body"] }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const NEW_BASKET = `mutation { createGuestCart { cart { id } } }`;
const OLD_NEW_BASKET = `mutation { createEmptyCart }`;

/** The statuses of 30 new baskets, the i-th forwarded for `forwardedFor(i)`. */
async function thirtyBaskets(url: string, from: string, forwardedFor: (i: number) => string | undefined) {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++)
    statuses.push((await post(url, from, i % 2 ? OLD_NEW_BASKET : NEW_BASKET, forwardedFor(i))).status);
  return statuses;
}

const allowedThenRefused = [
  ...Array<number>(BASKETS_PER_MINUTE).fill(200),
  ...Array<number>(30 - BASKETS_PER_MINUTE).fill(429),
];

describe("new baskets through a trusted storefront", () => {
  let served: ServedBackend;
  beforeAll(async () => {
    served = await serveBackend({
      trustedStorefronts: STOREFRONT,
      writeLimits: { ...NO_WRITE_LIMITS, cartCreation: { points: BASKETS_PER_MINUTE, durationSeconds: 60 } },
    });
  }, 60_000);
  afterAll(() => served?.stop());

  it("gives 30 shoppers forwarded by the storefront a basket each", async () => {
    expect(await thirtyBaskets(served.url, STOREFRONT, (i) => `198.51.100.${i + 1}`)).toEqual(Array(30).fill(200));
  });

  it("refuses one forwarded shopper past the per-minute limit, with 429", async () => {
    expect(await thirtyBaskets(served.url, STOREFRONT, () => "203.0.113.50")).toEqual(allowedThenRefused);
    // The next shopper of the same storefront still gets one.
    expect((await post(served.url, STOREFRONT, NEW_BASKET, "203.0.113.51")).status).toBe(200);
  });

  it("counts the entry the storefront wrote last, not a list's first that a shopper could have sent", async () => {
    expect(await thirtyBaskets(served.url, STOREFRONT, (i) => `192.0.2.${i + 1}, 203.0.113.60`)).toEqual(
      allowedThenRefused,
    );
  });

  it("ignores a stranger's forged X-Forwarded-For: 30 made-up shoppers are one caller, limited", async () => {
    expect(await thirtyBaskets(served.url, STRANGER, (i) => `198.51.100.${i + 101}`)).toEqual(allowedThenRefused);
    // The shoppers it named are untouched: the storefront still gets them baskets.
    expect((await post(served.url, STOREFRONT, NEW_BASKET, "198.51.100.101")).status).toBe(200);
  });
});

describe("without TRUSTED_STOREFRONTS", () => {
  it("believes no caller over HTTP: a storefront's shoppers would share its allowance", async () => {
    const served = await serveBackend({
      trustedStorefronts: "",
      writeLimits: { ...NO_WRITE_LIMITS, cartCreation: { points: 3, durationSeconds: 60 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post(served.url, STOREFRONT, NEW_BASKET, `198.51.100.${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await served.stop();
    }
  }, 60_000);
});

describe("sign-in lock-outs through a trusted storefront", () => {
  const FAILURES_PER_ADDRESS = 3;
  let served: ServedBackend;
  beforeAll(async () => {
    served = await serveBackend({
      trustedStorefronts: `10.0.0.5, ${STOREFRONT}/32, ::1`,
      // Only the lock-out counts here: no per-minute limit on attempts, no slowing down.
      writeLimits: NO_WRITE_LIMITS,
      customers: { signInLimits: { perIp: FAILURES_PER_ADDRESS, perEmail: 100, delayStepMs: 0 } },
    });
  }, 60_000);
  afterAll(() => served?.stop());

  // A new email each time: the lock-out per address, not per account, is what is under test.
  let attempt = 0;
  const wrongSignIn = () =>
    `mutation { generateCustomerToken(email: "guess${++attempt}@example.com", password: "wrong") { token } }`;
  const signInMessage = (answer: Answer) => answer.body.errors?.[0]?.message;

  it("locks out the shopper who keeps guessing, not the storefront's other shoppers", async () => {
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++)
      expect(signInMessage(await post(served.url, STOREFRONT, wrongSignIn(), "203.0.113.80"))).toMatch(
        /sign-in was incorrect/,
      );
    const locked = await post(served.url, STOREFRONT, wrongSignIn(), "203.0.113.80");
    expect(locked.status).toBe(429);
    expect(signInMessage(locked)).toMatch(/Too many failed sign-in attempts/);
    // Another shopper of the same storefront is told the sign-in was wrong, not locked out.
    const other = await post(served.url, STOREFRONT, wrongSignIn(), "203.0.113.81");
    expect(other.status).toBe(200);
    expect(signInMessage(other)).toMatch(/sign-in was incorrect/);
  });

  it("locks out a stranger however many shoppers it claims to be", async () => {
    const messages = [];
    for (let i = 0; i <= FAILURES_PER_ADDRESS; i++)
      messages.push(signInMessage(await post(served.url, STRANGER, wrongSignIn(), `198.51.100.${i + 200}`)));
    expect(messages.at(-1)).toMatch(/Too many failed sign-in attempts/);
    // The shoppers it named are not locked out.
    expect(signInMessage(await post(served.url, STOREFRONT, wrongSignIn(), "198.51.100.200"))).toMatch(
      /sign-in was incorrect/,
    );
  });
});

describe("TRUSTED_STOREFRONTS", () => {
  it("takes addresses and CIDR subnets, IPv4 and IPv6, or loopback", () => {
    const trusted = parseTrustedStorefronts("10.0.0.5, 10.0.1.0/24 ,::1,2001:db8::/32");
    expect(trusted.entries).toEqual(["10.0.0.5", "10.0.1.0/24", "::1", "2001:db8::/32"]);
    expect(trusted.trusts("10.0.0.5")).toBe(true);
    expect(trusted.trusts("10.0.0.6")).toBe(false);
    expect(trusted.trusts("10.0.1.200")).toBe(true);
    expect(trusted.trusts("10.0.2.1")).toBe(false);
    expect(trusted.trusts("::1")).toBe(true);
    expect(trusted.trusts("2001:db8:5::7")).toBe(true);
    // Node names an IPv4 caller of a dual-stack socket this way.
    expect(trusted.trusts("::ffff:10.0.0.5")).toBe(true);
    expect(trusted.trusts(undefined)).toBe(false);
    expect(trusted.trusts("not an address")).toBe(false);
    const loopback = parseTrustedStorefronts("loopback");
    expect(["127.0.0.1", "127.9.9.9", "::1", "::ffff:127.0.0.1"].map((a) => loopback.trusts(a))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(loopback.trusts("10.0.0.1")).toBe(false);
  });

  it("trusts nobody when unset or empty", () => {
    for (const value of [undefined, "", " , ", []]) {
      const trusted = parseTrustedStorefronts(value);
      expect(trusted.entries).toEqual([]);
      expect(trusted.trusts("127.0.0.1")).toBe(false);
    }
  });

  it("refuses at start an entry that is not an address or subnet, naming it", () => {
    for (const wrong of ["10.0.0.300", "10.0.1.0/33", "::1/129", "10.0.0.0/8/1", "10.0.0.0/x", "shop.example", "*"])
      expect(() => parseTrustedStorefronts(`10.0.0.5,${wrong}`)).toThrow(
        `TRUSTED_STOREFRONTS: "${wrong}" is not an IP address or subnet`,
      );
    expect(() => newBackend({ trustedStorefronts: "10.0.0.5,storefront" })).toThrow(
      'trustedStorefronts: "storefront" is not an IP address or subnet',
    );
  });

  it("reads the setting from the environment when createEmbeddedBackend is not given one", () => {
    const before = process.env.TRUSTED_STOREFRONTS;
    process.env.TRUSTED_STOREFRONTS = "10.0.0.5,everyone";
    try {
      expect(() => newBackend()).toThrow('TRUSTED_STOREFRONTS: "everyone" is not an IP address or subnet');
    } finally {
      if (before === undefined) delete process.env.TRUSTED_STOREFRONTS;
      else process.env.TRUSTED_STOREFRONTS = before;
    }
  });
});

describe("the address a request is counted by", () => {
  const trusted = parseTrustedStorefronts("10.0.0.5");
  const forwarded = (value?: string) => new Headers(value ? { "x-forwarded-for": value } : {});

  it("is the forwarded shopper for the in-process storefront, else the storefront's one key", () => {
    expect(clientAddress(forwarded("203.0.113.7"), undefined, trusted)).toBe("203.0.113.7");
    expect(clientAddress(forwarded(), undefined, trusted)).toBe("storefront");
  });

  it("is a trusted storefront's forwarded shopper, else the storefront's own address", () => {
    const storefront = { ip: "10.0.0.5", socket: { remoteAddress: "10.0.0.5" } };
    expect(clientAddress(forwarded("203.0.113.7"), storefront, trusted)).toBe("203.0.113.7");
    expect(clientAddress(forwarded(), storefront, trusted)).toBe("10.0.0.5");
    expect(clientAddress(forwarded("garbage"), storefront, trusted)).toBe("10.0.0.5");
  });

  it("is anybody else's own address, whatever it forwards", () => {
    const stranger = { ip: "192.0.2.9", socket: { remoteAddress: "192.0.2.9" } };
    expect(clientAddress(forwarded("203.0.113.7"), stranger, trusted)).toBe("192.0.2.9");
  });

  it("takes the last entry of a list", () => {
    expect(forwardedShopper("192.0.2.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(forwardedShopper("203.0.113.7")).toBe("203.0.113.7");
    expect(forwardedShopper("192.0.2.1, unknown")).toBeNull();
    expect(forwardedShopper(null)).toBeNull();
  });
});
