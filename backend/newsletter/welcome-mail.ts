// The email a new newsletter subscriber gets with their welcome code, in the store view's language
// (StoreView.lang; English for a language without its own words). German addresses the reader
// formally, Spanish informally, as the storefront does; the US store's English says "cart".
import { toUsEnglish } from "../shared/us-english.js";

interface WelcomeCodeVars {
  shop: string;
  code: string;
  /** the percentage as the store writes it: "10", "12,5" */
  percent: string;
}

type Template = (v: WelcomeCodeVars) => { subject: string; lines: string[] };

const TEMPLATES: Record<string, Template> = {
  en: (v) => ({
    subject: `Your ${v.percent}% welcome code for ${v.shop}`,
    lines: [
      "Hello,",
      "",
      `Thank you for subscribing to the ${v.shop} newsletter. As promised, here is ${v.percent}% off your first order:`,
      "",
      v.code,
      "",
      "Enter the code in your basket as a discount code. It works once.",
    ],
  }),
  de: (v) => ({
    subject: `Ihr Willkommenscode für ${v.percent} % Rabatt bei ${v.shop}`,
    lines: [
      "Hallo,",
      "",
      `vielen Dank, dass Sie den Newsletter von ${v.shop} abonniert haben. Wie versprochen erhalten Sie ${v.percent} % Rabatt auf Ihre erste Bestellung:`,
      "",
      v.code,
      "",
      "Geben Sie den Code im Warenkorb als Gutscheincode ein. Er gilt einmal.",
    ],
  }),
  es: (v) => ({
    subject: `Tu código de bienvenida del ${v.percent} % en ${v.shop}`,
    lines: [
      "Hola:",
      "",
      `Gracias por suscribirte al boletín de ${v.shop}. Como te prometimos, aquí tienes un ${v.percent} % de descuento en tu primer pedido:`,
      "",
      v.code,
      "",
      "Introduce el código en tu cesta como código de descuento. Sirve una sola vez.",
    ],
  }),
  fr: (v) => ({
    subject: `Votre code de bienvenue de ${v.percent} % chez ${v.shop}`,
    lines: [
      "Bonjour,",
      "",
      `Merci de vous être abonné(e) à la newsletter de ${v.shop}. Comme promis, voici ${v.percent} % de remise sur votre première commande\u00a0:`,
      "",
      v.code,
      "",
      "Saisissez-le comme code promo dans votre panier. Il est valable une fois.",
    ],
  }),
  it: (v) => ({
    subject: `Il tuo codice di benvenuto del ${v.percent}% su ${v.shop}`,
    lines: [
      "Ciao,",
      "",
      `grazie per esserti iscritto alla newsletter di ${v.shop}. Come promesso, ecco il ${v.percent}% di sconto sul tuo primo ordine:`,
      "",
      v.code,
      "",
      "Inserisci il codice nel carrello come codice sconto. Vale una sola volta.",
    ],
  }),
};

/** The mail for a store view's locale ("en_US"): its language's words, in American English for the US. */
export function welcomeCodeMail(locale: string, vars: WelcomeCodeVars): { subject: string; text: string } {
  const [lang, country] = locale.split(/[-_]/);
  const mail = (TEMPLATES[lang] ?? TEMPLATES.en)(vars);
  const words = lang === "en" && country === "US" ? toUsEnglish : (text: string) => text;
  return { subject: words(mail.subject), text: mail.lines.map(words).join("\n") };
}
