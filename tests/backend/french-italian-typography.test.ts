// The French and Italian texts the backend seeds and sends, printed as the storefront's own texts
// are (tests/unit/french-italian-typography.test.ts): the apostrophe ’, never ', and in French a
// no-break space before : ; ? ! and inside « ». Scans every text of the French and Italian store
// views in a new shop's database (pages, blocks, categories, products, pictures, offers) and the
// emails the shop sends in those languages, reading only what a person reads: the text between the
// HTML tags, and the strings inside a JSON value. Addresses, attributes and codes are no text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Database from "better-sqlite3";
import { baseDatabase } from "../setup/base-database.js";
import { mailTemplates, composed } from "../../backend/mail/templates.js";
import { refundMail, shipmentMail } from "../../backend/owner/mail-texts.js";
import { welcomeCodeMail } from "../../backend/newsletter/welcome-mail.js";
import { confirmationMail } from "../../backend/newsletter/confirmation-mail.js";
import { stockAlertMail } from "../../backend/productalert/mail.js";
import { cardPayTexts } from "../../backend/cardpay/texts.js";
import { AGREEMENT_CHECKBOX_TEXT } from "../../backend/checkout/agreements.js";
import { GEO_POPUP_TEXTS } from "../../backend/geo/service.js";
import { BANK_DETAIL_LABELS } from "../../backend/payment/bank-transfer.js";
import { NBSP, typeset } from "../../backend/shared/typography.js";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: NBSP };

/** What a reader reads of a text: HTML tags dropped, entities as the characters they stand for. */
function readable(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#x")
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith("#")
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name.toLowerCase()] ?? whole),
    );
}

/** The strings of a JSON value, or the text itself. */
function strings(text: string): string[] {
  if (!/^\s*[[{]/.test(text)) return [text];
  try {
    const found: string[] = [];
    const walk = (node: unknown): void => {
      if (typeof node === "string") found.push(...strings(node));
      else if (node && typeof node === "object") Object.values(node).forEach(walk);
    };
    walk(JSON.parse(text));
    return found;
  } catch {
    return [text];
  }
}

/** The rules of the locale files' test, over what a reader reads. */
const RULES: Record<"fr" | "it", Array<[string, RegExp]>> = {
  it: [["straight apostrophe", /\p{L}'|'\p{L}/u]],
  fr: [
    ["straight apostrophe", /\p{L}'|'\p{L}/u],
    ["plain space before : ; ? !", / [:;?!]/],
    ["no space before : ; ? !", /[^\s\u00a0\u202f][;?!](?=\s|$)|[^\s\u00a0\u202f\d]:(?=\s|$)/u],
    ["« or » without a no-break space", /«(?!\u00a0)|(?<!\u00a0)»/],
  ],
};

/** "rule: where: text" for every text of `lang` that breaks a rule; [] when all read right. */
function offending(lang: "fr" | "it", texts: Array<[where: string, text: string]>): string[] {
  return texts.flatMap(([where, text]) =>
    strings(text).flatMap((s) => {
      const read = readable(s);
      return RULES[lang]
        .filter(([, rule]) => rule.test(read))
        .map(([name]) => `${name}: ${where}: ${read.slice(0, 160)}`);
    }),
  );
}

let db: Database.Database;
beforeAll(() => {
  db = baseDatabase();
});
afterAll(() => db.close());

/** Every text of a store view's rows in the database: tables with a store_code, scope_code or lang. */
function storedTexts(lang: "fr" | "it"): Array<[string, string]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'catalogsearch_fulltext_%'")
    .pluck()
    .all() as string[];
  return tables.flatMap((table) => {
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);
    const scope = ["store_code", "scope_code", "lang"].find((name) => columns.includes(name));
    if (!scope) return [];
    return columns.flatMap((column) =>
      (
        db
          .prepare(
            `SELECT rowid AS id, ${column} AS text FROM ${table} WHERE ${scope} = ? AND typeof(${column}) = 'text'`,
          )
          .all(lang) as Array<{ id: number; text: string }>
      ).map((row): [string, string] => [`${table}.${column} #${row.id}`, row.text]),
    );
  });
}

describe("a new shop's French and Italian texts", () => {
  it.each(["fr", "it"] as const)("%s: every page, block, category, product, picture and offer", (lang) => {
    const texts = storedTexts(lang);
    expect(texts.length).toBeGreaterThan(500);
    // the texts the brief names are there to be read
    for (const table of ["cms_pages", "cms_blocks", "category_texts", "product_texts", "product_media_labels"])
      expect(
        texts.some(([where]) => where.startsWith(`${table}.`)),
        table,
      ).toBe(true);
    expect(offending(lang, texts)).toEqual([]);
  });

  it("a French product page's words read as French prints them", () => {
    const name = db
      .prepare(
        "SELECT t.name FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ? AND store_code = 'fr'",
      )
      .pluck()
      .get("PW-ELEC");
    expect(name).toBe("Comprimés d’électrolytes");
    const terms = db
      .prepare("SELECT content FROM cms_pages WHERE identifier = 'terms-and-conditions' AND store_code = 'fr'")
      .pluck()
      .get() as string;
    expect(terms).toContain(`En cliquant sur «${NBSP}Passer la commande${NBSP}»`);
    expect(terms).toContain("s’appliquent");
    // an address in an attribute keeps its colon and its quotes
    expect(terms).toMatch(/href="mailto:[^"]+"/);
  });
});

const ORDER = {
  name: "Camille",
  shop: "Peak Whey",
  number: "000000042",
  items: [
    { qty: 1, name: "Impact Whey", amount: "29,99 €", options: [{ label: "Saveur", value: "Chocolat" }], note: null },
  ],
  subtotal: "29,99 €",
  discounts: [{ label: "WELCOME10", amount: "3,00 €" }],
  points: { points: 100, amount: "1,00 €" },
  deliveryAmount: "3,99 €",
  total: "29,98 €",
  vat: "5,00 €",
  payment: "Virement bancaire",
  delivery: "Livraison standard",
  bankReference: "000000042",
  bankDetails: [{ label: "IBAN", value: "FR76 3000 6000 0112 3456 7890 189" }],
  deliveryAddress: ["Camille Martin", "12 rue de la Paix", "75002 Paris"],
  collection: false,
  billingAddress: ["Camille Martin", "12 rue de la Paix", "75002 Paris"],
};

/** Every email the shop sends in a language, subject, text and HTML, with every choice it has. */
function mails(lang: "fr" | "it"): Array<[string, string]> {
  const locale = lang === "fr" ? "fr_FR" : "it_IT";
  const t = mailTemplates(lang);
  const sent: Record<string, { subject: string; text: string; html?: string | null }> = {
    welcome: composed(t.welcome({ name: "Camille", shop: "Peak Whey", referralCode: "CAMI-42" })),
    passwordReset: composed(
      t.passwordReset({ name: "Camille", shop: "Peak Whey", link: "https://shop.example/r?t=1" }),
    ),
    passwordChanged: composed(t.passwordChanged({ name: "Camille", shop: "Peak Whey", email: "c@example.com" })),
    emailChanged: composed(t.emailChanged({ name: "Camille", shop: "Peak Whey", newEmail: "c***@example.com" })),
    emailNowHere: composed(t.emailNowHere({ name: "Camille", shop: "Peak Whey" })),
    referral: composed(
      t.referralInvitation({ friend: "Léa", inviter: "Camille", shop: "Peak Whey", link: "https://x" }),
    ),
    order: composed(t.orderConfirmation(ORDER)),
    collected: composed(t.orderConfirmation({ ...ORDER, bankReference: null, bankDetails: [], collection: true })),
    delivered: composed(t.orderConfirmation({ ...ORDER, bankReference: null, bankDetails: [] })),
    subscription: { subject: t.subscription(10, 4), text: "" },
    shipment: composed(
      shipmentMail(lang, {
        name: "Camille",
        shop: "Peak Whey",
        number: "000000042",
        carrier: "DHL",
        tracking: "JD0123",
        trackingUrl: "https://dhl.example/?id=JD0123",
        items: [{ qty: 1, name: "Impact Whey" }],
      }),
    ),
    newsletterWelcome: welcomeCodeMail(locale, { shop: "Peak Whey", code: "WELCOME-ABCD2345", percent: "10" }),
    newsletterConfirm: confirmationMail(locale, { shop: "Peak Whey", link: "https://x", percent: "10" }),
    stockAlert: stockAlertMail(lang, { product: "Impact Whey", shop: "Peak Whey", link: "https://x" }),
  };
  for (const code of ["pwcard", "paypal_express", "bnpl", "banktransfer", "cashondelivery", "checkmo", "free", "other"])
    sent[`refund ${code}`] = composed(
      refundMail(lang, {
        name: "Camille",
        shop: "Peak Whey",
        number: "000000042",
        amount: "29,99 €",
        paidWith: { code, name: "Visa 4242" },
        items: [{ qty: 1, name: "Impact Whey" }],
      }),
    );
  return Object.entries(sent).flatMap(([which, mail]) => [
    [`${which} subject`, mail.subject] as [string, string],
    [`${which} text`, mail.text] as [string, string],
    ...(mail.html ? [[`${which} html`, mail.html] as [string, string]] : []),
  ]);
}

/** The other words the backend sends in a language: card payment page, terms box, store banner. */
function codeTexts(lang: "fr" | "it"): Array<[string, string]> {
  return [
    ...Object.entries(cardPayTexts(lang)).map(([key, text]): [string, string] => [`card payment ${key}`, String(text)]),
    ["terms box", AGREEMENT_CHECKBOX_TEXT[lang]],
    ...Object.entries(GEO_POPUP_TEXTS[lang]).map(([key, text]): [string, string] => [`store banner ${key}`, text]),
    ...Object.entries(BANK_DETAIL_LABELS[lang]).map(([key, text]): [string, string] => [`bank ${key}`, text]),
  ];
}

describe("the French and Italian emails and the backend's own words", () => {
  it.each(["fr", "it"] as const)("%s: order, shipment, refund, newsletter, account and stock emails", (lang) => {
    const texts = mails(lang);
    expect(texts.length).toBeGreaterThan(40);
    expect(offending(lang, texts)).toEqual([]);
  });

  it("French emails put the no-break space where the locale files do", () => {
    const order = composed(mailTemplates("fr").orderConfirmation(ORDER));
    expect(order.text).toContain(`Adresse de livraison${NBSP}:`);
    expect(order.text).toContain(`Total${NBSP}: 29,98 €`);
    const refund = refundMail("fr", { ...REFUND, paidWith: { code: "bnpl", name: "Klarna" } });
    expect(refund.subject).toBe(`Peak Whey${NBSP}: remboursement de la commande 000000042`);
    expect(refund.lines).toContain(`Remboursé sur votre compte «${NBSP}Achetez maintenant, payez plus tard${NBSP}».`);
    expect(refundMail("it", REFUND).subject).toBe("Peak Whey: rimborso dell’ordine 000000042");
  });

  it.each(["fr", "it"] as const)("%s: card payment page, terms box, store banner, bank labels", (lang) => {
    expect(offending(lang, codeTexts(lang))).toEqual([]);
  });
});

const REFUND = {
  name: "Camille",
  shop: "Peak Whey",
  number: "000000042",
  amount: "29,99 €",
  paidWith: { code: "pwcard", name: "Visa 4242" },
  items: [{ qty: 1, name: "Impact Whey" }],
};

describe("setting a text leaves what is no text as it is", () => {
  it("addresses, attributes, entities, times and codes keep their characters", () => {
    const html =
      `<p style="margin:0"><a href="https://shop.example/fr/a?b=c&amp;d=e" title="l'a">l'eau</a>: ` +
      `14:00, 1:1, help@shop.example, PW-ELECTRO-TABS, ratio?x, « ok » ; fin ?</p>`;
    expect(typeset("fr", html)).toBe(
      `<p style="margin:0"><a href="https://shop.example/fr/a?b=c&amp;d=e" title="l'a">l’eau</a>${NBSP}: ` +
        `14:00, 1:1, help@shop.example, PW-ELECTRO-TABS, ratio?x, «${NBSP}ok${NBSP}»${NBSP}; fin${NBSP}?</p>`,
    );
    expect(typeset("fr", typeset("fr", html))).toBe(typeset("fr", html));
    expect(typeset("it", "Compra l'offerta: «subito»")).toBe("Compra l’offerta: «subito»");
    expect(typeset("de", "Peak Whey's Angebot: jetzt")).toBe("Peak Whey's Angebot: jetzt");
  });
});
