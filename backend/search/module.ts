// Magento's CatalogSearch index: the search index with its vocabulary for typo tolerance.
import { defineModule } from "../manifest.js";
import { searchMigration, buildSearchIndex } from "./schema.js";

export const searchModule = defineModule({
  name: "search",
  migrations: [{ version: 19, name: "the search index with its vocabulary for typo tolerance", up: searchMigration }],
  seed: [{ order: 220, name: "the search index, last: once every text is in", run: buildSearchIndex }],
});
