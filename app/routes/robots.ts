// robots.txt: catalogue open to crawlers; the private screens of the route registry (basket,
// checkout, account) kept out in every store view; the sitemap index named.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsDisallowedPaths } from "~/routing/registry";

export function loader({ context }: LoaderFunctionArgs) {
  // Configured, never the request's Host (a forged one would be cached with the file).
  const origin = context.config.publicUrl;
  const disallow = robotsDisallowedPaths().map((path) => `Disallow: ${path}`);
  const body = ["User-agent: *", ...disallow, "", `Host: ${origin}`, `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
