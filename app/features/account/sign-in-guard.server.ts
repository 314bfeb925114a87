// The account area's one guard: its pages are the signed-in shopper's own. A visitor is sent to sign
// in (customer.loginReferer) with the page asked for encoded in the address, so that signing in
// leads back there.
import { data, redirect } from "@remix-run/node";
import type { ShopRequest } from "~/commerce/context.server";
import { pageUrlOf } from "~/request-context.server";
import { paths } from "~/routing/paths";
import { COOKIE_CHECK_PARAM, cookieCheckOf } from "~/sessions/cookie-check.server";

/** Throws the redirect to sign-in when the request has no signed-in customer. */
export function requireSignIn(request: Request, shop: ShopRequest): void {
  if (shop.commerce.customerToken) return;
  // The page's own address: a client-side navigation asks for "/account/orders.data".
  const url = pageUrlOf(request);
  // Right after a sign-in that the browser could not keep (no cookies): the sign-in page says why.
  if (cookieCheckOf(request) === "refused") {
    const marker = url.searchParams.get(COOKIE_CHECK_PARAM) ?? "";
    url.searchParams.delete(COOKIE_CHECK_PARAM);
    url.searchParams.delete("_routes");
    const login = paths.customer.loginReferer(shop.storeView, `${url.pathname}${url.search}`);
    throw redirect(`${login}?${new URLSearchParams([[COOKIE_CHECK_PARAM, marker]])}`);
  }
  throw redirect(paths.customer.loginReferer(shop.storeView, `${url.pathname}${url.search}`));
}

/**
 * The pages only the shop's extension backs (reward points, referrals, saved cards, subscriptions, my
 * reviews, contact preferences, the invoice and shipment lists): on a stock Magento they do not exist,
 * so their addresses answer 404 like any unknown page, never a failed query.
 */
export async function requireExtensionPage(shop: ShopRequest): Promise<void> {
  if (!(await shop.backend.extensions())) throw data(null, { status: 404 });
}
