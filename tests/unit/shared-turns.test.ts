// One request at a time for a key, across worker processes: two clients of one database (or of one
// Redis) stand for two processes, as the shop's workers share the data folder's state or REDIS_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { redisSharedState, sqliteSharedState, type SharedState } from "../../backend/ratelimit/shared-state";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { inTurn, withSharedTurn } from "~/sessions/shared-turns.server";
import { processMarks } from "~/sessions/shared-marks.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TIMING = { holdMs: 10_000, waitMs: 5_000, pollMs: 5 };

/** A piece of work that notes when it starts and ends, taking `ms`. */
function noted(log: string[], name: string, ms: number, fail = false) {
  return async () => {
    log.push(`${name} starts`);
    await sleep(ms);
    log.push(`${name} ends`);
    if (fail) throw new Error(`${name} failed`);
    return name;
  };
}

/** Resolves once `name`'s work has started (its turn taken), however busy the machine is. */
async function turnTaken(log: string[], name: string) {
  while (!log.includes(`${name} starts`)) await sleep(1);
}

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

/** Two clients of one store, as two worker processes have, and how to put it away. */
const stores: Record<string, () => Promise<{ clients: [SharedState, SharedState]; done: () => void }>> = {
  "the database": async () => {
    const dir = mkdtempSync(join(tmpdir(), "pw-shared-turns-"));
    const clients = [sqliteSharedState(join(dir, "state.sqlite")), sqliteSharedState(join(dir, "state.sqlite"))];
    return {
      clients: clients as [SharedState, SharedState],
      done: () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  Redis: async () => {
    const clients = [await redisSharedState(redis.url), await redisSharedState(redis.url)];
    await clients[0].delete("heart:one");
    return { clients: clients as [SharedState, SharedState], done: () => undefined };
  },
};

describe.each(Object.keys(stores))("turns across two processes, in %s", (store) => {
  let first: SharedState;
  let second: SharedState;
  let done: () => void;
  beforeEach(async () => {
    ({
      clients: [first, second],
      done,
    } = await stores[store]());
  });
  afterEach(async () => {
    await first.close();
    await second.close();
    done();
  });

  it("starts the second request's work after the first's has ended", async () => {
    const log: string[] = [];
    const a = withSharedTurn(first, "heart:one", noted(log, "add", 60), TIMING);
    await turnTaken(log, "add");
    const b = withSharedTurn(second, "heart:one", noted(log, "remove", 5), TIMING);
    expect(await Promise.all([a, b])).toEqual(["add", "remove"]);
    expect(log).toEqual(["add starts", "add ends", "remove starts", "remove ends"]);
  });

  it("does not hold up another key", async () => {
    const log: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // "one" keeps its turn until "two" has run: held up by it, "two" would wait TIMING.waitMs (5 s).
    const a = withSharedTurn(
      first,
      "heart:one",
      async () => {
        log.push("one starts");
        await held;
        log.push("one ends");
      },
      TIMING,
    );
    await turnTaken(log, "one");
    const begun = Date.now();
    await withSharedTurn(second, "heart:two", noted(log, "two", 1), TIMING);
    expect(Date.now() - begun).toBeLessThan(2_000);
    release();
    await a;
    expect(log).toEqual(["one starts", "two starts", "two ends", "one ends"]);
  });

  it("gives the turn back when the work fails", async () => {
    const log: string[] = [];
    await expect(withSharedTurn(first, "heart:one", noted(log, "add", 1, true), TIMING)).rejects.toThrow("add failed");
    const started = Date.now();
    await withSharedTurn(second, "heart:one", noted(log, "remove", 1), { ...TIMING, waitMs: 2_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("goes ahead after waiting its longest when the holder never gives the turn back", async () => {
    // A worker that died holding the mark: its mark stays until `holdMs`.
    await first.putIfAbsent("heart:one", "a dead worker's claim", 60_000);
    const started = Date.now();
    expect(await withSharedTurn(second, "heart:one", async () => "went ahead", { ...TIMING, waitMs: 150 })).toBe(
      "went ahead",
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    // The dead worker's mark is not taken away by the one that went ahead.
    expect(await first.get("heart:one")).toBe("a dead worker's claim");
  });
});

describe("turns in one process", () => {
  it("runs a key's requests in the order they came, one after another", async () => {
    const marks = processMarks();
    const log: string[] = [];
    const results = await Promise.all([
      inTurn(marks, "heart:one", noted(log, "add", 30), TIMING),
      inTurn(marks, "heart:one", noted(log, "remove", 1), TIMING),
      inTurn(marks, "heart:one", noted(log, "add again", 1), TIMING),
    ]);
    expect(results).toEqual(["add", "remove", "add again"]);
    expect(log).toEqual([
      "add starts",
      "add ends",
      "remove starts",
      "remove ends",
      "add again starts",
      "add again ends",
    ]);
  });

  it("runs the next request after one that failed", async () => {
    const marks = processMarks();
    const log: string[] = [];
    const failed = inTurn(marks, "heart:one", noted(log, "add", 5, true), TIMING);
    const next = inTurn(marks, "heart:one", noted(log, "remove", 1), TIMING);
    await expect(failed).rejects.toThrow("add failed");
    expect(await next).toBe("remove");
  });
});
