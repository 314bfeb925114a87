// The offline payment methods (Magento's OfflinePayments): bank transfer for any cart, cash on
// collection only when the basket is collected from a collection point. Neither takes money when
// the order is placed, so neither is invoiced then (ADR 0030): the order stays pending until the
// transfer arrives or the shopper pays at the counter.
import type { StoreView } from "../store/repository.js";
import type { PaymentMethodDefinition } from "./methods.js";

type Titles = Record<"en" | "de" | "es" | "fr" | "it", string>;

const title = (titles: Titles) => (store: StoreView) => titles[store.lang as keyof Titles] ?? titles.en;

const offline = (code: string, titles: Titles, isAvailable: PaymentMethodDefinition["isAvailable"]) => {
  const titleOf = title(titles);
  const method: PaymentMethodDefinition = {
    code,
    title: titleOf,
    isAvailable,
    authorize: (scope) => ({ title: titleOf(scope.store), invoiced: false, additional: {} }),
  };
  return method;
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
