// One request at a time for a key, across the shop's worker processes: a shopper's quick presses
// that each read what they are about to change (a heart's remove looks the product up in the
// wishlist first) must run in the order they came, or the second reads what the first has not yet
// written. In this process the turns are a chain of promises (no polling); across processes the
// holder keeps a mark in the shared state (the database, or Redis) and the others look again until
// it is gone.
import { randomUUID } from "node:crypto";
import type { SharedMarks } from "~/shop-config";

export interface TurnTiming {
  /** How long a mark holds when its holder dies without taking it back. */
  holdMs: number;
  /** How long a request waits for its turn before going ahead anyway (a slow holder must not block the shopper). */
  waitMs: number;
  /** How often a waiting request looks at the mark again (default 20 ms). */
  pollMs?: number;
}

const DEFAULT_POLL_MS = 20;

const localTurns = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier request for `key` has finished: in this process those that came
 * before it, in any process the one holding the key's shared mark. After `timing.waitMs` it runs
 * anyway.
 */
export function inTurn<T>(marks: SharedMarks, key: string, work: () => Promise<T>, timing: TurnTiming): Promise<T> {
  const mine = (localTurns.get(key) ?? Promise.resolve()).then(() => withSharedTurn(marks, key, work, timing));
  const settled = mine.catch(() => undefined);
  localTurns.set(key, settled);
  void settled.then(() => {
    if (localTurns.get(key) === settled) localTurns.delete(key);
  });
  return mine;
}

/** `work` while this request holds the key's shared mark (taken when free, or after `waitMs`). */
export async function withSharedTurn<T>(
  marks: SharedMarks,
  key: string,
  work: () => Promise<T>,
  { holdMs, waitMs, pollMs = DEFAULT_POLL_MS }: TurnTiming,
): Promise<T> {
  const claim = randomUUID();
  const take = () => marks.putIfAbsent(key, claim, holdMs).catch(() => claim);
  const deadline = Date.now() + waitMs;
  let held = await take();
  while (held !== claim && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    held = await take();
  }
  try {
    return await work();
  } finally {
    if (held === claim) await giveBack(marks, key, claim);
  }
}

/** Takes the mark away if it is still ours (after `holdMs` another request may hold it). */
async function giveBack(marks: SharedMarks, key: string, claim: string): Promise<void> {
  try {
    if ((await marks.get(key)) === claim) await marks.delete(key);
  } catch {
    // The mark expires on its own.
  }
}
