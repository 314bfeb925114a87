// The back-in-stock email in each store view's language (StoreView.lang); English for any other.
// German addresses the reader formally ("Sie"), as the storefront does.
interface AlertVars {
  product: string;
  shop: string;
  link: string;
}

type AlertTemplate = (v: AlertVars) => { subject: string; lines: string[] };

const TEMPLATES: Record<string, AlertTemplate> = {
  en: (v) => ({
    subject: `${v.product} is back in stock`,
    lines: [
      "Hello,",
      "",
      `Good news: ${v.product} is back in stock at ${v.shop}. You asked us to tell you.`,
      "Popular products sell out quickly, so order soon:",
      v.link,
      "",
      "We sent this email once, because you subscribed to the alert for this product.",
    ],
  }),
  de: (v) => ({
    subject: `${v.product} ist wieder verfügbar`,
    lines: [
      "Hallo,",
      "",
      `gute Nachricht: ${v.product} ist bei ${v.shop} wieder auf Lager. Sie hatten uns gebeten, Ihnen Bescheid zu geben.`,
      "Beliebte Produkte sind schnell vergriffen, bestellen Sie also bald:",
      v.link,
      "",
      "Wir senden diese E-Mail einmal, weil Sie die Benachrichtigung für dieses Produkt abonniert haben.",
    ],
  }),
  es: (v) => ({
    subject: `${v.product} vuelve a estar disponible`,
    lines: [
      "Hola:",
      "",
      `Buenas noticias: ${v.product} vuelve a estar disponible en ${v.shop}. Nos pediste que te avisáramos.`,
      "Los productos populares se agotan rápido, así que haz tu pedido pronto:",
      v.link,
      "",
      "Te enviamos este correo una sola vez, porque te suscribiste al aviso de este producto.",
    ],
  }),
  fr: (v) => ({
    subject: `${v.product} est de retour en stock`,
    lines: [
      "Bonjour,",
      "",
      `Bonne nouvelle\u00a0: ${v.product} est de nouveau en stock chez ${v.shop}. Vous nous aviez demandé de vous prévenir.`,
      "Les produits populaires partent vite, commandez sans tarder\u00a0:",
      v.link,
      "",
      "Nous envoyons cet e-mail une seule fois, car vous vous êtes inscrit à l’alerte de ce produit.",
    ],
  }),
  it: (v) => ({
    subject: `${v.product} è di nuovo disponibile`,
    lines: [
      "Ciao,",
      "",
      `Buone notizie: ${v.product} è di nuovo disponibile su ${v.shop}. Ci avevi chiesto di avvisarti.`,
      "I prodotti più richiesti finiscono in fretta, ordina presto:",
      v.link,
      "",
      "Inviamo questa email una sola volta, perché ti sei iscritto all’avviso per questo prodotto.",
    ],
  }),
};

export function stockAlertMail(lang: string, vars: AlertVars): { subject: string; text: string } {
  const mail = (TEMPLATES[lang] ?? TEMPLATES.en)(vars);
  return { subject: mail.subject, text: mail.lines.join("\n") };
}
