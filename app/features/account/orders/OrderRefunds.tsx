import { useTranslation } from "~/i18n/use-translation";
import { refundDestination, refundedTotal, type OrderDetail } from "~/commerce/sales/orders";
import { Amount } from "~/components/ui/Price";
import { OrderDate } from "./OrderDate";
import { useColon } from "~/i18n/colon";

/**
 * The totals' last word on a refunded order: what came back, with its day when there was one
 * refund (several are dated one by one in the refunds card). Nothing for an order never refunded.
 */
export function RefundedRow({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const refunded = refundedTotal(order);
  if (!refunded) return null;
  const date = order.refunds.length === 1 ? order.refunds[0].date : "";
  return (
    <div className="order-totals__row order-totals__row--refund" data-testid="order-refunded">
      <dt>
        {t("order.refundedAmount")}
        {date ? (
          <span className="order-totals__date">
            {" "}
            <OrderDate date={date} />
          </span>
        ) : null}
      </dt>
      {/* A minus sign before the amount: money that left the order, as a discount is written. */}
      <dd>
        −<Amount money={refunded} />
      </dd>
    </div>
  );
}

/** The id of a refund on its order's page, where the invoices and shipments pages link to it. */
export const refundAnchor = (number: string) => `refund-${number}`;

/** Where the refunded money went, in the shop's words for the order's payment method. */
function RefundedTo({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const to = refundDestination(order);
  if (!to) return null;
  return (
    <p className="order-doc__refund-to" data-testid="order-refund-to">
      {t(`order.refundTo.${to.destination}`, { method: to.method })}
    </p>
  );
}

/** The order's refunds (Magento's credit memos), beside its invoices and shipments; none, no card. */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const colon = useColon();
  if (!order.refunds.length) return null;
  return (
    <section className="order-card" aria-labelledby="order-refunds-heading" id="order-refunds">
      <h2 id="order-refunds-heading">{t("order.refunds")}</h2>
      {order.refunds.map((refund) => (
        <article key={refund.number} id={refundAnchor(refund.number)} className="order-doc" data-testid="order-refund">
          <h3>
            {t("order.refund", { number: refund.number })}
            {refund.date ? (
              <>
                {" "}
                · <OrderDate date={refund.date} />
              </>
            ) : null}
          </h3>
          <ul className="order-doc__lines">
            {refund.lines.map((line) => (
              <li key={line.sku}>
                {line.name} <span className="order-doc__qty">× {line.qty}</span>
              </li>
            ))}
            {refund.shipping ? (
              <li data-testid="order-refund-shipping">
                {t("order.delivery")} <Amount money={refund.shipping} />
              </li>
            ) : null}
          </ul>
          <p className="order-doc__total">
            {t("order.refundTotal")}
            {colon}
            <Amount money={refund.total} />
          </p>
          <RefundedTo order={order} />
        </article>
      ))}
    </section>
  );
}
