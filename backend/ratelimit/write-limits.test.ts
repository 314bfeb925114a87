// Anonymous writes per client IP: the limiter itself, and the backend answering 429 with
// Retry-After and a GraphQL error once a caller's allowance is used up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { newBackend } from "../../tests/support/backend-helpers.js";
import { createRateLimiter, perMinuteRule } from "./limiter.js";
import { writeLimitsFromEnv } from "../graphql/write-limits.js";

describe("rate limiter", () => {
  it("allows the rule's points per window, then refuses with the seconds until the window ends", async () => {
    const limiter = createRateLimiter("test", { points: 2, durationSeconds: 30 });
    expect(await limiter.consume("1.2.3.4")).toEqual({ allowed: true });
    expect(await limiter.consume("1.2.3.4")).toEqual({ allowed: true });
    const refused = await limiter.consume("1.2.3.4");
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(25);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    // Another client has its own allowance.
    expect(await limiter.consume("5.6.7.8")).toEqual({ allowed: true });
  });

  it("counts several writes at once (one request with many aliases)", async () => {
    const limiter = createRateLimiter("batch", { points: 5, durationSeconds: 60 });
    expect((await limiter.consume("ip", 6)).allowed).toBe(false);
  });

  it("reads per-minute limits from the environment, with defaults and 'off'", () => {
    expect(perMinuteRule(undefined, 20)).toEqual({ points: 20, durationSeconds: 60 });
    expect(perMinuteRule("3", 20)).toEqual({ points: 3, durationSeconds: 60 });
    expect(perMinuteRule("off", 20)).toBeNull();
    expect(() => perMinuteRule("lots", 20)).toThrow(/whole number/);
    expect(writeLimitsFromEnv({ RATE_LIMIT_NEWSLETTER: "2" })).toEqual({
      cartCreation: { points: 20, durationSeconds: 60 },
      newsletter: { points: 2, durationSeconds: 60 },
      errorReports: { points: 10, durationSeconds: 60 },
      signIn: { points: 10, durationSeconds: 60 },
      contactMessages: { points: 5, durationSeconds: 60 },
    });
    expect(writeLimitsFromEnv({ RATE_LIMIT_SIGN_IN: "off" }).signIn).toBeNull();
  });
});

describe("write limits on the GraphQL server", () => {
  // One backend (making one takes seconds on a busy machine); each test is its own client IP.
  let backend: EmbeddedBackend;
  beforeAll(() => {
    backend = newBackend({
      writeLimits: {
        cartCreation: { points: 2, durationSeconds: 60 },
        newsletter: { points: 1, durationSeconds: 60 },
        errorReports: { points: 3, durationSeconds: 60 },
        signIn: { points: 2, durationSeconds: 60 },
        contactMessages: { points: 1, durationSeconds: 60 },
      },
    });
  }, 60_000);
  afterAll(() => backend?.close());

  const CREATE = `mutation { createGuestCart { cart { id } } }`;
  const post = (query: string, forwardedFor?: string) =>
    backend.fetch("http://shop.local/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
      body: JSON.stringify({ query }),
    });

  it("answers 429, Retry-After and a GraphQL error to the shopper over the limit, not to others", async () => {
    for (let i = 0; i < 2; i++) expect((await post(CREATE, "203.0.113.7")).status).toBe(200);
    const refused = await post(CREATE, "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { data?: unknown; errors: Array<{ message: string; extensions: object }> };
    expect(body.errors[0].message).toMatch(/Too many requests/);
    expect(body.errors[0].extensions).toEqual({ category: "graphql-too-many-requests" });
    // The storefront names each shopper by X-Forwarded-For: another shopper still gets a basket.
    expect((await post(CREATE, "198.51.100.1")).status).toBe(200);
  });

  it("counts every aliased write of one request", async () => {
    const report = (n: number) =>
      `r${n}: reportJsError(input: { code: "c${n}", message: "m", timestamp: "2026-01-01T00:00:00Z" }) { result }`;
    const answer = await post(`mutation { ${[1, 2, 3, 4].map(report).join(" ")} }`, "203.0.113.9");
    expect(answer.status).toBe(429);
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM error_reports").get()).toEqual({ n: 0 });
  });

  it("limits newsletter subscriptions per client", async () => {
    const subscribe = (email: string) => `mutation { subscribeEmailToNewsletter(email: "${email}") { status } }`;
    expect((await post(subscribe("a@example.com"), "203.0.113.5")).status).toBe(200);
    expect((await post(subscribe("b@example.com"), "203.0.113.5")).status).toBe(429);
  });

  it("limits contact form messages per client", async () => {
    const contact = (n: number) =>
      `mutation { contactUs(input: { name: "Sam", email: "sam@example.com", comment: "Hello ${n}" }) { status } }`;
    expect((await post(contact(1), "203.0.113.21")).status).toBe(200);
    expect((await post(contact(2), "203.0.113.21")).status).toBe(429);
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM contact_messages").get()).toEqual({ n: 1 });
  });

  it("limits sign-in attempts per client, right or wrong", async () => {
    const signIn = `mutation { generateCustomerToken(email: "nobody@example.com", password: "wrong") { token } }`;
    for (let i = 0; i < 2; i++) {
      const answer = await post(signIn, "203.0.113.11");
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { errors: Array<{ message: string }> };
      expect(body.errors[0].message).toMatch(/sign-in was incorrect/);
    }
    const refused = await post(signIn, "203.0.113.11");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(
      /Too many requests/,
    );
  }, 20_000);
});
