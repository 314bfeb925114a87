// Counters and single-use marks every process of the shop sees (ADR 0047): two backends on one
// database file stand for two worker processes; a third opened after they closed, for a restart.
// The Redis store is tried against a real redis-server (tests/support/redis-server.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { createRateLimiter } from "./limiter.js";
import { redisSharedState, sqliteSharedState, takeOnce, type SharedState } from "./shared-state.js";
import { createSignInLimiter, DEFAULT_SIGN_IN_LIMITS } from "../customer/sign-in-limits.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { startRedisServer, type RedisServer } from "../../tests/support/redis-server.js";
import { backendOnDisk } from "../../tests/support/backend-helpers.js";

const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;

const backendOn = (dataDir: string) => backendOnDisk(dataDir, { customers: { signInLimits: { delayStepMs: 0 } } });

async function signInMessage(backend: EmbeddedBackend, password: string, ip: string) {
  const answer = await backend.execute(SIGN_IN, { email: DEMO_CUSTOMER.email, password }, { "x-forwarded-for": ip });
  return answer.errors?.[0]?.message ?? "signed in";
}

describe("sign-in failures in the database", () => {
  let dataDir: string;
  const open: EmbeddedBackend[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "pw-shared-state-"));
  });
  afterAll(() => {
    for (const backend of open) backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("are counted once for two processes on one data folder, and kept after both restart", async () => {
    const first = backendOn(dataDir);
    const second = backendOn(dataDir);
    open.push(first, second);
    // Five wrong guesses in all, from different addresses, alternating between the two.
    const messages: string[] = [];
    for (let n = 0; n < 5; n++) messages.push(await signInMessage(n % 2 ? second : first, "wrong", `198.51.100.${n}`));
    expect(messages.every((m) => m.startsWith("The account sign-in was incorrect"))).toBe(true);
    expect(await signInMessage(first, DEMO_CUSTOMER.password, "198.51.100.50")).toMatch(/Too many failed sign-in/);
    expect(await signInMessage(second, DEMO_CUSTOMER.password, "198.51.100.51")).toMatch(/Too many failed sign-in/);

    for (const backend of open.splice(0)) backend.close();
    const restarted = backendOn(dataDir);
    open.push(restarted);
    expect(await signInMessage(restarted, DEMO_CUSTOMER.password, "198.51.100.52")).toMatch(/Too many failed sign-in/);
  }, 60_000);
});

describe("single-use marks in the database", () => {
  it("are taken once, whichever connection asks first", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pw-shared-marks-"));
    const a = sqliteSharedState(join(dir, "state.sqlite"));
    const b = sqliteSharedState(join(dir, "state.sqlite"));
    try {
      const taken = await Promise.all([a, b, a, b].map((state) => takeOnce(state, "captcha:one", 60_000)));
      expect(taken.filter(Boolean)).toHaveLength(1);
      // An expired mark can be taken again.
      expect(await takeOnce(a, "captcha:brief", 1)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await takeOnce(b, "captcha:brief", 60_000)).toBe(true);
    } finally {
      await a.close();
      await b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the Redis store", () => {
  let redis: RedisServer;
  const states: SharedState[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    for (const state of states) await state.close();
    await redis?.stop();
  });

  it("shares sign-in failures and marks between two clients (two processes)", async () => {
    const a = await redisSharedState(redis.url);
    const b = await redisSharedState(redis.url);
    states.push(a, b);
    const limits = { ...DEFAULT_SIGN_IN_LIMITS, delayStepMs: 0 };
    const limiterA = createSignInLimiter(limits, a.rateLimitStore);
    const limiterB = createSignInLimiter(limits, b.rateLimitStore);
    for (let n = 0; n < limits.perEmail; n++) {
      expect((await (n % 2 ? limiterB : limiterA).check("Shared@Example.com", `ip-${n}`)).allowed).toBe(true);
      await (n % 2 ? limiterB : limiterA).failed("Shared@Example.com", `ip-${n}`);
    }
    const verdict = await limiterA.check("shared@example.com", "ip-other");
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.retryAfterSeconds).toBeGreaterThan(limits.windowMs / 1000 - 5);

    const taken = await Promise.all([a, b, a, b].map((state) => takeOnce(state, "captcha:redis", 60_000)));
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it("goes on limiting in the process when Redis goes away (insurance), and refuses a wrong address at start", async () => {
    const own = await startRedisServer();
    const state = await redisSharedState(own.url);
    states.push(state);
    const limiter = createRateLimiter("insured", { points: 2, durationSeconds: 60 }, state.rateLimitStore);
    expect((await limiter.consume("client")).allowed).toBe(true);
    await own.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Redis is gone: the in-process insurance counts from here, and still refuses past the limit.
    const verdicts = [
      await limiter.consume("client"),
      await limiter.consume("client"),
      await limiter.consume("client"),
    ];
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false]);
    expect(await takeOnce(state, "captcha:away", 60_000)).toBe(true);
    expect(await takeOnce(state, "captcha:away", 60_000)).toBe(false);

    await expect(redisSharedState(own.url, { connectTimeoutMs: 500 })).rejects.toThrow(/REDIS_URL: cannot reach Redis/);
  });
});
