// `npm run check:graphql:core` (CI): the storefront's core-mode documents (*.core.ts, core/ folders)
// are validated against stock Magento 2.4.7's schema alone. Run here on folders of its own, so the
// naming that finds the documents and the verdict are both held to.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../../scripts/check-core-documents.sh", import.meta.url));
const checker = fileURLToPath(new URL("../../tools/magento-schema/check", import.meta.url));

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function sources(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "core-documents-"));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(root: string) {
  const run = spawnSync(script, [root], { encoding: "utf8", timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const EXTENDED_ONLY = "export const APP = `query App { storeConfig { store_code quickbuy_countdown } }`;\n";

describe.skipIf(!existsSync(checker))("the core-mode documents check", () => {
  it("passes when there are none (the extended documents are not its business)", () => {
    const result = check(sources({ "features/app.server.ts": EXTENDED_ONLY }));
    expect(result.output).toMatch(/No core-mode documents/);
    expect(result.status).toBe(0);
  });

  it("passes valid core documents, fragments spread from another core file included", () => {
    const result = check(
      sources({
        "commerce/core/fragments.ts": "export const CARD = `fragment CoreCard on ProductInterface { sku name }`;\n",
        "features/product/product.core.ts":
          "export const Q = `query CoreProduct($k: String) { products(filter: { url_key: { eq: $k } }) { items { ...CoreCard } } }`;\n",
        "features/app.server.ts": EXTENDED_ONLY,
      }),
    );
    // the fragment is checked with the query that spreads it; the extended document is not read
    expect(result.output).toMatch(/OK {3}features\/product\/product\.core\.ts:1 query CoreProduct\n1 passed, 0 failed/);
    expect(result.status).toBe(0);
  });

  it("fails on a core document that asks for an extension field", () => {
    const result = check(sources({ "features/app.core.ts": EXTENDED_ONLY }));
    expect(result.output).toMatch(
      /FAIL features\/app\.core\.ts:1 query App -- Cannot query field "quickbuy_countdown"/,
    );
    expect(result.status).toBe(1);
  });
});
