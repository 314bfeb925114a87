// One order (/account/orders/:number): items with ordered, invoiced and shipped quantities, totals,
// addresses, methods, its invoices and shipments, and a link to the print view. Another
// customer's order number is the shop's 404 page.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { OrderDocument } from "./OrderDocument";
import { useStoreView } from "~/components/layout/useStoreView";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { linkOrderedProducts } from "~/commerce/sales/ordered-products.server";
import { loadCustomerOrder } from "./order-loader.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import ordersStyles from "./orders.css";

export const handle: ScreenHandle = { screen: "account.order" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const answer = await loadCustomerOrder(request, context.shop, params.number, "order.title");
  const order = await linkOrderedProducts(context.shop.commerce, answer.order);
  return data({ ...answer, order }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export default function Page() {
  const { order } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const storeView = useStoreView();
  return (
    <article className="account-order" aria-labelledby="order-heading">
      <h1 id="order-heading">{t("order.heading", { number: order.number })}</h1>
      <p className="account-order__actions">
        <Link to={paths.account.orders(storeView)} className="orders-link">
          ← {t("order.back")}
        </Link>
        <Link
          to={paths.account.orderPrint(storeView, order.number)}
          className="button button--secondary orders-button"
          reloadDocument
        >
          {t("order.print")}
        </Link>
      </p>
      <OrderDocument order={order} />
    </article>
  );
}
