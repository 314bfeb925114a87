// Marks the storefront keeps outside a shopper's cookie (a captcha used once, a session's first
// basket). In a running shop they live in the shared state that server.ts wires into ShopConfig (the
// database, or Redis with REDIS_URL), so every worker process sees them and a restart keeps them;
// without one (unit tests), in this process, bounded.
import { randomUUID } from "node:crypto";
import type { ShopConfig, SharedMarks } from "~/shop-config";

/** Marks kept at most in one process (oldest forgotten first): a flood cannot fill the memory. */
export const PROCESS_MARKS_CAP = 100_000;

export function processMarks(cap = PROCESS_MARKS_CAP): SharedMarks {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry;
    values.delete(key);
    return undefined;
  };
  const keep = (key: string, value: string, ttlMs: number) => {
    values.delete(key);
    values.set(key, { value, expiresAt: Date.now() + ttlMs });
    while (values.size > cap) values.delete(values.keys().next().value as string);
  };
  return {
    async putIfAbsent(key, value, ttlMs) {
      const held = live(key);
      if (held) return held.value;
      keep(key, value, ttlMs);
      return value;
    },
    async put(key, value, ttlMs) {
      keep(key, value, ttlMs);
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async delete(key) {
      values.delete(key);
    },
  };
}

const local = processMarks();

/** The shop's shared marks, or this process's when server.ts wired none. */
export const marksOf = (config: Pick<ShopConfig, "sharedState"> | undefined): SharedMarks =>
  config?.sharedState ?? local;

/** True for the first caller (of any process) to take `key`, false for every later one until it expires. */
export async function takeOnce(marks: SharedMarks, key: string, ttlMs: number): Promise<boolean> {
  const mine = randomUUID();
  return (await marks.putIfAbsent(key, mine, ttlMs)) === mine;
}
