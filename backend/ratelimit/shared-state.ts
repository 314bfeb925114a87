// State that every process serving the shop must see alike, and that must outlive a restart: the
// rate-limit and sign-in counters, and single-use marks (a captcha answered once, a session's first
// basket). WEB_CONCURRENCY runs several processes on one data folder, so none of it may live in one
// process's memory (docs/decisions/0047-*.md).
//
// Where it lives: the backend's SQLite database by default (WAL, busy_timeout: the processes take
// turns for the write lock), Redis when REDIS_URL is set. The counting is rate-limiter-flexible's
// (RateLimiterSQLite, RateLimiterRedis), each with a RateLimiterMemory insurance: if the store fails
// (a full disk, Redis away), a process goes on limiting on its own rather than letting every guess in
// or refusing every shopper.
import { randomUUID } from "node:crypto";
import type { Database as SqliteDatabase } from "better-sqlite3";
import type { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterSQLite,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { RateLimitRule, RateLimitStore } from "./limiter.js";
import { COUNTERS_TABLE, createSharedKeysRepository, openSharedStateDatabase } from "./repository.js";
import { SHARED_STATE_SQL } from "./schema.js";

export { SHARED_STATE_SQL };

export type SharedStateKind = "sqlite" | "redis" | "memory";

export interface SharedState {
  readonly kind: SharedStateKind;
  /** The counters of one named rate limit (keys are prefixed with the name). */
  readonly rateLimitStore: RateLimitStore;
  /**
   * Holds `value` under `key` for `ttlMs` unless a value that has not expired is there already;
   * answers the value held afterwards (ours, or the earlier one). Atomic across processes.
   */
  putIfAbsent(key: string, value: string, ttlMs: number): Promise<string>;
  /** Replaces the value of `key`, kept for `ttlMs`. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value of `key`; null when there is none or it expired. */
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Marks `key` used for `ttlMs`: true for the first caller of any process, false for every later one
 * until the mark expires (a captcha's one check).
 */
export async function takeOnce(state: SharedState, key: string, ttlMs: number): Promise<boolean> {
  const mine = randomUUID();
  return (await state.putIfAbsent(key, mine, ttlMs)) === mine;
}

const CLEAN_EVERY_MS = 5 * 60_000;

const limiterOptions = (name: string, rule: RateLimitRule): IRateLimiterOptions => ({
  keyPrefix: name,
  points: rule.points,
  duration: rule.durationSeconds,
});

/** One process's own counters: for tests, and the insurance of the shared stores. */
export function memorySharedState(): SharedState {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string, now = Date.now()) => {
    const entry = values.get(key);
    if (entry && entry.expiresAt > now) return entry;
    values.delete(key);
    return undefined;
  };
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of values) if (entry.expiresAt <= now) values.delete(key);
  }, CLEAN_EVERY_MS).unref();
  return {
    kind: "memory",
    rateLimitStore: (name, rule) => new RateLimiterMemory(limiterOptions(name, rule)),
    async putIfAbsent(key, value, ttlMs) {
      const held = live(key);
      if (held) return held.value;
      values.set(key, { value, expiresAt: Date.now() + ttlMs });
      return value;
    },
    async put(key, value, ttlMs) {
      values.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async delete(key) {
      values.delete(key);
    },
    async close() {
      clearInterval(sweep);
      values.clear();
    },
  };
}

/**
 * The counters and marks in a SQLite database every process opens: the backend's own (its migration
 * made the tables), or the file `path` opened here (WAL, busy_timeout) with the tables made if absent.
 */
export function sqliteSharedState(dbOrPath: SqliteDatabase | string): SharedState {
  const own = typeof dbOrPath === "string";
  const db = own ? openSharedStateDatabase(dbOrPath) : dbOrPath;
  const insurance = memorySharedState();
  const keys = createSharedKeysRepository(db);
  const sweep = setInterval(() => {
    try {
      keys.sweep(Date.now());
    } catch {
      // a busy or full database: the next sweep tries again
    }
  }, CLEAN_EVERY_MS).unref();
  return {
    kind: "sqlite",
    rateLimitStore: (name, rule) =>
      new RateLimiterSQLite({
        ...limiterOptions(name, rule),
        storeClient: db,
        storeType: "better-sqlite3",
        tableName: COUNTERS_TABLE,
        // made by the migration (or above); expired counters are swept with the marks
        tableCreated: true,
        insuranceLimiter: new RateLimiterMemory(limiterOptions(name, rule)),
      }) as RateLimiterAbstract,
    async putIfAbsent(key, value, ttlMs) {
      try {
        return keys.putIfAbsent(key, value, Date.now(), ttlMs);
      } catch (error) {
        console.error(`shared state: the database refused a mark, kept in this process (${(error as Error).message})`);
        return insurance.putIfAbsent(key, value, ttlMs);
      }
    },
    async put(key, value, ttlMs) {
      keys.put(key, value, Date.now() + ttlMs);
    },
    async get(key) {
      return keys.get(key, Date.now()) ?? null;
    },
    async delete(key) {
      keys.delete(key);
    },
    async close() {
      clearInterval(sweep);
      await insurance.close();
      if (own) db.close();
    },
  };
}

/** Redis keys of the shop start with this, so one Redis can serve other things too. */
export const REDIS_PREFIX = "pw:";

/**
 * The counters and marks in Redis (REDIS_URL): for several machines, or when the database should
 * not take the writes. Connects before answering, so a wrong address stops the start with a clear
 * message; afterwards a lost connection falls back to per-process counting until it is back.
 */
export async function redisSharedState(url: string, options: { connectTimeoutMs?: number } = {}): Promise<SharedState> {
  const { Redis } = await import("ioredis");
  const redis: Redis = new Redis(url, {
    lazyConnect: true,
    // Fail fast while Redis is away: the insurance limiters answer instead of requests waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: options.connectTimeoutMs ?? 5_000,
  });
  // Said once per outage, not at every reconnection attempt.
  let away = false;
  redis.on("error", (error: Error) => {
    if (away) return;
    away = true;
    console.error(`shared state: Redis ${error.message}; counting in each process until it is back`);
  });
  redis.on("ready", () => {
    if (away) console.log("shared state: Redis is back");
    away = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis (${(error as Error).message})`);
  }
  const insurance = memorySharedState();
  const k = (key: string) => `${REDIS_PREFIX}${key}`;
  const fallback = async <T>(what: string, run: () => Promise<T>, instead: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!away) console.error(`shared state: Redis failed to ${what} (${(error as Error).message})`);
      return instead();
    }
  };
  return {
    kind: "redis",
    rateLimitStore: (name, rule) =>
      new RateLimiterRedis({
        ...limiterOptions(`${REDIS_PREFIX}${name}`, rule),
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(limiterOptions(name, rule)),
      }) as RateLimiterAbstract,
    putIfAbsent: (key, value, ttlMs) =>
      fallback(
        "keep a mark",
        async () => {
          for (let attempt = 0; attempt < 3; attempt++) {
            if ((await redis.set(k(key), value, "PX", Math.max(1, Math.ceil(ttlMs)), "NX")) === "OK") return value;
            const held = await redis.get(k(key));
            if (held !== null) return held;
            // expired between the two calls: claim again
          }
          return value;
        },
        () => insurance.putIfAbsent(key, value, ttlMs),
      ),
    async put(key, value, ttlMs) {
      await redis.set(k(key), value, "PX", Math.max(1, Math.ceil(ttlMs)));
    },
    get: (key) => redis.get(k(key)),
    async delete(key) {
      await redis.del(k(key));
    },
    async close() {
      await insurance.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
