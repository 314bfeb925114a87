// Magento's CatalogSearch index: the search index with its vocabulary for typo tolerance.
import { defineModule } from "../manifest.js";
import { searchMigration } from "./schema.js";

export const searchModule = defineModule({
  name: "search",
  migrations: [{ version: 19, name: "the search index with its vocabulary for typo tolerance", up: searchMigration }],
});
