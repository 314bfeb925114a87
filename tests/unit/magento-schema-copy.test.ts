// The repository's copy of Magento's schema and document check (tools/magento-schema/) is the shared
// original, unchanged: a clone checks exactly what CI checks with ../shared/magento/.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const COPY = "tools/magento-schema";
const ORIGINAL = "../shared/magento";
const FILES = [
  "validate.mjs",
  "schema-2.4.7-core.graphql",
  "schema-2.4.7-full.graphql",
  "lib/extract.mjs",
  "lib/magento-sdl.mjs",
];

it("has every file of the validator and the schema", () => {
  for (const file of FILES) expect(existsSync(join(COPY, file)), file).toBe(true);
});

it.skipIf(!existsSync(ORIGINAL))("equals the shared original, file by file", () => {
  const shared = [
    ...FILES.filter((f) => !f.startsWith("lib/")),
    ...readdirSync(join(ORIGINAL, "lib")).map((f) => `lib/${f}`),
  ];
  for (const file of shared)
    expect(readFileSync(join(COPY, file), "utf8"), file).toBe(readFileSync(join(ORIGINAL, file), "utf8"));
});
