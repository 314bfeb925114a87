// `npm run schema:extensions`: writes backend/schema/extensions.graphql from the modules' SDL files;
// with --check, fails when the file is stale instead (as `codegen:check` does for generated types).
import { readFileSync, writeFileSync } from "node:fs";
import { BACKEND_MODULES } from "../modules.js";
import { combinedExtensions, EXTENSIONS_FILE } from "./loader.js";

const text = combinedExtensions(BACKEND_MODULES);
if (process.argv.includes("--check")) {
  if (readFileSync(EXTENSIONS_FILE, "utf8") !== text) {
    console.error("backend/schema/extensions.graphql is stale: run `npm run schema:extensions`.");
    process.exit(1);
  }
} else {
  writeFileSync(EXTENSIONS_FILE, text);
}
