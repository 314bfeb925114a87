// The finder's schema and parsing, reached through this server-only module: the browser build drops
// what only the loader and action import from a `.server` module, so Zod stays out of the page's
// chunk (the component reads the zod-free collect.fields.ts).
export { checkedSearch, collectSchema } from "./collect";
export { parseSubmission } from "~/forms/parse-submission";
