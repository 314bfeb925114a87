// Writes app/forms/form-constraints.json: the HTML constraints (required, lengths, patterns) of
// each form's Zod schema, so that the browser gets them without Zod. Run after changing a form's
// schema (npm run forms:constraints); app/forms/form-constraints.test.ts fails until then.
import { writeFileSync } from "node:fs";
import { expectedConstraints } from "../app/forms/constraint-sources";

const path = new URL("../app/forms/form-constraints.json", import.meta.url);
writeFileSync(path, `${JSON.stringify(expectedConstraints(), null, 2)}\n`);
console.log(`Wrote ${path.pathname}`);
