// The emails the shop sends when the owner ships or refunds an order, in the order's store view's
// language (English for any other). German addresses the reader formally, as the storefront does.
import type { MailLang } from "../mail/templates.js";

export interface ShipmentMailVars {
  name: string;
  shop: string;
  number: string;
  carrier: string | null;
  tracking: string | null;
  /** The carrier's tracking page, where the shop knows it: the email's tracking link. */
  trackingUrl: string | null;
  items: Array<{ qty: number; name: string }>;
}

export interface RefundMailVars {
  name: string;
  shop: string;
  number: string;
  /** formatted in the order's currency */
  amount: string;
  /** how the order was paid: the method's code and its name as the order shows it ("Visa ending 4242") */
  paidWith: { code: string; name: string };
  /** the items refunded, each with the quantity refunded */
  items: Array<{ qty: number; name: string }>;
  /** the shipping refunded, formatted; null when the refund pays none back */
  shipping?: string | null;
}

/**
 * Where a refund goes, by the order's payment method: the same sentences the order's page shows
 * under each refund (the storefront's orders texts), so the email and the page say the same.
 */
type RefundDestination =
  "card" | "paypal" | "payLater" | "bankTransfer" | "cash" | "cheque" | "nothingPaid" | "original";

const REFUND_DESTINATIONS: Record<string, RefundDestination> = {
  pwcard: "card",
  pwcard_vault: "card",
  braintree: "card",
  braintree_cc_vault: "card",
  paypal_express: "paypal",
  braintree_paypal: "paypal",
  braintree_paypal_vault: "paypal",
  bnpl: "payLater",
  banktransfer: "bankTransfer",
  cashondelivery: "cash",
  checkmo: "cheque",
  free: "nothingPaid",
};

/** Where a refund of an order paid with `code` goes ("original" for a method not listed). */
export const refundDestinationOf = (code: string): RefundDestination => REFUND_DESTINATIONS[code] ?? "original";

interface Words {
  shippedSubject: (shop: string, number: string) => string;
  shippedIntro: (number: string) => string;
  tracking: (carrier: string, number: string) => string;
  refundSubject: (shop: string, number: string) => string;
  refundIntro: (number: string, amount: string) => string;
  refundTo: Record<RefundDestination, (method: string) => string>;
  /** the shipping paid back, a line under the refunded items (the order email's word for it) */
  refundShipping: (amount: string) => string;
  greeting: (name: string) => string;
  thanks: (shop: string) => string;
}

const WORDS: Record<MailLang, Words> = {
  en: {
    shippedSubject: (shop, number) => `${shop}: your order ${number} is on its way`,
    shippedIntro: (number) => `Good news: your order ${number} has left our warehouse.`,
    tracking: (carrier, number) => `Tracking with ${carrier}: ${number}`,
    refundSubject: (shop, number) => `${shop}: refund for order ${number}`,
    refundIntro: (number, amount) => `We have refunded ${amount} for your order ${number}.`,
    refundTo: {
      card: (m) => `Refunded to the card you paid with (${m}).`,
      paypal: () => "Refunded to your PayPal account.",
      payLater: () => "Refunded to your buy now, pay later account.",
      bankTransfer: () => "Refunded by bank transfer to the account you paid from.",
      cash: () => "Refunded in cash, as you paid on collection.",
      cheque: () => "Refunded by cheque, as you paid.",
      nothingPaid: () => "Nothing was paid for this order, so no money was refunded.",
      original: (m) => `Refunded to your original payment method (${m}).`,
    },
    refundShipping: (amount) => `Delivery: ${amount}`,
    greeting: (name) => `Hello ${name},`,
    thanks: (shop) => `Thank you for shopping with ${shop}.`,
  },
  de: {
    shippedSubject: (shop, number) => `${shop}: Ihre Bestellung ${number} ist unterwegs`,
    shippedIntro: (number) => `Gute Nachricht: Ihre Bestellung ${number} hat unser Lager verlassen.`,
    tracking: (carrier, number) => `Sendungsverfolgung mit ${carrier}: ${number}`,
    refundSubject: (shop, number) => `${shop}: Erstattung für Bestellung ${number}`,
    refundIntro: (number, amount) => `Wir haben Ihnen ${amount} für Ihre Bestellung ${number} erstattet.`,
    refundTo: {
      card: (m) => `Auf die Karte erstattet, mit der Sie bezahlt haben (${m}).`,
      paypal: () => "Auf Ihr PayPal-Konto erstattet.",
      payLater: () => "Auf Ihr Konto für „Jetzt kaufen, später bezahlen“ erstattet.",
      bankTransfer: () => "Per Überweisung auf das Konto erstattet, von dem Sie bezahlt haben.",
      cash: () => "In bar erstattet, wie Sie bei der Abholung bezahlt haben.",
      cheque: () => "Per Scheck erstattet, wie Sie bezahlt haben.",
      nothingPaid: () => "Für diese Bestellung wurde nichts bezahlt, daher wurde kein Geld erstattet.",
      original: (m) => `Auf Ihre ursprüngliche Zahlungsart erstattet (${m}).`,
    },
    refundShipping: (amount) => `Versand: ${amount}`,
    greeting: (name) => `Guten Tag ${name},`,
    thanks: (shop) => `Vielen Dank für Ihren Einkauf bei ${shop}.`,
  },
  es: {
    shippedSubject: (shop, number) => `${shop}: tu pedido ${number} está en camino`,
    shippedIntro: (number) => `Buenas noticias: tu pedido ${number} ha salido de nuestro almacén.`,
    tracking: (carrier, number) => `Seguimiento con ${carrier}: ${number}`,
    refundSubject: (shop, number) => `${shop}: reembolso del pedido ${number}`,
    refundIntro: (number, amount) => `Te hemos reembolsado ${amount} por tu pedido ${number}.`,
    refundTo: {
      card: (m) => `Reembolsado en la tarjeta con la que pagaste (${m}).`,
      paypal: () => "Reembolsado en tu cuenta de PayPal.",
      payLater: () => "Reembolsado en tu cuenta de «Compra ahora, paga después».",
      bankTransfer: () => "Reembolsado por transferencia bancaria a la cuenta desde la que pagaste.",
      cash: () => "Reembolsado en efectivo, como pagaste al recoger.",
      cheque: () => "Reembolsado con un cheque, como pagaste.",
      nothingPaid: () => "No se pagó nada por este pedido, así que no se reembolsó dinero.",
      original: (m) => `Reembolsado con tu método de pago original (${m}).`,
    },
    refundShipping: (amount) => `Envío: ${amount}`,
    greeting: (name) => `Hola ${name}:`,
    thanks: (shop) => `Gracias por comprar en ${shop}.`,
  },
  fr: {
    shippedSubject: (shop, number) => `${shop}\u00a0: votre commande ${number} est en route`,
    shippedIntro: (number) => `Bonne nouvelle\u00a0: votre commande ${number} a quitté notre entrepôt.`,
    tracking: (carrier, number) => `Suivi avec ${carrier}\u00a0: ${number}`,
    refundSubject: (shop, number) => `${shop}\u00a0: remboursement de la commande ${number}`,
    refundIntro: (number, amount) => `Nous vous avons remboursé ${amount} pour votre commande ${number}.`,
    refundTo: {
      card: (m) => `Remboursé sur la carte avec laquelle vous avez payé (${m}).`,
      paypal: () => "Remboursé sur votre compte PayPal.",
      payLater: () => "Remboursé sur votre compte «\u00a0Achetez maintenant, payez plus tard\u00a0».",
      bankTransfer: () => "Remboursé par virement sur le compte depuis lequel vous avez payé.",
      cash: () => "Remboursé en espèces, comme vous avez payé au retrait.",
      cheque: () => "Remboursé par chèque, comme vous avez payé.",
      nothingPaid: () => "Rien n’a été payé pour cette commande : aucun argent n’a donc été remboursé.",
      original: (m) => `Remboursé sur votre moyen de paiement d’origine (${m}).`,
    },
    refundShipping: (amount) => `Livraison : ${amount}`,
    greeting: (name) => `Bonjour ${name},`,
    thanks: (shop) => `Merci pour votre achat chez ${shop}.`,
  },
  it: {
    shippedSubject: (shop, number) => `${shop}: il tuo ordine ${number} è in viaggio`,
    shippedIntro: (number) => `Buone notizie: il tuo ordine ${number} ha lasciato il nostro magazzino.`,
    tracking: (carrier, number) => `Tracciamento con ${carrier}: ${number}`,
    refundSubject: (shop, number) => `${shop}: rimborso dell’ordine ${number}`,
    refundIntro: (number, amount) => `Ti abbiamo rimborsato ${amount} per il tuo ordine ${number}.`,
    refundTo: {
      card: (m) => `Rimborsato sulla carta con cui hai pagato (${m}).`,
      paypal: () => "Rimborsato sul tuo conto PayPal.",
      payLater: () => "Rimborsato sul tuo conto «Compra ora, paga dopo».",
      bankTransfer: () => "Rimborsato con bonifico sul conto da cui hai pagato.",
      cash: () => "Rimborsato in contanti, come hai pagato al ritiro.",
      cheque: () => "Rimborsato con assegno, come hai pagato.",
      nothingPaid: () => "Per questo ordine non è stato pagato nulla, quindi non è stato rimborsato denaro.",
      original: (m) => `Rimborsato sul tuo metodo di pagamento originale (${m}).`,
    },
    refundShipping: (amount) => `Spedizione: ${amount}`,
    greeting: (name) => `Ciao ${name},`,
    thanks: (shop) => `Grazie per aver acquistato da ${shop}.`,
  },
};

/** The US store's English: a check and shipping, as its order page says (locales/en-US). */
const AMERICAN: Words = {
  ...WORDS.en,
  refundShipping: (amount) => `Shipping: ${amount}`,
  refundTo: { ...WORDS.en.refundTo, cheque: () => "Refunded by check, as you paid." },
};

const wordsOf = (lang: string, locale?: string): Words =>
  locale === "en_US" ? AMERICAN : (WORDS[lang as MailLang] ?? WORDS.en);

/** The refund's destination as the email (and the order's page) says it, in `lang` (and `locale`). */
export const refundSentence = (lang: string, code: string, method: string, locale?: string): string =>
  wordsOf(lang, locale).refundTo[refundDestinationOf(code)](method);

export function shipmentMail(lang: string, v: ShipmentMailVars, locale?: string): { subject: string; lines: string[] } {
  const w = wordsOf(lang, locale);
  return {
    subject: w.shippedSubject(v.shop, v.number),
    lines: [
      w.greeting(v.name),
      "",
      w.shippedIntro(v.number),
      ...(v.carrier && v.tracking ? [w.tracking(v.carrier, v.tracking)] : []),
      ...(v.carrier && v.tracking && v.trackingUrl ? [v.trackingUrl] : []),
      "",
      ...v.items.map((item) => `${item.qty} × ${item.name}`),
      "",
      w.thanks(v.shop),
    ],
  };
}

export function refundMail(lang: string, v: RefundMailVars, locale?: string): { subject: string; lines: string[] } {
  const w = wordsOf(lang, locale);
  return {
    subject: w.refundSubject(v.shop, v.number),
    lines: [
      w.greeting(v.name),
      "",
      w.refundIntro(v.number, v.amount),
      refundSentence(lang, v.paidWith.code, v.paidWith.name, locale),
      "",
      ...v.items.map((item) => `${item.qty} × ${item.name}`),
      ...(v.shipping ? [w.refundShipping(v.shipping)] : []),
      "",
      w.thanks(v.shop),
    ],
  };
}
