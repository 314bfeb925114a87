// The double opt-in email (Magento's "newsletter subscription confirmation"): the link that confirms
// the subscription, in the store view's language (StoreView.lang; English for a language without its
// own words). Where the store gives a welcome discount, it says the code comes once confirmed: the
// code is never given to an address nobody has confirmed.
import { toUsEnglish } from "../shared/us-english.js";

interface ConfirmationVars {
  shop: string;
  link: string;
  /** the welcome percentage as the store writes it ("10", "12,5"); null without a welcome discount */
  percent: string | null;
}

type Template = (v: ConfirmationVars) => { subject: string; lines: string[] };

const TEMPLATES: Record<string, Template> = {
  en: (v) => ({
    subject: `Please confirm your subscription to the ${v.shop} newsletter`,
    lines: [
      "Hello,",
      "",
      `Thank you for subscribing to the ${v.shop} newsletter. Please confirm your subscription with this link:`,
      "",
      v.link,
      "",
      ...(v.percent
        ? [`Once you have confirmed, we will send you your code for ${v.percent}% off your first order.`]
        : []),
      "If you did not subscribe, ignore this email: you will not be subscribed.",
    ],
  }),
  de: (v) => ({
    subject: `Bitte bestätigen Sie Ihre Anmeldung zum Newsletter von ${v.shop}`,
    lines: [
      "Hallo,",
      "",
      `vielen Dank für Ihre Anmeldung zum Newsletter von ${v.shop}. Bitte bestätigen Sie sie mit diesem Link:`,
      "",
      v.link,
      "",
      ...(v.percent
        ? [
            `Sobald Sie bestätigt haben, schicken wir Ihnen Ihren Code für ${v.percent} % Rabatt auf Ihre erste Bestellung.`,
          ]
        : []),
      "Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Sie werden nicht angemeldet.",
    ],
  }),
  es: (v) => ({
    subject: `Confirma tu suscripción al boletín de ${v.shop}`,
    lines: [
      "Hola:",
      "",
      `Gracias por suscribirte al boletín de ${v.shop}. Confirma tu suscripción con este enlace:`,
      "",
      v.link,
      "",
      ...(v.percent
        ? [`En cuanto la confirmes, te enviaremos tu código del ${v.percent} % de descuento en tu primer pedido.`]
        : []),
      "Si no te has suscrito, ignora este correo: no quedarás suscrito.",
    ],
  }),
  fr: (v) => ({
    subject: `Confirmez votre inscription à la newsletter de ${v.shop}`,
    lines: [
      "Bonjour,",
      "",
      `Merci de vous être inscrit(e) à la newsletter de ${v.shop}. Veuillez confirmer votre inscription avec ce lien\u00a0:`,
      "",
      v.link,
      "",
      ...(v.percent
        ? [
            `Dès votre confirmation, nous vous enverrons votre code de ${v.percent}\u00a0% de remise sur votre première commande.`,
          ]
        : []),
      "Si vous ne vous êtes pas inscrit(e), ignorez cet e-mail\u00a0: vous ne serez pas inscrit(e).",
    ],
  }),
  it: (v) => ({
    subject: `Conferma la tua iscrizione alla newsletter di ${v.shop}`,
    lines: [
      "Ciao,",
      "",
      `grazie per esserti iscritto alla newsletter di ${v.shop}. Conferma l’iscrizione con questo link:`,
      "",
      v.link,
      "",
      ...(v.percent
        ? [`Appena avrai confermato, ti invieremo il tuo codice per il ${v.percent}% di sconto sul primo ordine.`]
        : []),
      "Se non ti sei iscritto, ignora questa email: non verrai iscritto.",
    ],
  }),
};

/** The mail for a store view's locale ("en_US"): its language's words, in American English for the US. */
export function confirmationMail(locale: string, vars: ConfirmationVars): { subject: string; text: string } {
  const template = TEMPLATES[locale.slice(0, 2)] ?? TEMPLATES.en;
  const { subject, lines } = template(vars);
  const text = lines.join("\n");
  return locale === "en_US" ? { subject: toUsEnglish(subject), text: toUsEnglish(text) } : { subject, text };
}
