// The order history (/account/orders): the customer's orders, newest first, a page at a time.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { notFound, pageNumberFrom } from "~/commerce/catalog/listing.server";
import { hasOrdersElsewhere, orderHistory } from "~/commerce/sales/orders.server";
import { OrdersTable } from "./OrdersTable";
import { useStoreView } from "~/components/layout/useStoreView";
import { Pagination } from "~/components/ui/Pagination";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { signedInCall } from "../account-call.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import ordersStyles from "./orders.css";

export const handle: ScreenHandle = { screen: "account.orders" };

/** Orders per page of the history (backend/seed/fixtures-sales.ts ORDER_HISTORY_PAGE_SIZE). */
const PAGE_SIZE = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const currentPage = pageNumberFrom(new URL(request.url));
  // A store view that lists none asks whether there are orders in the shop's other stores.
  const { history, ordersElsewhere } = await signedInCall(request, shop, async (ctx) => {
    const page = await orderHistory(ctx, currentPage, PAGE_SIZE);
    return { history: page, ordersElsewhere: page.totalCount === 0 && (await hasOrdersElsewhere(ctx)) };
  });
  if (currentPage > 1 && currentPage > history.totalPages) notFound();
  const t = shop.tFor("orders");
  return data(
    { history, ordersElsewhere, title: `${t("history.title")} | ${shop.t("brand")}` },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export default function Page() {
  const { history, ordersElsewhere } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const storeView = useStoreView();
  const base = paths.account.orders(storeView);
  return (
    <section className="account-orders" aria-labelledby="orders-heading">
      <h1 id="orders-heading">{t("history.heading")}</h1>
      {history.orders.length === 0 ? (
        <div className="orders-empty">
          <p>{t(ordersElsewhere ? "history.elsewhere" : "history.empty")}</p>
          <Link to={paths.home(storeView)} className="button button--secondary orders-button">
            {t("history.shopNow")}
          </Link>
        </div>
      ) : (
        <>
          <p className="orders-count">{t("history.count", { count: history.totalCount })}</p>
          <OrdersTable orders={history.orders} caption={t("history.heading")} />
          <Pagination
            current={history.currentPage}
            total={history.totalPages}
            hrefFor={(page) => (page === 1 ? base : `${base}?page=${page}`)}
          />
        </>
      )}
    </section>
  );
}
