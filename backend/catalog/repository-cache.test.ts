// What the catalogue keeps between requests beyond its rows: a search's matches ("did you mean" too)
// and a category's products with their positions. A search page asks for them every time (the search,
// then the category facet's count per top category); they are read from the database once, and again
// as soon as anything is written.
import type Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { baseDatabase } from "../../tests/setup/base-database.js";
import { createStoreRepository, type StoreView } from "../store/repository.js";
import { createCatalogRepository } from "./repository.js";

let db: Database.Database;
let runs: Map<string, number>;
let store: StoreView;

/** Counts how often each statement whose text holds one of `marks` runs. */
function countRuns(database: Database.Database, marks: string[]) {
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    const statement = prepare(source);
    const mark = marks.find((m) => source.includes(m));
    if (!mark) return statement;
    const all = statement.all.bind(statement);
    statement.all = ((...args: unknown[]) => {
      runs.set(mark, (runs.get(mark) ?? 0) + 1);
      return (all as (...a: unknown[]) => unknown[])(...args);
    }) as typeof statement.all;
    return statement;
  }) as typeof database.prepare;
}

const FTS = " MATCH @q";
const POSITIONS = "MIN(CASE WHEN cp.category_id IN";

beforeEach(() => {
  db = baseDatabase();
  runs = new Map();
  countRuns(db, [FTS, POSITIONS]);
  store = createStoreRepository(db).byCode("default")!;
});
afterEach(() => db.close());

describe("the catalogue's kept answers", () => {
  it("runs a repeated search once, and hands each caller a map of its own", () => {
    const catalog = createCatalogRepository(db);
    const first = catalog.search(store, "wehy protien");
    expect(first.size).toBeGreaterThan(0);
    first.clear();
    const second = catalog.search(store, "wehy protien");
    expect(second.size).toBeGreaterThan(0);
    expect(runs.get(FTS)).toBe(1);
    catalog.search(store, "creatine");
    expect(runs.get(FTS)).toBe(2);
  });

  it("searches again once the database was written", () => {
    const catalog = createCatalogRepository(db);
    const before = catalog.search(store, "whey");
    db.prepare("UPDATE products SET status = status").run();
    expect(catalog.search(store, "whey")).toEqual(before);
    expect(runs.get(FTS)).toBe(2);
  });

  it("keeps the suggestions of a search that finds nothing", () => {
    const catalog = createCatalogRepository(db);
    const first = catalog.didYouMean(store, "wheyyyy protaaan");
    first.push("changed by a caller");
    expect(catalog.didYouMean(store, "wheyyyy protaaan")).not.toContain("changed by a caller");
  });

  it("reads a category's products once until the database changes", () => {
    const catalog = createCatalogRepository(db);
    const first = catalog.categoryProductPositions([3]);
    expect(first.size).toBeGreaterThan(0);
    first.clear();
    expect(catalog.categoryProductPositions([3]).size).toBeGreaterThan(0);
    expect(runs.get(POSITIONS)).toBe(1);
    db.prepare("UPDATE category_products SET position = position").run();
    catalog.categoryProductPositions([3]);
    expect(runs.get(POSITIONS)).toBe(2);
  });
});
