import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { OrderSummary } from "~/commerce/sales/orders";
import { useStoreView } from "~/components/layout/useStoreView";
import { Amount } from "~/components/ui/Price";
import { paths } from "~/routing/paths";
import { OrderDate } from "./OrderDate";
import { OrderStatusBadge } from "./OrderStatusBadge";

/**
 * Orders as a table on a wide screen and as a list of cards on a phone: the same rows, each cell
 * labelled by its column (data-label) when the table is laid out as cards (orders.css).
 */
export function OrdersTable({ orders, caption }: { orders: OrderSummary[]; caption: string }) {
  const { t } = useTranslation("orders");
  const storeView = useStoreView();
  return (
    <table className="orders-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("columns.number")}</th>
          <th scope="col">{t("columns.date")}</th>
          <th scope="col">{t("columns.shipTo")}</th>
          <th scope="col">{t("columns.total")}</th>
          <th scope="col">{t("columns.status")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("columns.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.number} data-testid="order-row">
            <th scope="row" className="orders-table__number">
              <span className="orders-table__label">{t("columns.number")}</span>
              {order.number}
            </th>
            <td data-label={t("columns.date")}>
              <OrderDate date={order.date} />
            </td>
            <td data-label={t("columns.shipTo")}>{order.shipTo}</td>
            <td data-label={t("columns.total")} className="orders-table__total">
              <Amount money={order.total} />
            </td>
            <td data-label={t("columns.status")}>
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="orders-table__action">
              <Link
                to={paths.account.order(storeView, order.number)}
                className="button button--secondary orders-button"
                aria-label={t("viewOrder", { number: order.number })}
              >
                {t("view")}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
