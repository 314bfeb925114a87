// WEB_CONCURRENCY and REDIS_URL are checked at start-up: a wrong value stops the server with a clear
// message instead of running one worker or forgetting lock-outs without a word.
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";

const base = { NODE_ENV: "test" } as NodeJS.ProcessEnv;

describe("WEB_CONCURRENCY and REDIS_URL", () => {
  it("default to one process and the database", () => {
    const env = parseEnv(base);
    expect(env.WEB_CONCURRENCY).toBe(1);
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("take a number of workers and a Redis address", () => {
    const env = parseEnv({ ...base, WEB_CONCURRENCY: "4", REDIS_URL: "redis://127.0.0.1:6379/0" });
    expect(env.WEB_CONCURRENCY).toBe(4);
    expect(env.REDIS_URL).toBe("redis://127.0.0.1:6379/0");
    expect(parseEnv({ ...base, REDIS_URL: "rediss://cache.example:6380" }).REDIS_URL).toBe(
      "rediss://cache.example:6380",
    );
  });

  it("refuse what is not", () => {
    expect(() => parseEnv({ ...base, WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ ...base, WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ ...base, REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
  });
});
