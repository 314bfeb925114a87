// Confirm and pay (/checkout/review; the step the shopper sees as "review and pay"): the basket, the delivery address and method
// with links back to change them, the totals, the billing address (the same as delivery, one of a
// customer's saved addresses or a new one), the terms where the store asks for consent, and the
// payment methods the backend offers for this cart. "Place order" places it (placeOrder) or, for a
// card, hands over to the card provider (startCardPayment). A total that changed since the page
// was shown is answered with the new basket and a message instead of an order; a refusal shows the
// backend's reason with the basket intact. The action: confirm-action.server.ts.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  PRIVATE_NO_STORE,
  addressBook,
  basketView,
  checkoutConfirmation,
  data,
  getCart,
  pageHeaders,
  redirect,
  requireCheckoutStep,
  confirmAction,
  savedCards,
  settleOrderedBasket,
  termsConsentRequired,
} from "~/features/checkout/confirm/confirm.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/features/checkout/confirm/ConfirmPage";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import confirmStyles from "~/features/checkout/confirm/checkout-confirm.css";

export const handle: ScreenHandle = { screen: "checkout.confirm", focused: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const cartId = shop.basket.id();
  // The basket was ordered (the back button after the success page): that order, not an empty basket.
  if (!cartId && shop.session.get("lastOrder")?.storeCode === shop.storeView.code)
    throw redirect(paths.checkout.success(shop.storeView), 303);
  // A reload that still carries the ordered basket (a crash, a second tab): that order.
  if (await settleOrderedBasket(shop)) throw redirect(paths.checkout.success(shop.storeView), 303);
  await requireCheckoutStep(request, shop, "confirm");
  if (!cartId) throw redirect(paths.basket(shop.storeView), 303);
  const signedIn = Boolean(shop.commerce.customerToken);
  const [confirmation, cart, termsRequired, book, cards] = await Promise.all([
    checkoutConfirmation(shop.commerce, cartId),
    getCart(shop.commerce, cartId),
    termsConsentRequired(shop.commerce),
    signedIn ? addressBook(shop.commerce) : null,
    signedIn ? savedCards(shop.commerce) : [],
  ]);
  if (cart.lines.length === 0) throw redirect(paths.basket(shop.storeView), 303);
  return data(
    {
      title: `${shop.tFor("payment")("confirm.title")} | ${shop.t("brand")}`,
      confirmation,
      basket: basketView(cart, shop.tFor("cart")),
      termsRequired,
      addresses: book?.addresses ?? [],
      cards: cards.filter((c) => !c.expired),
      signedIn,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return confirmAction(request, context.shop);
}

export const headers = pageHeaders;

// robots NOINDEX,NOFOLLOW comes from the route registry (root.tsx): checkout screens are private.
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: confirmStyles }];

export default function CheckoutConfirmRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ConfirmPage {...loaderData} lastResult={actionData?.result ?? null} />;
}
