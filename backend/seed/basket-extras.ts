// Seeded basket extras (deterministic): three personalised offers, one reward-product rule and the
// whey's supersize upgrades, with their texts in every language ('' = English, the default).
import type { Database } from "better-sqlite3";
import { AMINO_OFFER, COUPON_OFFER, REWARD_RULE, SHAKER_OFFER, SUPERSIZE } from "./fixtures-extras.js";

type Texts = Record<"" | "de" | "es" | "fr" | "it", string>;

/** The coupon offer's English words; the seed's first ones said "basket", which the US store calls a cart. */
export const WELCOME_OFFER_WORDS = "A welcome present: apply code WELCOME10.";
export const WELCOME_OFFER_FIRST_WORDS = "A welcome present: apply code WELCOME10 to your basket.";

const OFFERS: Array<{
  conditions: object;
  imageSku: string | null;
  background: string;
  headline: string;
  copy: string;
  actionType: "add_product" | "apply_coupon" | "link";
  actionValue: string;
  title: Texts;
  description: Texts;
}> = [
  {
    conditions: { has_category: SHAKER_OFFER.proteinCategoryId, lacks_skus: SHAKER_OFFER.lacksSkus },
    imageSku: SHAKER_OFFER.sku,
    background: "#0f3d3e",
    headline: "#ffffff",
    copy: "#d7f5ef",
    actionType: "add_product",
    actionValue: SHAKER_OFFER.sku,
    title: {
      "": "Mix it right",
      de: "Richtig mixen",
      es: "Mézclalo bien",
      fr: "Mélangez comme il faut",
      it: "Mescola bene",
    },
    description: {
      "": "Your protein shakes smoother in our 600 ml shaker.",
      de: "Ihr Protein wird im 600-ml-Shaker schön cremig.",
      es: "Tu proteína queda más suave en nuestro shaker de 600 ml.",
      fr: "Votre protéine est plus onctueuse dans notre shaker de 600 ml.",
      it: "Le tue proteine più cremose nel nostro shaker da 600 ml.",
    },
  },
  {
    conditions: { min_subtotal: COUPON_OFFER.minSubtotal, no_coupon: true },
    imageSku: null,
    background: "#fff4d6",
    headline: "#5a3b00",
    copy: "#3d2a05",
    actionType: "apply_coupon",
    actionValue: COUPON_OFFER.code,
    title: {
      "": "10% off this order",
      de: "10 % Rabatt auf diese Bestellung",
      es: "10 % de descuento en este pedido",
      fr: "10 % de remise sur cette commande",
      it: "10% di sconto su questo ordine",
    },
    description: {
      // No "basket" or "cart": one English text serves the UK, Irish and US stores.
      "": WELCOME_OFFER_WORDS,
      de: "Ein Willkommensgeschenk: Lösen Sie den Code WELCOME10 ein.",
      es: "Un regalo de bienvenida: aplica el código WELCOME10.",
      fr: "Un cadeau de bienvenue\u00a0: appliquez le code WELCOME10.",
      it: "Un regalo di benvenuto: applica il codice WELCOME10.",
    },
  },
  {
    conditions: { has_skus: AMINO_OFFER.triggerSkus },
    imageSku: "PW-EAA",
    background: "#1d2b4f",
    headline: "#ffd166",
    copy: "#e8ecf7",
    actionType: "link",
    actionValue: AMINO_OFFER.categoryUrlPath,
    title: {
      "": "Recover between sets",
      de: "Erholung zwischen den Sätzen",
      es: "Recupérate entre series",
      fr: "Récupérez entre les séries",
      it: "Recupera tra le serie",
    },
    description: {
      "": "Creatine pairs well with our amino acids.",
      de: "Kreatin passt gut zu unseren Aminosäuren.",
      es: "La creatina combina bien con nuestros aminoácidos.",
      fr: "La créatine se marie bien avec nos acides aminés.",
      it: "La creatina si abbina bene ai nostri aminoacidi.",
    },
  },
];

const REWARD_TEXTS: Record<keyof Texts, [string, string, string, string]> = {
  "": [REWARD_RULE.discountLabel, REWARD_RULE.popupTitle, "Add my free gift", "No, thanks"],
  de: ["Gratisgeschenk", "Sie haben sich ein Gratisgeschenk verdient", "Gratisgeschenk hinzufügen", "Nein, danke"],
  es: ["Regalo", "Te has ganado un regalo", "Añadir mi regalo", "No, gracias"],
  fr: ["Cadeau offert", "Vous avez gagné un cadeau", "Ajouter mon cadeau", "Non merci"],
  it: ["Omaggio", "Hai ottenuto un omaggio", "Aggiungi il mio omaggio", "No, grazie"],
};

/** {size}: the larger pack; {extra}: what the line costs more; {saving}: what a kg costs less. */
const SUPERSIZE_TEXTS: Texts = {
  "": "Upgrade to {size} for {extra} more — save {saving} per kg",
  de: "Für {extra} mehr auf {size} wechseln – {saving} pro kg sparen",
  es: "Pasa a {size} por {extra} más y ahorra {saving} por kg",
  fr: "Passez à {size} pour {extra} de plus et économisez {saving} par kg",
  it: "Passa a {size} con {extra} in più e risparmia {saving} al kg",
};

export function seedBasketExtras(db: Database): void {
  const insOffer =
    db.prepare(`INSERT INTO basket_offers (id, position, conditions, image_sku, background, font_colour_headline,
    font_colour_copy, action_type, action_value) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insOfferText = db.prepare(
    "INSERT INTO basket_offer_texts (offer_id, store_code, title, description) VALUES (?, ?, ?, ?)",
  );
  OFFERS.forEach((o, i) => {
    const id = i + 1;
    insOffer.run(
      id,
      id,
      JSON.stringify(o.conditions),
      o.imageSku,
      o.background,
      o.headline,
      o.copy,
      o.actionType,
      o.actionValue,
    );
    for (const scope of Object.keys(o.title) as Array<keyof Texts>) {
      insOfferText.run(id, scope, o.title[scope], o.description[scope]);
    }
  });

  db.prepare("INSERT INTO reward_rules (id, min_subtotal) VALUES (1, ?)").run(JSON.stringify(REWARD_RULE.minSubtotal));
  const insProduct = db.prepare(
    "INSERT INTO reward_rule_products (rule_id, position, sku, child_sku) VALUES (1, ?, ?, ?)",
  );
  REWARD_RULE.products.forEach((p, i) => insProduct.run(i + 1, p.sku, p.childSku));
  seedBundleRewards(db, REWARD_RULE.products.length + 1);
  const insRewardText = db.prepare(
    `INSERT INTO reward_rule_texts (rule_id, store_code, discount_label, popup_title, option_1_title, option_2_title)
     VALUES (1, ?, ?, ?, ?, ?)`,
  );
  for (const [scope, texts] of Object.entries(REWARD_TEXTS)) insRewardText.run(scope, ...texts);

  const insSupersize = db.prepare("INSERT INTO supersize_rules (from_sku, to_sku, pack_factor) VALUES (?, ?, ?)");
  for (const flavour of SUPERSIZE.flavours) {
    for (const pair of SUPERSIZE.pairs) {
      insSupersize.run(`PW-WHEY-${flavour}-${pair.size}`, `PW-WHEY-${flavour}-${pair.to}`, pair.factor);
    }
  }
  seedSupersizeTexts(db);
}

/** The supersize message per store view ('' = English); also brings an older database's texts to these. */
export function seedSupersizeTexts(db: Database): void {
  db.prepare("DELETE FROM supersize_texts").run();
  const insSupersizeText = db.prepare("INSERT INTO supersize_texts (store_code, message) VALUES (?, ?)");
  for (const [scope, message] of Object.entries(SUPERSIZE_TEXTS)) insSupersizeText.run(scope, message);
}

/**
 * The reward rule's bundle gifts, with the option and selection ids of this database (looked up by
 * the option's position and the part's sku). Also run by migration 13 on a database seeded before.
 */
export function seedBundleRewards(db: Database, firstPosition: number): void {
  const product = db.prepare("SELECT id FROM products WHERE sku = ?");
  const option = db.prepare("SELECT id FROM bundle_options WHERE parent_id = ? AND position = ?");
  const selection = db.prepare(
    "SELECT s.id FROM bundle_selections s JOIN products p ON p.id = s.product_id WHERE s.option_id = ? AND p.sku = ?",
  );
  const exists = db.prepare("SELECT 1 FROM reward_rule_products WHERE rule_id = 1 AND sku = ?");
  const insert = db.prepare(
    "INSERT INTO reward_rule_products (rule_id, position, sku, child_sku, bundle_items) VALUES (1, ?, ?, NULL, ?)",
  );
  REWARD_RULE.bundles.forEach((bundle, i) => {
    const parent = product.get(bundle.sku) as { id: number } | undefined;
    if (!parent || exists.get(bundle.sku)) return;
    const items = bundle.parts.map((part) => {
      const opt = option.get(parent.id, part.optionPosition) as { id: number };
      return {
        option_id: opt.id,
        selected_option_ids: part.skus.map((sku) => (selection.get(opt.id, sku) as { id: number }).id),
      };
    });
    insert.run(firstPosition + i, bundle.sku, JSON.stringify(items));
  });
}
