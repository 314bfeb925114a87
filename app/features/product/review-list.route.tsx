// The review list of a product, one page at a time (SPEC §2, §7): a resource route that
// passes on the backend's fragment for the store view of its address, so the browser never calls
// the backend. The product page's pager fetches it with JavaScript; without, the pager's links are
// product-page addresses. Public and the same for every shopper of a store view: kept a short while.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchReviewList, isCommerceError, requestedReviewPage, REVIEW_LIST_TTL } from "./review-list.server";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "reviewList" };

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.productId ?? "";
  if (!/^\d{1,9}$/.test(id)) return text(404, "No such product.");
  const p = new URL(request.url).searchParams.get("p");
  if (p !== null && requestedReviewPage(p) !== Number(p))
    return text(400, "The page (p) must be a whole number from 1.");
  let html: string | null;
  try {
    html = await fetchReviewList(context.shop.commerce, Number(id), requestedReviewPage(p));
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    return text(503, "Reviews cannot be read right now.");
  }
  if (html === null) return text(404, "No such product or page of reviews.");
  // A plain Response: a resource route's data() would lose its headers under single fetch.
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": `public, max-age=${REVIEW_LIST_TTL}`,
      "X-Robots-Tag": "noindex",
    },
  });
}
