import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { bankTransferDue, orderPoints, type OrderDetail, type OrderLine } from "~/commerce/sales/orders";
import { Amount } from "~/components/ui/Price";
import { BankTransferDue } from "./BankTransferDue";
import { OrderDate } from "./OrderDate";
import { OrderRefunds, RefundedRow } from "./OrderRefunds";
import { TrackingNumber } from "./TrackingNumber";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { PostalAddressBlock } from "./PostalAddressBlock";
import { useColon } from "~/i18n/colon";
import { productPath } from "~/i18n/store-views";
import { useStoreView } from "~/components/layout/useStoreView";

/**
 * One order as the account shows it and prints it: while a bank transfer is awaited, the details to
 * pay it; items with their ordered, invoiced and shipped quantities, the totals (with what a refund
 * paid back), addresses and methods, then its invoices, shipments and refunds.
 */
export function OrderDocument({ order }: { order: OrderDetail }) {
  const due = bankTransferDue(order);
  return (
    <div className="order-document">
      <p className="order-document__meta">
        <OrderStatusBadge status={order.status} />
        <PlacedOn date={order.date} />
      </p>
      {due ? <BankTransferDue due={due} /> : null}
      <OrderItems lines={order.lines} />
      <OrderTotals order={order} />
      <OrderInformation order={order} />
      <OrderInvoices order={order} />
      <OrderShipments order={order} />
      <OrderRefunds order={order} />
    </div>
  );
}

function PlacedOn({ date }: { date: string }) {
  const { t } = useTranslation("orders");
  return (
    <span className="order-document__date">
      {t("order.placed")} <OrderDate date={date} />
    </span>
  );
}

function Quantities({ line }: { line: OrderLine }) {
  const { t } = useTranslation("orders");
  const rows: Array<[string, number]> = [
    [t("order.ordered"), line.ordered],
    [t("order.invoiced"), line.invoiced],
    [t("order.shipped"), line.shipped],
  ];
  if (line.canceled > 0) rows.push([t("order.canceled"), line.canceled]);
  if (line.refunded > 0) rows.push([t("order.refunded"), line.refunded]);
  return (
    <dl className="order-qty">
      {rows.map(([label, qty]) => (
        <div key={label} className="order-qty__row">
          <dt>{label}</dt>
          <dd>{qty}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderItems({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation("orders");
  const colon = useColon();
  const storeView = useStoreView();
  return (
    <section className="order-card" aria-labelledby="order-items-heading">
      <h2 id="order-items-heading">{t("order.items")}</h2>
      <table className="order-items">
        <thead>
          <tr>
            <th scope="col">{t("order.product")}</th>
            <th scope="col">{t("order.price")}</th>
            <th scope="col">{t("order.quantity")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-testid="order-line">
              <td className="order-items__product">
                <strong>
                  {line.product ? (
                    <Link to={productPath(storeView, line.product.urlKey) + line.product.search}>{line.name}</Link>
                  ) : (
                    line.name
                  )}
                </strong>
                <span className="order-items__sku">
                  {t("order.sku")}
                  {colon}
                  {line.sku}
                </span>
                {line.options.length ? (
                  <dl className="order-items__options">
                    {line.options.map((option) => (
                      <div key={option.label}>
                        <dt>
                          {option.label}
                          {colon.trimEnd()}
                        </dt>{" "}
                        <dd>{option.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </td>
              <td data-label={t("order.price")}>
                <Amount money={line.price} />
              </td>
              <td data-label={t("order.quantity")}>
                <Quantities line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const { totals } = order;
  return (
    <section className="order-card order-totals" aria-labelledby="order-totals-heading">
      <h2 id="order-totals-heading">{t("order.totals")}</h2>
      <dl>
        <div className="order-totals__row">
          <dt>{t("order.subtotal")}</dt>
          <dd>
            <Amount money={totals.subtotal} />
          </dd>
        </div>
        {totals.discounts.map((discount) => (
          <div className="order-totals__row order-totals__row--discount" key={discount.label}>
            <dt>
              {discount.couponCode
                ? t("order.discountCode", { code: discount.couponCode })
                : discount.label || t("order.discount")}
            </dt>
            {/* A minus sign before the amount, as the basket, checkout and emails write a discount. */}
            <dd>
              {discount.amount ? (
                <>
                  −<Amount money={discount.amount} />
                </>
              ) : null}
            </dd>
          </div>
        ))}
        {totals.points ? (
          <div className="order-totals__row order-totals__row--discount">
            <dt>{t("order.points", { count: totals.points.points })}</dt>
            <dd>
              {totals.points.amount ? (
                <>
                  −<Amount money={totals.points.amount} />
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div className="order-totals__row">
          <dt>{t("order.delivery")}</dt>
          <dd>{totals.shipping?.value === 0 ? t("order.free") : <Amount money={totals.shipping} />}</dd>
        </div>
        <div className="order-totals__row order-totals__row--grand">
          <dt>{t("order.grandTotal")}</dt>
          <dd>
            <Amount money={totals.grandTotal} />
          </dd>
        </div>
        {totals.taxes.map((tax) => (
          <div className="order-totals__row order-totals__row--note" key={tax.title}>
            <dt>{t("order.taxIncluded", { title: tax.title })}</dt>
            <dd>
              <Amount money={tax.amount} />
            </dd>
          </div>
        ))}
        <RefundedRow order={order} />
        <GatheredPoints order={order} />
      </dl>
    </section>
  );
}

/**
 * The points the order gathered; a cancelled or refunded order's were taken back, and say so as the
 * points history does, never as points the shopper keeps: all of them struck through as
 * "Cancelled", or, where some had been spent already (those stay spent), how many were taken back.
 */
function GatheredPoints({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const points = orderPoints(order);
  if (!points) return null;
  if (points.outcome === "gathered")
    return (
      <div className="order-totals__row order-totals__row--points">
        <dt>{t("order.points")}</dt>
        <dd>{t("order.pointsValue", { count: points.gathered })}</dd>
      </div>
    );
  if (points.outcome === "canceled")
    return (
      <div className="order-totals__row order-totals__row--points-void" data-testid="order-points-cancelled">
        <dt>{t("order.pointsOfOrder")}</dt>
        <dd>
          <del className="order-points__void">{t("order.pointsValue", { count: points.gathered })}</del>{" "}
          <span className="order-points__badge">{t("order.pointsCancelled", { count: points.gathered })}</span>
        </dd>
      </div>
    );
  return (
    <div className="order-totals__row order-totals__row--points-void" data-testid="order-points-cancelled">
      <dt>{t("order.pointsOfOrder")}</dt>
      <dd>
        {points.canceled
          ? t("order.pointsPartlyCancelled", { count: points.gathered, canceled: points.canceled })
          : t("order.pointsNoneCancelled", { count: points.gathered })}{" "}
        {points.kept ? (
          <span className="order-points__kept">{t("order.pointsKept", { count: points.kept })}</span>
        ) : null}
      </dd>
    </div>
  );
}

function OrderInformation({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  return (
    <section className="order-card" aria-labelledby="order-info-heading">
      <h2 id="order-info-heading">{t("order.information")}</h2>
      <div className="order-info">
        <div>
          <h3>{t("order.shippingAddress")}</h3>
          {order.shippingAddress ? <PostalAddressBlock address={order.shippingAddress} /> : null}
        </div>
        <div>
          <h3>{t("order.shippingMethod")}</h3>
          <p>{order.shippingMethod}</p>
        </div>
        {order.billingAddress ? (
          <div>
            <h3>{t("order.billingAddress")}</h3>
            <PostalAddressBlock address={order.billingAddress} />
          </div>
        ) : null}
        <div>
          <h3>{t("order.paymentMethod")}</h3>
          {order.paymentMethods.map((method) => (
            <p key={method.type}>{method.name}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

function OrderInvoices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const colon = useColon();
  return (
    <section className="order-card" aria-labelledby="order-invoices-heading">
      <h2 id="order-invoices-heading">{t("order.invoices")}</h2>
      {order.invoices.length === 0 ? <p className="order-card__empty">{t("order.noInvoices")}</p> : null}
      {order.invoices.map((invoice) => (
        <article key={invoice.number} className="order-doc" data-testid="order-invoice">
          <h3>
            {t("order.invoice", { number: invoice.number })}
            {invoice.date ? (
              <>
                {" "}
                · <OrderDate date={invoice.date} />
              </>
            ) : null}
          </h3>
          <ul className="order-doc__lines">
            {invoice.lines.map((line) => (
              <li key={line.sku}>
                {line.name} <span className="order-doc__qty">× {line.qty}</span>
              </li>
            ))}
          </ul>
          <p className="order-doc__total">
            {t("order.invoiceTotal")}
            {colon}
            <Amount money={invoice.total} />
          </p>
        </article>
      ))}
    </section>
  );
}

function OrderShipments({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const colon = useColon();
  return (
    <section className="order-card" aria-labelledby="order-shipments-heading">
      <h2 id="order-shipments-heading">{t("order.shipments")}</h2>
      {order.shipments.length === 0 ? <p className="order-card__empty">{t("order.noShipments")}</p> : null}
      {order.shipments.map((shipment) => (
        <article key={shipment.number} className="order-doc" data-testid="order-shipment">
          <h3>
            {t("order.shipment", { number: shipment.number })}
            {shipment.date ? (
              <>
                {" "}
                · <OrderDate date={shipment.date} />
              </>
            ) : null}
          </h3>
          {shipment.tracking.map((track) => (
            <p key={track.number} className="order-doc__tracking">
              {track.carrier} · {t("order.tracking")}
              {colon}
              <strong>
                <TrackingNumber track={track} />
              </strong>
            </p>
          ))}
          <ul className="order-doc__lines">
            {shipment.lines.map((line) => (
              <li key={line.sku}>
                {line.name} <span className="order-doc__qty">× {line.qty}</span>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
