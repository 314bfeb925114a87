// The offline payment methods (Magento's OfflinePayments): bank transfer for any cart, cash on
// collection only when the basket is collected from a collection point. Neither takes money when
// the order is placed, so neither is invoiced then (ADR 0030): the order stays pending until the
// transfer arrives or the shopper pays at the counter.
import type { StoreView } from "../store/repository.js";
import { bankTransferDetails } from "./bank-transfer.js";
import type { PaymentMethodDefinition, PaymentScope } from "./methods.js";

type Titles = Record<"en" | "de" | "es" | "fr" | "it", string>;

const title = (titles: Titles) => (store: StoreView) => titles[store.lang as keyof Titles] ?? titles.en;

const offline = (
  code: string,
  titles: Titles,
  isAvailable: PaymentMethodDefinition["isAvailable"],
  facts: (scope: PaymentScope) => Record<string, string> = () => ({}),
) => {
  const titleOf = title(titles);
  const method: PaymentMethodDefinition = {
    code,
    title: titleOf,
    isAvailable,
    authorize: (scope) => ({ title: titleOf(scope.store), invoiced: false, additional: facts(scope) }),
  };
  return method;
};

/** The payee and account the shopper is asked to pay into, kept on the order (ADR 0030). */
const bankFacts = (scope: PaymentScope): Record<string, string> => {
  const details = bankTransferDetails(scope.services.stores, scope.store, scope.currency ?? scope.store.base_currency);
  return Object.fromEntries(Object.entries(details ?? {}).filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
};

export const BANK_TRANSFER = "banktransfer";
export const CASH_ON_COLLECTION = "cashondelivery";

export const offlinePaymentMethods = (): PaymentMethodDefinition[] => [
  offline(
    BANK_TRANSFER,
    {
      en: "Bank transfer",
      de: "Banküberweisung",
      es: "Transferencia bancaria",
      fr: "Virement bancaire",
      it: "Bonifico bancario",
    },
    () => true,
    bankFacts,
  ),
  offline(
    CASH_ON_COLLECTION,
    {
      en: "Cash on collection",
      de: "Barzahlung bei Abholung",
      es: "Pago al recoger",
      fr: "Paiement au retrait",
      it: "Pagamento al ritiro",
    },
    (scope) => scope.carrierCode === "clickcollect",
  ),
];
