// The print view of an order (/account/orders/:number/print): the order as a document, without the
// shop's header, menus, footer or popups (handle.bare, read by the store and account layouts), with
// a print stylesheet and a Print button when JavaScript runs.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { OrderDocument } from "./OrderDocument";
import { PrintButton } from "./PrintButton";
import { useStoreView } from "~/components/layout/useStoreView";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { loadCustomerOrder } from "./order-loader.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import ordersStyles from "./orders.css";

export const handle: ScreenHandle = { screen: "account.orderPrint", bare: true };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const answer = await loadCustomerOrder(request, context.shop, params.number, "print.title");
  return data({ ...answer, storeName: context.shop.t("brand") }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "NOINDEX,NOFOLLOW" }] : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export default function Page() {
  const { order, storeName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const storeView = useStoreView();
  return (
    <article className="order-print" aria-labelledby="order-heading">
      <header className="order-print__header">
        <p className="order-print__brand">{storeName}</p>
        <div className="order-print__tools">
          <Link to={paths.account.order(storeView, order.number)} className="orders-link">
            ← {t("print.back")}
          </Link>
          <PrintButton />
        </div>
      </header>
      <h1 id="order-heading">{t("order.heading", { number: order.number })}</h1>
      <OrderDocument order={order} />
    </article>
  );
}
