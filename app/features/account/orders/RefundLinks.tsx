import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { OrderRefund } from "~/commerce/sales/orders";
import { useStoreView } from "~/components/layout/useStoreView";
import { Amount } from "~/components/ui/Price";
import { paths } from "~/routing/paths";
import { OrderDate } from "./OrderDate";
import { refundAnchor } from "./OrderRefunds";

/**
 * An order's refunds where its invoices and shipments are listed: a "Refunded" badge ("Partly
 * refunded" while some of what was paid is not refunded; the order itself stays processing or
 * complete then, as in Magento), then each
 * refund with its day and what it paid back, linked to the refund on the order's page (Magento's
 * "Refunds" tab beside the order's invoices and shipments).
 */
export function RefundLinks({
  orderNumber,
  refunds,
  inFull,
}: {
  orderNumber: string;
  refunds: OrderRefund[];
  inFull: boolean;
}) {
  const { t } = useTranslation("orders");
  const storeView = useStoreView();
  return (
    <div className="refund-links" data-testid="document-refunds">
      <span className={`order-status order-status--${inFull ? "closed" : "processing"}`}>
        {t(inFull ? "documents.refunded" : "documents.partlyRefunded")}
      </span>
      <ul className="refund-links__list">
        {refunds.map((refund) => (
          <li key={refund.number}>
            <Link
              to={`${paths.account.order(storeView, orderNumber)}#${refundAnchor(refund.number)}`}
              className="orders-link"
            >
              {t("order.refund", { number: refund.number })}
            </Link>
            {refund.date ? (
              <>
                {" · "}
                <OrderDate date={refund.date} />
              </>
            ) : null}
            {" · "}
            <Amount money={refund.total} />
          </li>
        ))}
      </ul>
    </div>
  );
}
