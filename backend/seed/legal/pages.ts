// The terms, delivery, returns and contact CMS pages, one row per page and store view: the UK text
// in the all-store-views scope (''), the Irish and US stores their own English (euro prices and EU
// law; shipping, sales tax and a returns promise), de/es/fr/it their language. Each text is written
// from the store's facts (facts.ts), so prices and times agree with what the checkout charges.
import type { Database } from "better-sqlite3";
import {
  LEGAL_PAGES,
  PRIVACY_PAGE,
  STORE_CODES,
  legalTextKey,
  type LegalPageName,
  type LegalTextKey,
} from "../fixtures.js";
import { STORES } from "../stores.js";
import { contactDe, deliveryDe, returnsDe, termsDe } from "./de.js";
import { contactEn, deliveryEn, returnsEn, termsEn } from "./en.js";
import { contactEs, deliveryEs, returnsEs, termsEs } from "./es.js";
import { storeFacts, type StoreFacts } from "./facts.js";
import { contactFr, deliveryFr, returnsFr, termsFr } from "./fr.js";
import { contactIt, deliveryIt, returnsIt, termsIt } from "./it.js";

type Writer = (f: StoreFacts) => string;

const WRITERS: Record<LegalTextKey, Record<LegalPageName, Writer>> = {
  en: { terms: termsEn, delivery: deliveryEn, returns: returnsEn, contact: contactEn },
  us: { terms: termsEn, delivery: deliveryEn, returns: returnsEn, contact: contactEn },
  de: { terms: termsDe, delivery: deliveryDe, returns: returnsDe, contact: contactDe },
  es: { terms: termsEs, delivery: deliveryEs, returns: returnsEs, contact: contactEs },
  fr: { terms: termsFr, delivery: deliveryFr, returns: returnsFr, contact: contactFr },
  it: { terms: termsIt, delivery: deliveryIt, returns: returnsIt, contact: contactIt },
};

const META: Record<LegalTextKey, Record<LegalPageName, [description: string, keywords: string]>> = {
  en: {
    terms: [
      "The terms of sale of the Peak Whey online shop: ordering, prices, payment, delivery, cancellation and your rights.",
      "terms and conditions, terms of sale",
    ],
    delivery: [
      "Delivery options, costs and times for Peak Whey orders, and free delivery over the threshold.",
      "delivery, shipping costs, free delivery",
    ],
    returns: [
      "How to return a Peak Whey order, your 14-day right to cancel and the model cancellation form.",
      "returns, refunds, cancellation",
    ],
    contact: [
      "Contact Peak Whey customer service by email or phone, and our company details.",
      "contact, customer service",
    ],
  },
  us: {
    terms: [
      "The terms of sale of the Peak Whey online shop: ordering, prices, payment, shipping and returns.",
      "terms and conditions, terms of sale",
    ],
    delivery: [
      "Shipping options, costs and times for Peak Whey orders to the United States.",
      "shipping, shipping costs, free shipping",
    ],
    returns: [
      "How to return a Peak Whey order within 30 days, and what happens with damaged products.",
      "returns, refunds",
    ],
    contact: ["Contact Peak Whey customer service by email or phone.", "contact, customer service"],
  },
  de: {
    terms: [
      "Die AGB des Peak Whey Onlineshops: Vertragsschluss, Preise, Zahlung, Lieferung, Widerruf und Gewährleistung.",
      "AGB, Geschäftsbedingungen",
    ],
    delivery: [
      "Versandarten, Versandkosten und Lieferzeiten bei Peak Whey, kostenloser Versand ab Mindestbestellwert.",
      "Versand, Versandkosten, Lieferzeit",
    ],
    returns: [
      "Widerrufsbelehrung, Muster-Widerrufsformular und Rücksendung bei Peak Whey.",
      "Widerruf, Rückgabe, Retoure",
    ],
    contact: [
      "Kontakt zum Peak Whey Kundenservice per E-Mail oder Telefon und Impressum.",
      "Kontakt, Impressum, Kundenservice",
    ],
  },
  es: {
    terms: [
      "Condiciones de venta de la tienda online Peak Whey: pedido, precios, pago, envío y desistimiento.",
      "condiciones generales, condiciones de venta",
    ],
    delivery: [
      "Métodos, gastos y plazos de envío de Peak Whey, con envío gratuito a partir del importe mínimo.",
      "envíos, gastos de envío, envío gratuito",
    ],
    returns: [
      "Cómo devolver un pedido de Peak Whey, tu derecho de desistimiento y el formulario modelo.",
      "devoluciones, desistimiento, reembolso",
    ],
    contact: [
      "Contacta con la atención al cliente de Peak Whey por correo o teléfono.",
      "contacto, atención al cliente",
    ],
  },
  fr: {
    terms: [
      "Conditions générales de vente de la boutique Peak Whey\u00a0: commande, prix, paiement, livraison et rétractation.",
      "CGV, conditions générales de vente",
    ],
    delivery: [
      "Modes, frais et délais de livraison de Peak Whey, livraison offerte dès le montant minimum.",
      "livraison, frais de port, livraison offerte",
    ],
    returns: [
      "Retourner une commande Peak Whey, droit de rétractation de 14 jours et formulaire type.",
      "retours, rétractation, remboursement",
    ],
    contact: [
      "Contacter le service client Peak Whey par e-mail ou téléphone, et mentions légales.",
      "contact, mentions légales, service client",
    ],
  },
  it: {
    terms: [
      "Condizioni generali di vendita del negozio online Peak Whey: ordine, prezzi, pagamento, consegna e recesso.",
      "condizioni generali, condizioni di vendita",
    ],
    delivery: [
      "Modalità, costi e tempi di spedizione di Peak Whey, spedizione gratuita sopra la soglia.",
      "spedizioni, costi di spedizione, spedizione gratuita",
    ],
    returns: [
      "Come restituire un ordine Peak Whey, diritto di recesso di 14 giorni e modulo tipo.",
      "resi, recesso, rimborso",
    ],
    contact: [
      "Contatta il servizio clienti Peak Whey via e-mail o telefono, e note legali.",
      "contatti, note legali, servizio clienti",
    ],
  },
};

const SEED_DATE = "2025-01-01 00:00:00";

export interface LegalPageRow {
  identifier: string;
  store_code: string;
  url_key: string;
  title: string;
  content: string;
  meta_description: string;
  meta_keywords: string;
}

/** Every legal page of every store view, as seeded. */
export function legalPageRows(): LegalPageRow[] {
  return STORE_CODES.flatMap((storeCode) => {
    const store = STORES.find((s) => s.code === storeCode)!;
    const text = legalTextKey(storeCode, store.lang);
    const privacyKey = PRIVACY_PAGE.url_key[store.lang as keyof typeof PRIVACY_PAGE.url_key];
    const facts = storeFacts(storeCode, privacyKey);
    return (Object.keys(LEGAL_PAGES) as LegalPageName[]).map((name) => {
      const page = LEGAL_PAGES[name];
      const [meta_description, meta_keywords] = META[text][name];
      return {
        identifier: page.identifier,
        store_code: facts.scope,
        url_key: page.url_key[text],
        title: page.title[text],
        content: WRITERS[text][name](facts),
        meta_description,
        meta_keywords,
      };
    });
  });
}

/** Writes the pages; a shop seeded before them gets them too, an existing row is brought up to date in place. */
export function seedLegalPages(db: Database): void {
  const upsert = db.prepare(`INSERT INTO cms_pages (identifier, store_code, is_active, url_key, title, content,
      content_heading, page_layout, meta_title, meta_keywords, meta_description, created_at, updated_at)
    VALUES (@identifier, @store_code, 1, @url_key, @title, @content, @title, '1column', @title, @meta_keywords,
      @meta_description, @date, @date)
    ON CONFLICT (identifier, store_code) DO UPDATE SET url_key = excluded.url_key, title = excluded.title,
      content = excluded.content, content_heading = excluded.content_heading, meta_title = excluded.meta_title,
      meta_keywords = excluded.meta_keywords, meta_description = excluded.meta_description`);
  for (const row of legalPageRows()) upsert.run({ ...row, date: SEED_DATE });
}

/** The migration that gives a shop seeded before these pages their rows. */
export function legalPagesMigration(db: Database): void {
  const seeded = (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;
  if (seeded) seedLegalPages(db);
}
