// Deterministic seed: same data on every run (fixed ids by insertion order, seeded PRNG, fixed dates).
// Each module brings its own steps (its manifest's `seed`), each with an order among all of them:
// the ids of the demo data follow from that order, so a step keeps its number, and a new one takes a
// number where its data may be written (after the rows it refers to).
import type { Database } from "better-sqlite3";
import type { BackendModule, SeedStep } from "../manifest.js";
import { BACKEND_MODULES } from "../modules.js";

export { isSeeded } from "../db/seeded.js";
export { FLAVOURS_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID, prng } from "./catalogue.js";

/** Every module's seed steps in their order; refuses two steps with one number. */
export function seedSteps(modules: readonly BackendModule[]): Array<SeedStep & { module: string }> {
  const steps = modules
    .flatMap((m) => (m.seed ?? []).map((step) => ({ ...step, module: m.name })))
    .sort((a, b) => a.order - b.order);
  steps.forEach((step, i) => {
    const before = steps[i - 1];
    if (before && before.order === step.order)
      throw new Error(`Seed step ${step.order} is taken twice: by ${before.module} and ${step.module}`);
  });
  return steps;
}

export function seed(db: Database, modules: readonly BackendModule[] = BACKEND_MODULES): void {
  const steps = seedSteps(modules);
  db.transaction(() => {
    for (const step of steps) step.run(db);
  })();
}
