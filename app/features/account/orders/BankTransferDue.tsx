import { useTranslation } from "~/i18n/use-translation";
import type { BankDetailName, BankTransferDue as Due } from "~/commerce/sales/orders";
import { Amount } from "~/components/ui/Price";

/** The labels of the details (orders namespace, the success page's words). */
const LABELS: Record<BankDetailName, string> = {
  payee: "accountName",
  iban: "iban",
  bic: "bic",
  sort_code: "sortCode",
  account_number: "accountNumber",
  routing_number: "routingNumber",
};

/**
 * An order awaiting its bank transfer: who to pay, into which account, the reference and the
 * exact amount, as the success page and the confirmation email gave them.
 */
export function BankTransferDue({ due }: { due: Due }) {
  const { t } = useTranslation("orders");
  return (
    <section className="order-card order-bank" aria-labelledby="order-bank-heading" data-testid="order-bank">
      <h2 id="order-bank-heading">{t("order.bank.heading")}</h2>
      <p>{t("order.bank.text", { number: due.reference })}</p>
      <dl className="order-bank__details">
        {due.details.map((d) => (
          <div key={d.name}>
            <dt>{t(`order.bank.${LABELS[d.name]}`)}</dt>
            <dd data-bank={d.name}>{d.value}</dd>
          </div>
        ))}
        <div>
          <dt>{t("order.bank.amount")}</dt>
          <dd data-bank="amount">
            <Amount money={due.amount} />
          </dd>
        </div>
        <div>
          <dt>{t("order.bank.reference")}</dt>
          <dd data-bank="reference">{due.reference}</dd>
        </div>
      </dl>
    </section>
  );
}
