// Every shipment of the customer (/account/shipments), newest first: carrier, tracking number and
// items, each linking to its order; a refunded order's shipment says so, with its refunds.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { salesDocuments } from "~/commerce/sales/orders.server";
import { OrderDate } from "./OrderDate";
import { TrackingNumber } from "./TrackingNumber";
import { RefundLinks } from "./RefundLinks";
import { useStoreView } from "~/components/layout/useStoreView";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { signedInCall, requireExtensionPage } from "../account-call.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import ordersStyles from "./orders.css";

export const handle: ScreenHandle = { screen: "account.shipments" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireExtensionPage(context.shop);
  const { shop } = context;
  const { shipments } = await signedInCall(request, shop, salesDocuments);
  const t = shop.tFor("orders");
  return data(
    { shipments, title: `${t("shipments.title")} | ${shop.t("brand")}` },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export default function Page() {
  const { shipments } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const storeView = useStoreView();
  return (
    <section aria-labelledby="shipments-heading">
      <h1 id="shipments-heading">{t("shipments.heading")}</h1>
      {shipments.length === 0 ? <p className="orders-empty">{t("shipments.empty")}</p> : null}
      <ul className="shipment-cards">
        {shipments.map((shipment) => (
          <li key={shipment.number} className="order-card shipment-card" data-testid="shipment-card">
            <h2>
              {t("shipments.shipment", { number: shipment.number })} · <OrderDate date={shipment.date} />
            </h2>
            <dl className="shipment-card__facts">
              <div>
                <dt>{t("shipments.order")}</dt>
                <dd>
                  <Link to={paths.account.order(storeView, shipment.orderNumber)} className="orders-link">
                    {shipment.orderNumber}
                  </Link>
                </dd>
              </div>
              <div>
                <dt>{t("shipments.carrier")}</dt>
                <dd>{shipment.tracking.map((track) => track.carrier).join(", ") || "—"}</dd>
              </div>
              <div>
                <dt>{t("shipments.tracking")}</dt>
                <dd>
                  {shipment.tracking.length
                    ? shipment.tracking.map((track, i) => (
                        <span key={track.number}>
                          {i > 0 ? ", " : null}
                          <TrackingNumber track={track} />
                        </span>
                      ))
                    : t("shipments.noTracking")}
                </dd>
              </div>
            </dl>
            {shipment.orderRefunds.length ? (
              <RefundLinks
                orderNumber={shipment.orderNumber}
                refunds={shipment.orderRefunds}
                inFull={shipment.orderRefundedInFull}
              />
            ) : null}
            <h3 className="shipment-card__items-heading">{t("shipments.items")}</h3>
            <ul className="order-doc__lines">
              {shipment.lines.map((line) => (
                <li key={line.sku}>
                  {line.name} <span className="order-doc__qty">× {line.qty}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
