// Every invoice of the customer (/account/invoices), newest first, each linking to its order and
// saying whether the shop kept the money (paid) or gave it back (refunded, with the refunds).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { salesDocuments } from "~/commerce/sales/orders.server";
import { OrderDate } from "./OrderDate";
import { RefundLinks } from "./RefundLinks";
import { useStoreView } from "~/components/layout/useStoreView";
import { Amount } from "~/components/ui/Price";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { signedInCall, requireExtensionPage } from "../account-call.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import ordersStyles from "./orders.css";

export const handle: ScreenHandle = { screen: "account.invoices" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireExtensionPage(context.shop);
  const { shop } = context;
  const { invoices } = await signedInCall(request, shop, salesDocuments);
  const t = shop.tFor("orders");
  return data(
    { invoices, title: `${t("invoices.title")} | ${shop.t("brand")}` },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export default function Page() {
  const { invoices } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const storeView = useStoreView();
  return (
    <section aria-labelledby="invoices-heading">
      <h1 id="invoices-heading">{t("invoices.heading")}</h1>
      {invoices.length === 0 ? (
        <p className="orders-empty">{t("invoices.empty")}</p>
      ) : (
        <table className="orders-table">
          <caption className="visually-hidden">{t("invoices.heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("invoices.number")}</th>
              <th scope="col">{t("invoices.order")}</th>
              <th scope="col">{t("invoices.date")}</th>
              <th scope="col">{t("invoices.amount")}</th>
              <th scope="col">{t("invoices.status")}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.number} data-testid="invoice-row">
                <th scope="row" className="orders-table__number">
                  <span className="orders-table__label">{t("invoices.number")}</span>
                  {invoice.number}
                </th>
                <td data-label={t("invoices.order")}>
                  <Link to={paths.account.order(storeView, invoice.orderNumber)} className="orders-link">
                    {invoice.orderNumber}
                  </Link>
                </td>
                <td data-label={t("invoices.date")}>
                  <OrderDate date={invoice.date} />
                </td>
                <td data-label={t("invoices.amount")} className="orders-table__total">
                  <Amount money={invoice.total} />
                </td>
                <td data-label={t("invoices.status")} className="orders-table__status">
                  {invoice.orderRefunds.length ? (
                    <RefundLinks
                      orderNumber={invoice.orderNumber}
                      refunds={invoice.orderRefunds}
                      inFull={invoice.orderRefundedInFull}
                    />
                  ) : (
                    <span className="order-status order-status--complete">{t("documents.paid")}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
