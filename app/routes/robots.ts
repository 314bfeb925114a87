// robots.txt: catalogue open to crawlers; basket, checkout and account pages kept out.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { storeViews } from "~/i18n/store-views";

const PRIVATE_PATHS = ["basket", "checkout", "customer", "account"];

export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const disallow = storeViews.flatMap((store) =>
    PRIVATE_PATHS.map((path) => `Disallow: ${store.pathPrefix ? `/${store.pathPrefix}` : ""}/${path}`),
  );
  const body = ["User-agent: *", ...disallow, "", `Host: ${origin}`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
