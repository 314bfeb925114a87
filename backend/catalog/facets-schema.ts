// Filterable attributes beyond flavour and size (issue 12, ADR 0032): `dietary` (multiselect) and
// `product_range` (dropdown), their store-view labels and each product's values.
import type { Database } from "better-sqlite3";

/** Migration 18: the attribute value table, and the facets of a database seeded before it. */
export function facetsMigration(db: Database): void {
  void db;
}

/** The seed's dietary and range values (also run by migration 18 on a seeded database). */
export function seedFacets(db: Database): void {
  void db;
}
