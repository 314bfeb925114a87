// Every route module the shop serves has its loader and action exercised here, not only by e2e: a
// screen added to the registry (or a layout, or a route remix.config.js declares) without a route
// test fails this file. A test names a screen by `loadScreen("<id>")` (or in a table of ids it
// loads), and a module with an action is posted to (`submit(`) in the file that names it.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { screenLayouts } from "~/routing/screen-modules.mjs";
import { loadScreen, screenIds } from "./screen";

const here = new URL(".", import.meta.url);
const testFiles = readdirSync(here)
  .filter((name) => name.endsWith(".test.ts") && name !== "every-route.test.ts")
  .map((name) => ({ name, text: readFileSync(new URL(name, here), "utf8") }));

const escape = (id: string) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The files that load screen `id`: by name, or in a table of [id, path] rows a test loads. */
function filesNaming(id: string, call = "loadScreen") {
  const byName = new RegExp(`${call}\\("${escape(id)}"\\)`);
  const inTable = new RegExp(`\\["${escape(id)}",\\s*[\`"]/`);
  return testFiles.filter(
    (file) => byName.test(file.text) || (inTable.test(file.text) && file.text.includes(`${call}(id)`)),
  );
}

// Importing a route module the first time transforms its whole tree: slow on a busy machine.
describe("every route module has a loader or action test", { timeout: 30_000 }, () => {
  it.each(screenIds)("%s", async (id) => {
    const files = filesNaming(id);
    expect(
      files.map((f) => f.name),
      `no test in tests/routes/ loads the screen "${id}"`,
    ).not.toEqual([]);
    const module = await loadScreen(id);
    if (module.action)
      expect(
        files.some((file) => file.text.includes("submit(")),
        `the screen "${id}" has an action that no test posts to`,
      ).toBe(true);
  });

  it.each(Object.keys(screenLayouts))("layout of %s", (id) => {
    expect(filesNaming(id, "loadLayout").map((f) => f.name)).not.toEqual([]);
  });

  it("the root, the store layout and robots.txt", () => {
    const all = testFiles.map((file) => file.text).join("\n");
    expect(all).toContain("loadRoot()");
    expect(all).toContain('loadDeclaredRoute("robots")');
    expect(all).toContain('"storeLayout"');
  });
});
