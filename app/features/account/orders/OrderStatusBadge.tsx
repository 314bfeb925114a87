import { useTranslation } from "~/i18n/use-translation";
import type { OrderStatus } from "~/commerce/sales/orders";

/** The order's status as a coloured badge (orders.css), translated when it is Magento's own. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("orders");
  return (
    <span className={`order-status order-status--${status.key}`}>
      {status.key === "other" ? status.label : t(`status.${status.key}`)}
    </span>
  );
}
