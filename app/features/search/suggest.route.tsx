// The header search box's suggestions as the shopper types: a resource route that
// answers JSON to a GET and changes nothing. The answer is the same for every shopper of a store
// view and currency, so a browser may keep it for a minute (typing back over a word asks nobody).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { noSuggestions, suggestionText } from "~/commerce/catalog/search";
import { loadSuggestions } from "./suggestions.server";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "searchSuggest" };

const HEADERS = {
  "Cache-Control": "public, max-age=60",
  // The prices follow the shopper's currency, which the session cookie carries.
  Vary: "Cookie",
  "X-Robots-Tag": "noindex",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = suggestionText(new URL(request.url).searchParams.get("q"));
  // A letter or nothing: no search (it would match everything), and no error either.
  // A plain Response: a resource route's data() would lose its headers under single fetch.
  if (!q) return Response.json(noSuggestions(), { headers: HEADERS });
  const suggestions = await loadSuggestions(context.shop.commerce, q);
  const fromWord = context.shop.tFor("catalog")("price.from");
  return Response.json({ ...suggestions, fromWord }, { headers: HEADERS });
}
