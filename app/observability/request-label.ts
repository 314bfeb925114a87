// What a request was for, in a few dozen words at most (a metric's label must not grow with the
// addresses asked for): the screen its address shows (the route registry's id, without the store
// view), else the kind of file or endpoint.
import { matchScreen } from "~/routing/registry";

const FIXED_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ["/build/", "assets"],
  ["/media/", "media"],
  ["/_img", "image"],
  ["/graphql", "backend-graphql"],
  ["/rest/", "backend-rest"],
  ["/healthz", "healthz"],
  ["/metrics", "metrics"],
  ["/locales/", "translations"],
];

export function requestLabel(path: string): string {
  for (const [prefix, label] of FIXED_PREFIXES) if (path.startsWith(prefix)) return label;
  // A client navigation's data request names the page it loads data for.
  const pagePath = path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
  if (pagePath === "/robots.txt") return "robots";
  return matchScreen(pagePath)?.screen.id ?? "other";
}

/** The label of an express request, worked out once however many observers ask. */
export function labelOnce(req: { path: string }, locals: Record<string, unknown>): string {
  if (typeof locals.requestLabel !== "string") locals.requestLabel = requestLabel(req.path);
  return locals.requestLabel as string;
}
