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
  items: Array<{ qty: number; name: string }>;
}

interface Words {
  shippedSubject: (shop: string, number: string) => string;
  shippedIntro: (number: string) => string;
  tracking: (carrier: string, number: string) => string;
  refundSubject: (shop: string, number: string) => string;
  refundIntro: (number: string, amount: string) => string;
  greeting: (name: string) => string;
  thanks: (shop: string) => string;
}

const WORDS: Record<MailLang, Words> = {
  en: {
    shippedSubject: (shop, number) => `${shop}: your order ${number} is on its way`,
    shippedIntro: (number) => `Good news: your order ${number} has left our warehouse.`,
    tracking: (carrier, number) => `Tracking with ${carrier}: ${number}`,
    refundSubject: (shop, number) => `${shop}: refund for order ${number}`,
    refundIntro: (number, amount) => `We have refunded ${amount} for your order ${number}, to the way you paid.`,
    greeting: (name) => `Hello ${name},`,
    thanks: (shop) => `Thank you for shopping with ${shop}.`,
  },
  de: {
    shippedSubject: (shop, number) => `${shop}: Ihre Bestellung ${number} ist unterwegs`,
    shippedIntro: (number) => `Gute Nachricht: Ihre Bestellung ${number} hat unser Lager verlassen.`,
    tracking: (carrier, number) => `Sendungsverfolgung mit ${carrier}: ${number}`,
    refundSubject: (shop, number) => `${shop}: Erstattung für Bestellung ${number}`,
    refundIntro: (number, amount) =>
      `Wir haben Ihnen ${amount} für Ihre Bestellung ${number} erstattet, auf dem Weg, auf dem Sie bezahlt haben.`,
    greeting: (name) => `Guten Tag ${name},`,
    thanks: (shop) => `Vielen Dank für Ihren Einkauf bei ${shop}.`,
  },
  es: {
    shippedSubject: (shop, number) => `${shop}: tu pedido ${number} está en camino`,
    shippedIntro: (number) => `Buenas noticias: tu pedido ${number} ha salido de nuestro almacén.`,
    tracking: (carrier, number) => `Seguimiento con ${carrier}: ${number}`,
    refundSubject: (shop, number) => `${shop}: reembolso del pedido ${number}`,
    refundIntro: (number, amount) =>
      `Te hemos reembolsado ${amount} por tu pedido ${number}, con el mismo medio de pago.`,
    greeting: (name) => `Hola ${name}:`,
    thanks: (shop) => `Gracias por comprar en ${shop}.`,
  },
  fr: {
    shippedSubject: (shop, number) => `${shop} : votre commande ${number} est en route`,
    shippedIntro: (number) => `Bonne nouvelle : votre commande ${number} a quitté notre entrepôt.`,
    tracking: (carrier, number) => `Suivi avec ${carrier} : ${number}`,
    refundSubject: (shop, number) => `${shop} : remboursement de la commande ${number}`,
    refundIntro: (number, amount) =>
      `Nous vous avons remboursé ${amount} pour votre commande ${number}, par le moyen de paiement utilisé.`,
    greeting: (name) => `Bonjour ${name},`,
    thanks: (shop) => `Merci pour votre achat chez ${shop}.`,
  },
  it: {
    shippedSubject: (shop, number) => `${shop}: il tuo ordine ${number} è in viaggio`,
    shippedIntro: (number) => `Buone notizie: il tuo ordine ${number} ha lasciato il nostro magazzino.`,
    tracking: (carrier, number) => `Tracciamento con ${carrier}: ${number}`,
    refundSubject: (shop, number) => `${shop}: rimborso dell'ordine ${number}`,
    refundIntro: (number, amount) =>
      `Ti abbiamo rimborsato ${amount} per il tuo ordine ${number}, con lo stesso metodo di pagamento.`,
    greeting: (name) => `Ciao ${name},`,
    thanks: (shop) => `Grazie per aver acquistato da ${shop}.`,
  },
};

const wordsOf = (lang: string): Words => WORDS[lang as MailLang] ?? WORDS.en;

export function shipmentMail(lang: string, v: ShipmentMailVars): { subject: string; lines: string[] } {
  const w = wordsOf(lang);
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

export function refundMail(lang: string, v: RefundMailVars): { subject: string; lines: string[] } {
  const w = wordsOf(lang);
  return {
    subject: w.refundSubject(v.shop, v.number),
    lines: [
      w.greeting(v.name),
      "",
      w.refundIntro(v.number, v.amount),
      "",
      ...v.items.map((item) => `${item.qty} × ${item.name}`),
      "",
      w.thanks(v.shop),
    ],
  };
}
