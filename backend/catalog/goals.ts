// Training goals and best sellers (ADR 0048), for the home page's "best sellers by goal".
//
// `goal` is a multiselect product attribute like `dietary` (its values in product_attribute_values):
// build muscle, lose weight, endurance, recovery; a list filters by it and aggregates it as a facet.
// Best sellers are counted as Magento's bestsellers report does (sales_bestsellers_aggregated): units
// ordered per product, a configurable's variants counted for their parent. The demo shop has little
// order history, so `sales_bestsellers` holds a seeded count per product that placed orders add to.
import { t5, type T5 } from "../seed/catalog-data.js";

export const GOAL_ATTRIBUTE_ID = 184;
export const GOAL_FIRST_OPTION_ID = 601;

export const GOAL_LABEL = t5("Goal", "Ziel", "Objetivo", "Objectif", "Obiettivo");

export const GOAL_OPTIONS: Array<{ code: string } & T5> = [
  { code: "muscle", ...t5("Build muscle", "Muskelaufbau", "Ganar músculo", "Prise de muscle", "Massa muscolare") },
  { code: "weight_loss", ...t5("Lose weight", "Abnehmen", "Perder peso", "Perte de poids", "Perdere peso") },
  { code: "endurance", ...t5("Endurance", "Ausdauer", "Resistencia", "Endurance", "Resistenza") },
  { code: "recovery", ...t5("Recovery", "Regeneration", "Recuperación", "Récupération", "Recupero") },
];

/** Which goals each product serves (accessories serve none). */
export const PRODUCT_GOALS: Record<string, string[]> = {
  "PW-WHEY": ["muscle", "recovery"],
  "PW-ISO": ["muscle", "weight_loss"],
  "PW-VEGAN": ["muscle", "weight_loss"],
  "PW-CLEAR": ["weight_loss", "recovery"],
  "PW-DIET": ["weight_loss"],
  "PW-CASEIN": ["muscle", "recovery"],
  "PW-GAINER": ["muscle"],
  "PW-PANCAKE": ["muscle", "weight_loss"],
  "PW-PEA": ["muscle"],
  "PW-SOY": ["muscle"],
  "PW-MULTI": ["weight_loss", "recovery"],
  "PW-D3": ["recovery"],
  "PW-OMEGA3": ["recovery"],
  "PW-ZMA": ["recovery"],
  "PW-VITC": ["recovery"],
  "PW-ELEC": ["endurance"],
  "PW-GUMMIES": ["recovery"],
  "PW-PRE": ["endurance", "muscle"],
  "PW-CAFF": ["endurance", "weight_loss"],
  "PW-BETA": ["endurance"],
  "PW-CITR": ["endurance"],
  "PW-PRESHOT": ["endurance"],
  "PW-CREA-250": ["muscle"],
  "PW-CREAPURE": ["muscle"],
  "PW-BCAA": ["endurance", "recovery"],
  "PW-EAA": ["muscle", "recovery"],
  "PW-GLUT": ["recovery"],
  "PW-CREAGUM": ["muscle"],
  "PW-BAR": ["muscle"],
  "PW-COOKIE": ["muscle"],
  "PW-BROWNIE": ["weight_loss"],
  "PW-PBUTTER": ["muscle"],
  "PW-CRISPS": ["weight_loss"],
  "PW-FLAPJACK": ["endurance"],
  "PW-WAFER": ["weight_loss"],
  "PW-BUNDLE-STARTER": ["muscle"],
  "PW-BUNDLE-VEGAN": ["muscle"],
  "PW-BUNDLE-PRE": ["endurance"],
};

/** Units ordered before this shop's own orders (the demo's history), per product. */
export const SEEDED_UNITS_ORDERED: Record<string, number> = {
  "PW-WHEY": 950,
  "PW-CREA-250": 870,
  "PW-SHAKER": 700,
  "PW-ISO": 610,
  "PW-BAR": 560,
  "PW-PRE": 520,
  "PW-MULTI": 480,
  "PW-D3": 440,
  "PW-VEGAN": 420,
  "PW-BCAA": 410,
  "PW-OMEGA3": 390,
  "PW-CLEAR": 380,
  "PW-CREAPURE": 330,
  "PW-COOKIE": 310,
  "PW-DIET": 300,
  "PW-ELEC": 300,
  "PW-CASEIN": 280,
  "PW-PBUTTER": 270,
  "PW-EAA": 260,
  "PW-PANCAKE": 260,
  "PW-CREAGUM": 250,
  "PW-GAINER": 240,
  "PW-CRISPS": 240,
  "PW-ZMA": 230,
  "PW-BROWNIE": 220,
  "PW-CAFF": 210,
  "PW-PEA": 200,
  "PW-VITC": 200,
  "PW-BETA": 190,
  "PW-FLAPJACK": 190,
  "PW-GUMMIES": 180,
  "PW-CITR": 170,
  "PW-GLUT": 160,
  "PW-PRESHOT": 150,
  "PW-WAFER": 150,
  "PW-STEEL": 140,
  "PW-BUNDLE-STARTER": 130,
  "PW-SOY": 120,
  "PW-STRAPS": 110,
  "PW-BANDS": 100,
  "PW-TOWEL": 90,
  "PW-BUNDLE-PRE": 90,
  "PW-PILLBOX": 80,
  "PW-BUNDLE-VEGAN": 70,
  "PW-BAG": 60,
};

/**
 * Units ordered per product: the seeded count plus every order's top-level lines, a variant's units
 * counted for its configurable (what the catalogue lists).
 */
export const BESTSELLERS_SQL = `
  SELECT product_id, SUM(qty) AS units FROM (
    SELECT product_id, qty_ordered AS qty FROM sales_bestsellers
    UNION ALL
    SELECT COALESCE(r.parent_id, oi.product_id), oi.qty_ordered FROM order_items oi
      LEFT JOIN product_relations r ON r.child_id = oi.product_id
      WHERE oi.parent_item_id IS NULL AND oi.product_id IS NOT NULL
  ) GROUP BY product_id`;
