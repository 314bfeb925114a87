// Time limits of the few tests that do seconds of real work on purpose; the rest keep vitest's 5 s.
// Pass as a test's options: `it("…", FROM_SCRATCH, () => …)`.

/**
 * A test of an upgrade: it migrates and seeds a database of its own from nothing at an older version
 * (the base database cannot stand in for that), about half a second of CPU, more on a busy machine.
 */
export const FROM_SCRATCH = { timeout: 30_000 };

/** A test that walks a whole table of cases through the GraphQL API (hundreds of calls). */
export const SLOW = { timeout: 30_000 };
