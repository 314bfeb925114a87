// The mini basket's data (a resource route, GET, no change): after an add with JavaScript the drawer
// loads the line just added (by the product's page address), the basket's count and subtotal, and,
// when the store's cross_sell_popup is on, the CrossSells of the added product (SPEC §7).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { crossSellCatalogue, crossSellFlags, POPUP_CROSS_SELLS } from "~/commerce/cart/cross-sells.server";
import { addedLine, popupOffers, type MiniBasketView } from "~/commerce/cart/mini-basket";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "miniBasket" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const urlKey = new URL(request.url).searchParams.get("urlKey")?.slice(0, 255) ?? "";
  const headers = { "Cache-Control": PRIVATE_NO_STORE, Vary: "Cookie" };
  // A basket the backend no longer knows is an empty one.
  const cart = await shop.basket.get();
  const line = addedLine(cart, urlKey);
  let crossSells: MiniBasketView["crossSells"] = [];
  if (line && (await crossSellFlags(shop.commerce)).popup) {
    // A few more than shown: those already in the basket are left out.
    const { offers } = await crossSellCatalogue(
      shop.commerce,
      { crosssell_of: { eq: line.sku } },
      POPUP_CROSS_SELLS * 3,
    );
    crossSells = popupOffers(cart, offers, POPUP_CROSS_SELLS);
  }
  const view: MiniBasketView = {
    line,
    totalQuantity: cart?.totalQuantity ?? 0,
    subtotal: cart?.subtotal ?? null,
    crossSells,
  };
  // A plain Response: a resource route's data() would lose its headers under single fetch.
  return Response.json(view, { headers });
}
