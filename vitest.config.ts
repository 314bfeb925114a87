import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // Cross-cutting suites in tests/; a feature's or a backend module's own tests live beside its code.
    include: ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "backend/**/*.test.ts"],
    // The security suite drives the built server over HTTP: `npm run test:security`, after the build.
    exclude: ["tests/security/**", "**/node_modules/**"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
  },
});
