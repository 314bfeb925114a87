// The shop's filterable attributes beyond flavour and size (ADR 0032): `dietary` (multiselect,
// the values of SPEC §3) and `product_range` (dropdown), with their store-view labels, and the values of
// each visible product (a configurable carries them on its parent, as Magento indexes a parent's own
// attributes for layered navigation).
import { t5, type T5 } from "../catalog-data.js";

export const DIETARY_ATTRIBUTE_ID = 182;
export const RANGE_ATTRIBUTE_ID = 183;
export const DIETARY_FIRST_OPTION_ID = 401;
export const RANGE_FIRST_OPTION_ID = 501;

export const ATTRIBUTE_LABELS = {
  dietary: t5("Dietary", "Ernährungsweise", "Dieta", "Régime alimentaire", "Dieta"),
  product_range: t5("Range", "Produktlinie", "Gama", "Gamme", "Linea"),
} satisfies Record<string, T5>;

/**
 * SPEC §3's dietary values, in its order (the facet's option order). Labelled as the account pages
 * label a shopper's dietary needs (sentence case): one wording wherever a diet is named.
 */
export const DIETARY_OPTIONS: Array<{ code: string } & T5> = [
  { code: "dairy_free", ...t5("Dairy free", "Milchfrei", "Sin lácteos", "Sans produits laitiers", "Senza latticini") },
  { code: "gluten_free", ...t5("Gluten free", "Glutenfrei", "Sin gluten", "Sans gluten", "Senza glutine") },
  { code: "lactose_free", ...t5("Lactose free", "Laktosefrei", "Sin lactosa", "Sans lactose", "Senza lattosio") },
  { code: "wheat_free", ...t5("Wheat free", "Weizenfrei", "Sin trigo", "Sans blé", "Senza grano") },
  { code: "vegan", ...t5("Vegan", "Vegan", "Vegano", "Végan", "Vegano") },
  { code: "vegetarian", ...t5("Vegetarian", "Vegetarisch", "Vegetariano", "Végétarien", "Vegetariano") },
  { code: "paleo", ...t5("Paleo", "Paleo", "Paleo", "Paléo", "Paleo") },
  { code: "organic", ...t5("Organic", "Bio", "Ecológico", "Bio", "Biologico") },
  { code: "keto", ...t5("Keto", "Keto", "Keto", "Céto", "Keto") },
];

/** The shop's product ranges (its "brand" lines), in the order the facet lists them. */
export const RANGE_OPTIONS: Array<{ code: string } & T5> = [
  { code: "impact", ...t5("Impact") },
  { code: "clear", ...t5("Clear") },
  { code: "plant", ...t5("Plant", "Pflanzlich", "Vegetal", "Végétal", "Vegetale") },
  { code: "performance", ...t5("Performance", "Performance", "Rendimiento", "Performance", "Performance") },
  { code: "snacks", ...t5("Snacks", "Snacks", "Snacks", "Snacks", "Snack") },
  { code: "essentials", ...t5("Essentials", "Basics", "Esenciales", "Essentiels", "Essenziali") },
  { code: "gear", ...t5("Gear", "Ausrüstung", "Equipamiento", "Équipement", "Attrezzatura") },
];

type Diet = (typeof DIETARY_OPTIONS)[number]["code"];

// Shorthands for the common combinations.
const PLANT_BASED: Diet[] = ["vegan", "vegetarian", "dairy_free", "lactose_free"];
const CLEAN: Diet[] = ["vegan", "vegetarian", "gluten_free", "dairy_free"];

/** sku -> [range, dietary values]. Accessories have a range and no dietary value. */
export const PRODUCT_FACETS: Record<string, [string, Diet[]]> = {
  "PW-WHEY": ["impact", ["vegetarian", "gluten_free"]],
  "PW-ISO": ["impact", ["vegetarian", "gluten_free", "wheat_free", "lactose_free"]],
  "PW-VEGAN": ["plant", [...PLANT_BASED, "gluten_free"]],
  "PW-CLEAR": ["clear", ["vegetarian", "gluten_free", "wheat_free"]],
  "PW-DIET": ["impact", ["vegetarian", "gluten_free"]],
  "PW-CASEIN": ["impact", ["vegetarian", "gluten_free"]],
  "PW-GAINER": ["impact", ["vegetarian"]],
  "PW-PANCAKE": ["snacks", ["vegetarian"]],
  "PW-PEA": ["plant", [...PLANT_BASED, "gluten_free", "organic"]],
  "PW-SOY": ["plant", PLANT_BASED],
  "PW-MULTI": ["essentials", ["vegetarian", "gluten_free", "dairy_free"]],
  "PW-D3": ["essentials", ["vegetarian", "gluten_free", "dairy_free", "keto"]],
  "PW-OMEGA3": ["essentials", ["gluten_free", "dairy_free", "paleo", "keto"]],
  "PW-ZMA": ["essentials", CLEAN],
  "PW-VITC": ["essentials", [...CLEAN, "paleo", "keto"]],
  "PW-ELEC": ["essentials", ["vegan", "vegetarian", "gluten_free", "keto"]],
  "PW-GUMMIES": ["essentials", ["vegetarian", "gluten_free", "dairy_free"]],
  "PW-PRE": ["performance", ["vegan", "vegetarian", "gluten_free", "keto"]],
  "PW-CAFF": ["performance", [...CLEAN, "keto"]],
  "PW-BETA": ["performance", [...CLEAN, "paleo", "keto"]],
  "PW-CITR": ["performance", [...CLEAN, "keto"]],
  "PW-PRESHOT": ["performance", ["vegan", "vegetarian", "gluten_free"]],
  "PW-CREA-250": ["performance", [...CLEAN, "paleo", "keto"]],
  "PW-CREAPURE": ["performance", [...CLEAN, "paleo", "keto"]],
  "PW-BCAA": ["performance", [...CLEAN, "keto"]],
  "PW-EAA": ["performance", CLEAN],
  "PW-GLUT": ["performance", [...CLEAN, "keto"]],
  "PW-CREAGUM": ["performance", ["vegan", "vegetarian", "gluten_free"]],
  "PW-BAR": ["snacks", ["vegetarian"]],
  "PW-COOKIE": ["snacks", ["vegetarian"]],
  "PW-BROWNIE": ["snacks", ["vegetarian"]],
  "PW-PBUTTER": ["snacks", [...CLEAN, "paleo", "keto", "organic"]],
  "PW-CRISPS": ["snacks", ["vegetarian", "gluten_free", "wheat_free"]],
  "PW-FLAPJACK": ["snacks", ["vegetarian"]],
  "PW-WAFER": ["snacks", ["vegetarian"]],
  "PW-SHAKER": ["gear", []],
  "PW-STEEL": ["gear", []],
  "PW-TOWEL": ["gear", []],
  "PW-STRAPS": ["gear", []],
  "PW-BANDS": ["gear", []],
  "PW-BAG": ["gear", []],
  "PW-PILLBOX": ["gear", []],
  "PW-BUNDLE-STARTER": ["impact", ["vegetarian", "gluten_free"]],
  "PW-BUNDLE-VEGAN": ["plant", ["vegan", "vegetarian", "dairy_free"]],
  "PW-BUNDLE-PRE": ["performance", ["vegan", "vegetarian", "gluten_free"]],
};

/** Products with the "new" badge: from 10 days before the seed to 60 days after it. */
export const NEW_PRODUCTS = ["PW-CLEAR", "PW-CREAGUM", "PW-PRESHOT", "PW-WAFER"];
export const NEW_DAYS_BEFORE = 10;
export const NEW_DAYS_AFTER = 60;

/** More products on sale (GBP special price, scaled to the other currencies like the seed's). */
export const EXTRA_SPECIALS: Record<string, number> = { "PW-OMEGA3": 6.99, "PW-STRAPS": 7.49, "PW-CREAGUM": 14.99 };

/** Approved guest reviews, so the cards show ratings above and below the 4.5 threshold (SPEC §9). */
export const GUEST_REVIEWS: Array<{ sku: string; nickname: string; summary: string; text: string; rating: number }> = [
  {
    sku: "PW-VEGAN",
    nickname: "Maya",
    summary: "Best vegan protein I've tried",
    text: "No chalky aftertaste and the chocolate is rich.",
    rating: 5,
  },
  {
    sku: "PW-VEGAN",
    nickname: "Tom",
    summary: "Smooth in oat milk",
    text: "Mixes well, a little thick in water.",
    rating: 4,
  },
  {
    sku: "PW-VEGAN",
    nickname: "Lena",
    summary: "Great macros",
    text: "Plenty of protein per scoop and easy on the stomach.",
    rating: 5,
  },
  {
    sku: "PW-CLEAR",
    nickname: "Sam",
    summary: "Like juice, not a shake",
    text: "Refreshing after a hot session. Fruit punch is my pick.",
    rating: 5,
  },
  {
    sku: "PW-CLEAR",
    nickname: "Priya",
    summary: "Light and refreshing",
    text: "Foams a bit at first, then it is perfectly clear.",
    rating: 4,
  },
  {
    sku: "PW-CLEAR",
    nickname: "Jonas",
    summary: "Summer staple",
    text: "Tastes great and doesn't sit heavy.",
    rating: 5,
  },
  {
    sku: "PW-MULTI",
    nickname: "Chris",
    summary: "One a day, easy",
    text: "Small tablets, easy to swallow.",
    rating: 5,
  },
  { sku: "PW-MULTI", nickname: "Ana", summary: "Good value", text: "Covers the basics at a fair price.", rating: 5 },
  {
    sku: "PW-PRE",
    nickname: "Marco",
    summary: "Serious energy",
    text: "Strong pump without the crash. Blue raspberry rocks.",
    rating: 5,
  },
  {
    sku: "PW-PRE",
    nickname: "Kim",
    summary: "Works, a bit tingly",
    text: "Good focus, the beta-alanine tingle takes getting used to.",
    rating: 4,
  },
  { sku: "PW-BAR", nickname: "Ella", summary: "Decent bar", text: "Tasty but a bit dry in the cold.", rating: 4 },
  {
    sku: "PW-BAR",
    nickname: "Ben",
    summary: "Too sweet for me",
    text: "Good protein, but the caramel one is very sweet.",
    rating: 3,
  },
  { sku: "PW-BAR", nickname: "Noah", summary: "Handy snack", text: "Keeps me going between meetings.", rating: 4 },
  { sku: "PW-CREAPURE", nickname: "Max", summary: "Does the job", text: "Dissolves fine in warm water.", rating: 4 },
  { sku: "PW-CREAPURE", nickname: "Ivy", summary: "OK", text: "Same as any creatine, the tub is large.", rating: 3 },
];
