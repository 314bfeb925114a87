// The order success page (/checkout/success): the order just placed, from the
// session's lastOrder (none: the home page). Its number, what was ordered, where it goes, how it is
// paid and what happens next; a guest may create an account with the order's email and name. The
// basket is empty by now (placeOrder forgot it). The GA4 purchase event is handed to the page once.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { orderEvents, placedOrderDetail } from "~/features/checkout/success/success.server";
import { SuccessPage } from "~/features/checkout/success/SuccessPage";
import { passwordTextValues, storePasswordRules } from "~/forms/password-rules.server";
import { orderAccountAction } from "~/features/checkout/success/order-account-action.server";
import { linkOrderedProducts } from "~/commerce/sales/ordered-products.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import successStyles from "~/features/checkout/success/checkout-success.css";

export const handle: ScreenHandle = { screen: "checkout.success" };

export async function loader({ context }: LoaderFunctionArgs) {
  const { shop } = context;
  const last = shop.session.get("lastOrder");
  if (!last || last.storeCode !== shop.storeView.code) throw redirect(paths.home(shop.storeView), 303);
  const placed = await placedOrderDetail(shop.commerce, last);
  if (!placed) throw redirect(paths.home(shop.storeView), 303);
  const order = await linkOrderedProducts(shop.commerce, placed);
  // An order the card provider's notification placed before the shopper came back: its own email.
  const email = last.email || order.email || "";
  if (email !== last.email) shop.session.set("lastOrder", { ...last, email });
  // The purchase reaches the tag manager once, however often the page is reloaded.
  const announcePurchase = !last.purchaseAnnounced;
  if (announcePurchase) shop.session.set("lastOrder", { ...last, email, purchaseAnnounced: true });
  return data(
    {
      title: `${shop.tFor("payment")("success.title")} | ${shop.t("brand")}`,
      order,
      email,
      guest: Boolean(last.guestToken) && !shop.commerce.customerToken,
      // A guest's order stays a guest's when the backend cannot move it into the new account.
      inAccount: !last.guestToken,
      extensions: await shop.backend.extensions(),
      // The store view's rules, which the account offer's hint and errors name.
      passwordTexts: passwordTextValues(await storePasswordRules(shop.commerce)),
      events: announcePurchase ? orderEvents(order) : [],
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return orderAccountAction(request, context.shop);
}

export const headers = pageHeaders;

// robots NOINDEX,NOFOLLOW comes from the route registry (root.tsx): checkout screens are private.
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: successStyles }];

export default function CheckoutSuccessRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SuccessPage {...loaderData} lastResult={actionData?.result ?? null} />;
}
