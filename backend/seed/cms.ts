// CMS pages (Magento's cms_page). The privacy policy keeps Magento's sample identifier
// `privacy-policy-cookie-restriction-mode` in every store view, with a localised url_key.
// English lives in store scope '' (the UK and Irish stores), the US store has it in American English
// (us-english.ts); de/es/fr/it have their own rows.
import type { Database } from "better-sqlite3";
import { PRIVACY_PAGE } from "./fixtures.js";
import { toUsEnglish } from "../shared/us-english.js";

export const PRIVACY_PAGE_IDENTIFIER = PRIVACY_PAGE.identifier;

const SEED_DATE = "2025-01-01 00:00:00";

interface PageText {
  url_key: string;
  title: string;
  meta_description: string;
  meta_keywords: string;
  /** [heading, paragraph] pairs; the first heading is null (introduction) */
  sections: Array<[string | null, string]>;
}

const CONTACT = "privacy@pw-sports-nutrition.example";

export const PRIVACY_PAGES: Record<"" | "de" | "es" | "fr" | "it", PageText> = {
  "": {
    url_key: PRIVACY_PAGE.url_key.en,
    title: PRIVACY_PAGE.title.en,
    meta_description: "How Peak Whey collects, uses and protects your personal data, and how we use cookies.",
    meta_keywords: "privacy, cookies, personal data, GDPR",
    sections: [
      [
        null,
        "Peak Whey respects your privacy. This policy explains which personal data we collect when you visit our shop or place an order, why we collect it and what rights you have.",
      ],
      [
        "What we collect",
        "We process the details you give us when you order, create an account or subscribe to our newsletter: your name, email address, delivery and billing addresses, phone number and order history. Payment card data is handled by our payment provider and never stored by us.",
      ],
      [
        "How we use your data",
        "We use your data to process and deliver your orders, to run your customer account and reward points, to answer your questions and, only with your consent, to send you our newsletter. We keep order data for as long as tax law requires and delete other data when it is no longer needed.",
      ],
      [
        "Cookies",
        "Our shop uses cookies that are necessary for the basket, checkout and your login. With your consent we also use cookies that help us understand how the shop is used. You can change your cookie choice at any time.",
      ],
      [
        "Your rights",
        `You may ask for a copy of your data, have it corrected or deleted, object to its use or withdraw your consent at any time. Write to ${CONTACT}. You also have the right to complain to your data protection authority.`,
      ],
    ],
  },
  de: {
    url_key: PRIVACY_PAGE.url_key.de,
    title: PRIVACY_PAGE.title.de,
    meta_description:
      "Wie Peak Whey Ihre personenbezogenen Daten erhebt, nutzt und schützt und wie wir Cookies einsetzen.",
    meta_keywords: "Datenschutz, Cookies, personenbezogene Daten, DSGVO",
    sections: [
      [
        null,
        "Der Schutz Ihrer Daten ist uns wichtig. Diese Erklärung beschreibt, welche personenbezogenen Daten wir beim Besuch unseres Shops und bei einer Bestellung verarbeiten, zu welchem Zweck und welche Rechte Sie haben.",
      ],
      [
        "Welche Daten wir erheben",
        "Wir verarbeiten die Angaben, die Sie uns bei einer Bestellung, der Registrierung oder der Newsletter-Anmeldung mitteilen: Name, E-Mail-Adresse, Liefer- und Rechnungsadresse, Telefonnummer und Bestellhistorie. Zahlungsdaten verarbeitet unser Zahlungsdienstleister; wir speichern sie nicht.",
      ],
      [
        "Wofür wir Ihre Daten nutzen",
        "Wir nutzen Ihre Daten, um Bestellungen abzuwickeln und zu liefern, Ihr Kundenkonto und Ihre Bonuspunkte zu führen, Ihre Anfragen zu beantworten und – nur mit Ihrer Einwilligung – Ihnen unseren Newsletter zu senden. Bestelldaten bewahren wir gemäß den steuerrechtlichen Fristen auf.",
      ],
      [
        "Cookies",
        "Unser Shop verwendet Cookies, die für Warenkorb, Kasse und Anmeldung erforderlich sind. Mit Ihrer Einwilligung setzen wir außerdem Cookies ein, die uns helfen, die Nutzung des Shops zu verstehen. Sie können Ihre Auswahl jederzeit ändern.",
      ],
      [
        "Ihre Rechte",
        `Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung, auf Widerspruch sowie auf Widerruf Ihrer Einwilligung. Schreiben Sie uns an ${CONTACT}. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren.`,
      ],
    ],
  },
  es: {
    url_key: PRIVACY_PAGE.url_key.es,
    title: PRIVACY_PAGE.title.es,
    meta_description: "Cómo Peak Whey recoge, utiliza y protege tus datos personales y cómo usamos las cookies.",
    meta_keywords: "privacidad, cookies, datos personales, RGPD",
    sections: [
      [
        null,
        "En Peak Whey respetamos tu privacidad. Esta política explica qué datos personales tratamos cuando visitas nuestra tienda o haces un pedido, para qué los usamos y qué derechos tienes.",
      ],
      [
        "Qué datos recogemos",
        "Tratamos los datos que nos facilitas al hacer un pedido, crear una cuenta o suscribirte a nuestro boletín: nombre, correo electrónico, direcciones de envío y facturación, teléfono e historial de pedidos. Los datos de tu tarjeta los gestiona nuestro proveedor de pagos y nunca los almacenamos.",
      ],
      [
        "Para qué usamos tus datos",
        "Usamos tus datos para tramitar y entregar tus pedidos, gestionar tu cuenta y tus puntos, responder a tus consultas y, solo con tu consentimiento, enviarte nuestro boletín. Conservamos los datos de los pedidos durante el plazo que exige la normativa fiscal.",
      ],
      [
        "Cookies",
        "Nuestra tienda utiliza cookies necesarias para la cesta, el pago y el inicio de sesión. Con tu consentimiento, también usamos cookies que nos ayudan a entender cómo se utiliza la tienda. Puedes cambiar tu elección en cualquier momento.",
      ],
      [
        "Tus derechos",
        `Puedes solicitar el acceso, la rectificación o la supresión de tus datos, oponerte a su tratamiento o retirar tu consentimiento en cualquier momento escribiendo a ${CONTACT}. También puedes presentar una reclamación ante la autoridad de protección de datos.`,
      ],
    ],
  },
  fr: {
    url_key: PRIVACY_PAGE.url_key.fr,
    title: PRIVACY_PAGE.title.fr,
    meta_description: "Comment Peak Whey collecte, utilise et protège vos données personnelles et utilise les cookies.",
    meta_keywords: "confidentialité, cookies, données personnelles, RGPD",
    sections: [
      [
        null,
        "Peak Whey respecte votre vie privée. Cette politique explique quelles données personnelles nous traitons lorsque vous visitez notre boutique ou passez commande, pourquoi nous les traitons et quels sont vos droits.",
      ],
      [
        "Les données que nous collectons",
        "Nous traitons les informations que vous nous fournissez lors d’une commande, de la création d’un compte ou de l’inscription à notre newsletter\u00a0: nom, adresse e-mail, adresses de livraison et de facturation, téléphone et historique de commandes. Vos données de carte sont traitées par notre prestataire de paiement et ne sont jamais conservées par nous.",
      ],
      [
        "Utilisation de vos données",
        "Nous utilisons vos données pour traiter et livrer vos commandes, gérer votre compte et vos points de fidélité, répondre à vos questions et, uniquement avec votre accord, vous envoyer notre newsletter. Les données de commande sont conservées pendant la durée imposée par la loi fiscale.",
      ],
      [
        "Cookies",
        "Notre boutique utilise des cookies nécessaires au panier, au paiement et à la connexion. Avec votre accord, nous utilisons aussi des cookies qui nous aident à comprendre l’utilisation de la boutique. Vous pouvez modifier votre choix à tout moment.",
      ],
      [
        "Vos droits",
        `Vous pouvez demander l’accès à vos données, leur rectification ou leur effacement, vous opposer à leur traitement ou retirer votre consentement à tout moment en écrivant à ${CONTACT}. Vous pouvez également introduire une réclamation auprès de la CNIL.`,
      ],
    ],
  },
  it: {
    url_key: PRIVACY_PAGE.url_key.it,
    title: PRIVACY_PAGE.title.it,
    meta_description:
      "Come Peak Whey raccoglie, utilizza e protegge i tuoi dati personali e come utilizziamo i cookie.",
    meta_keywords: "privacy, cookie, dati personali, GDPR",
    sections: [
      [
        null,
        "Peak Whey rispetta la tua privacy. Questa informativa spiega quali dati personali trattiamo quando visiti il nostro negozio o effettui un ordine, per quali finalità e quali diritti hai.",
      ],
      [
        "Quali dati raccogliamo",
        "Trattiamo i dati che ci fornisci quando effettui un ordine, crei un account o ti iscrivi alla newsletter: nome, indirizzo e-mail, indirizzi di spedizione e fatturazione, telefono e storico degli ordini. I dati della carta sono gestiti dal nostro fornitore di pagamenti e non vengono mai conservati da noi.",
      ],
      [
        "Come utilizziamo i tuoi dati",
        "Utilizziamo i tuoi dati per elaborare e consegnare gli ordini, gestire il tuo account e i punti fedeltà, rispondere alle tue richieste e, solo con il tuo consenso, inviarti la newsletter. Conserviamo i dati degli ordini per il periodo previsto dalla normativa fiscale.",
      ],
      [
        "Cookie",
        "Il nostro negozio utilizza cookie necessari per il carrello, il pagamento e l’accesso. Con il tuo consenso utilizziamo anche cookie che ci aiutano a capire come viene usato il negozio. Puoi modificare la tua scelta in qualsiasi momento.",
      ],
      [
        "I tuoi diritti",
        `Puoi chiedere l’accesso, la rettifica o la cancellazione dei tuoi dati, opporti al trattamento o revocare il consenso in qualsiasi momento scrivendo a ${CONTACT}. Hai inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali.`,
      ],
    ],
  },
};

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function pageHtml(p: PageText): string {
  return p.sections
    .map(([h, text]) => `${h ? `<h2>${escapeHtml(h)}</h2>\n` : ""}<p>${escapeHtml(text)}</p>`)
    .join("\n");
}

export interface PrivacyPageRow {
  identifier: string;
  store_code: string;
  url_key: string;
  title: string;
  content: string;
  meta_keywords: string;
  meta_description: string;
}

/** The privacy page of every language, and the US store's in American English. */
export function privacyPageRows(): PrivacyPageRow[] {
  const rows = Object.entries(PRIVACY_PAGES).map(([store_code, p]) => ({
    identifier: PRIVACY_PAGE_IDENTIFIER,
    store_code,
    url_key: p.url_key,
    title: p.title,
    content: pageHtml(p),
    meta_keywords: p.meta_keywords,
    meta_description: p.meta_description,
  }));
  const english = rows.find((row) => row.store_code === "")!;
  return [...rows, { ...english, store_code: "us", content: toUsEnglish(english.content) }];
}

export function seedCmsPages(db: Database): void {
  const ins =
    db.prepare(`INSERT OR REPLACE INTO cms_pages (identifier, store_code, is_active, url_key, title, content, content_heading,
      page_layout, meta_title, meta_keywords, meta_description, created_at, updated_at)
      VALUES (@identifier, @store_code, 1, @url_key, @title, @content, @title, '1column', @title, @meta_keywords, @meta_description, @date, @date)`);
  for (const row of privacyPageRows()) ins.run({ ...row, date: SEED_DATE });
}
