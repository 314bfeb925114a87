// vitest's globalSetup (vitest.config.ts, vitest.security.config.ts): builds the run's seeded base
// database once, before any worker starts, unless the cache already holds it for the current key.
import { baseDatabasePath } from "./base-database.js";

export default function setup() {
  const started = Date.now();
  const path = baseDatabasePath();
  if (process.env.TEST_KIT_VERBOSE) console.log(`base database ${path} ready in ${Date.now() - started} ms`);
}
