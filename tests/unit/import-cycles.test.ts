// No import cycles in the storefront (app/) or the embedded backend (backend/), counting what
// ESLint's import/no-cycle skips: `import type`, `export type ... from`, `import("...")` types,
// dynamic imports and module augmentations (`declare module "../x.js"`). A cycle of types alone
// costs nothing at run time, but it ties the modules on it into one knot that can only be read,
// tested and moved together; lower modules name the narrow types they need instead.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const SOURCES = ["app", "backend"];

const compilerOptions: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  allowJs: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
  baseUrl: ROOT,
  paths: { "~/*": ["./app/*"] },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => join(ROOT, dir, file));
}

/** Every module specifier a file names, of any kind (values, types, dynamic, augmentations). */
export function specifiers(fileName: string, text: string): string[] {
  const found: string[] = [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      found.push(node.name.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The project's own files each file imports (resolved as TypeScript resolves them). */
export function importGraph(files: string[]): Map<string, Set<string>> {
  const own = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const edges = new Set<string>();
    for (const specifier of specifiers(file, readFileSync(file, "utf8"))) {
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule;
      if (resolved && own.has(resolved.resolvedFileName) && resolved.resolvedFileName !== file) {
        edges.add(resolved.resolvedFileName);
      }
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan): each is one or more cycles. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const knot: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        knot.push(member);
      } while (member !== file);
      if (knot.length > 1) knots.push(knot.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return knots;
}

/** One shortest cycle through the knot's first file, to name in a failure: a -> b -> a. */
export function oneCycle(graph: Map<string, Set<string>>, knot: string[]): string[] {
  const members = new Set(knot);
  const start = knot[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return knot;
}

describe("import cycles", () => {
  it("finds a cycle made of type imports and module augmentations alone", () => {
    const graph = new Map([
      ["a.ts", new Set(["b.ts"])],
      ["b.ts", new Set(["a.ts"])],
      ["c.ts", new Set(["a.ts"])],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts"]]);
    expect(
      specifiers(
        "x.ts",
        [
          'import type { A } from "./a.js";',
          'export type { B } from "./b.js";',
          'declare module "./c.js" { interface C { d: 1 } }',
          'type E = import("./e.js").E;',
          'const f = () => import("./f.js");',
        ].join("\n"),
      ),
    ).toEqual(["./a.js", "./b.js", "./c.js", "./e.js", "./f.js"]);
  });

  for (const dir of SOURCES) {
    it(`${dir}/ has no import cycle, type-only imports included`, () => {
      const graph = importGraph(sourceFiles(dir));
      const knots = cycles(graph).map(
        (knot) =>
          `${knot.length} files, e.g. ` +
          oneCycle(graph, knot)
            .map((file) => relative(ROOT, file))
            .join(" -> "),
      );
      expect(knots).toEqual([]);
      // reads and parses every source file of the folder: seconds on a busy machine
    }, 30_000);
  }
});
