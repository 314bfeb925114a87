// The header search box's suggestions as the shopper types (issue 12, part C): a resource route.
import { data } from "@remix-run/node";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "searchSuggest" };

export function loader() {
  return data({ products: [], categories: [] });
}
