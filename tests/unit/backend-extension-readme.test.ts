// The README's "What a backend must provide" tells a developer with their own Magento what the shop's
// extension is: every module that adds SDL, every core type it extends, every query and mutation of
// its own and every REST path a stock Magento lacks. Read from the modules themselves, so a new field
// group or path without a row fails here.
import { readFileSync } from "node:fs";
import { Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { BACKEND_MODULES } from "../../backend/modules.js";
import { isMagentoCoreRoute } from "../../backend/rest/magento-core-routes.js";
import { coreTypeDefs } from "../../backend/schema/loader.js";
import { declaredRestRoutes } from "../support/rest-routes.js";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const heading = "### What a backend must provide";
const section = readme.slice(readme.indexOf(heading) + heading.length);
/** the section up to the next heading */
const table = section.slice(0, section.search(/\n##/));
const rows = table.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| feature"));
/** A row's cells: feature, modules, what the backend provides, what the storefront does without it. */
const cells = (row: string) => row.split(" | ").map((cell) => cell.replace(/^\| |\s*\|$/g, ""));
const rowsOf = (module: string) => rows.filter((row) => cells(row)[1].split(", ").includes(`\`${module}\``));

const coreTypes = new Set(coreTypeDefs().definitions.flatMap((d) => ("name" in d && d.name ? [d.name.value] : [])));

interface ModuleExtension {
  module: string;
  /** core types the module adds fields to */
  extendedTypes: Set<string>;
  /** its own queries and mutations */
  rootFields: string[];
}

const extensions: ModuleExtension[] = BACKEND_MODULES.flatMap((m) => {
  if (!m.schema) return [];
  const extendedTypes = new Set<string>();
  const rootFields: string[] = [];
  for (const def of parse(readFileSync(m.schema, "utf8")).definitions) {
    if (!("name" in def) || !def.name) continue;
    const name = def.name.value;
    if (name === "Query" || name === "Mutation") {
      if (def.kind === Kind.OBJECT_TYPE_EXTENSION || def.kind === Kind.OBJECT_TYPE_DEFINITION)
        rootFields.push(...(def.fields ?? []).map((f) => f.name.value));
    } else if (coreTypes.has(name)) extendedTypes.add(name);
  }
  return [{ module: m.name, extendedTypes, rootFields }];
});

/** Every REST route the modules declare that stock Magento 2.4.7 lacks. */
const extensionRestRoutes = declaredRestRoutes().filter((route) => !isMagentoCoreRoute(route.method, route.path));

describe("README: what a backend must provide", () => {
  it("has its table", () => {
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) expect(cells(row), row).toHaveLength(4);
  });

  it.each(extensions.map((e) => [e.module, e] as const))("has a row for the %s module's fields", (_module, e) => {
    const text = rowsOf(e.module).join("\n");
    expect(text, `no row names the module \`${e.module}\``).not.toBe("");
    for (const type of e.extendedTypes) expect(text, `${e.module} extends ${type}`).toContain(`\`${type}`);
    for (const field of e.rootFields) expect(text, `${e.module}'s ${field}`).toMatch(new RegExp(`\`${field}\``));
  });

  it("names every REST path a stock Magento lacks, in its module's row", () => {
    expect(extensionRestRoutes.length).toBeGreaterThan(3);
    for (const route of extensionRestRoutes) {
      const text = rowsOf(route.module).join("\n");
      expect(text, `${route.method} ${route.path}`).toContain(`/V1${route.path}`);
      expect(text, `${route.method} ${route.path}`).toMatch(new RegExp(`\`?${route.method}\\b`));
    }
  });
});
