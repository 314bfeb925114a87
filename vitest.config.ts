import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { applyTestEnv } from "./tests/setup/test-env";

applyTestEnv();

// The security suite drives the built server over HTTP: `npm run test:security`, after the build.
const NOT_HERE = ["tests/security/**", "**/node_modules/**"];

const testFilesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/**
 * The backend's test files that share their worker's modules: each module's own, beside it
 * (backend/<module>/*.test.ts), and those that span modules (tests/backend); all but those that
 * replace a module with vi.mock, whose mock must not reach other files (they run isolated, with the
 * unit tests).
 */
const SHARING = ["backend", "tests/backend"]
  .flatMap(testFilesIn)
  .filter((file) => !readFileSync(file, "utf8").includes("vi.mock("));

/** What a test file does that would reach the next file in a shared worker: such a file stays isolated. */
const LEAKS = /vi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(|@vitest-environment/;

/**
 * The storefront's test files that share their worker's modules (the app's module graph, and the
 * backend's for route tests, imported once per worker instead of once per file): all but those that
 * mock or reset modules, stub globals or the environment, or need another environment. A route test
 * starts its own backend from the base database and closes it in afterAll, a loader test its own mock
 * server, and the route harness clears the app's per-process caches after each test.
 */
const APP_SHARING = ["tests/routes", "tests/loaders", "tests/unit", "app"]
  .flatMap(testFilesIn)
  .filter((file) => !LEAKS.test(readFileSync(file, "utf8")));

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    // The seeded base database every backend fixture copies (tests/setup/base-database.ts).
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "backend",
          include: SHARING,
          // The backend's module graph (GraphQL, Yoga, SQLite, sharp) is imported once per worker,
          // not once per file: each file opens backends of its own from the base database, and
          // keeps no state in modules (ADR 0052).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "app", include: APP_SHARING, isolate: false },
      },
      {
        extends: true,
        test: {
          name: "unit",
          // Cross-cutting suites in tests/; a feature's or a backend module's own tests live beside its code.
          include: ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "backend/**/*.test.ts"],
          exclude: [...NOT_HERE, ...SHARING, ...APP_SHARING],
        },
      },
    ],
  },
});
