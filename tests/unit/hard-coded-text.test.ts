// Every user-visible text goes through the translate function: no JSX text or user-facing attribute in app/ may
// hold words of its own. Brand marks that are the same in every language are listed explicitly.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const USER_FACING_ATTRIBUTES = new Set([
  "aria-label",
  "placeholder",
  "title",
  "alt",
  "label",
  "aria-description",
  "value",
]);
/** Language-neutral marks allowed as literal text. */
const ALLOWED = new Set(["PW"]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith(".tsx") ? [path] : [];
  });
}

function hasWords(text: string): boolean {
  const trimmed = text.replace(/\s+/g, " ").trim();
  return /\p{L}{2,}/u.test(trimmed) && !ALLOWED.has(trimmed);
}

export function findHardCodedText(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(file);
      // A hidden input's value is data, not text; other user-facing attributes must be translated.
      const isHiddenValue = name === "value" && /type="hidden"/.test(node.parent.getText(file));
      if (USER_FACING_ATTRIBUTES.has(name) && !isHiddenValue && hasWords(node.initializer.text)) {
        found.push(`${where(node)} ${name}="${node.initializer.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("hard-coded user-visible text", () => {
  it("the check itself finds literal words in JSX and in user-facing attributes", () => {
    const sample = `export const A = () => <p title="Hello there" aria-label={t("x")}>Add to basket <input type="hidden" name="intent" value="add-to-basket" /><b>{t("y")}</b> · </p>;`;
    expect(findHardCodedText(sample, "sample.tsx")).toEqual([
      'sample.tsx:1 title="Hello there"',
      'sample.tsx:1 text "Add to basket"',
    ]);
  });

  it("no component in app/ renders words that are not translated", () => {
    const offenders = tsxFiles("app").flatMap((path) => findHardCodedText(readFileSync(path, "utf8"), path));
    expect(offenders).toEqual([]);
  });
});
