// Declarative catalogue data for the seed: categories, attribute options and products.
// Texts come in en (admin default), de, es, fr, it. English stores (default, ie, us) use en.
import { WHEY_FLAVOURS, WHEY, CREATINE, ELECTROLYTES, STARTER_BUNDLE, PROTEIN_CATEGORY } from "./fixtures.js";

export type Lang = "en" | "de" | "es" | "fr" | "it";
export const LANGS: Lang[] = ["en", "de", "es", "fr", "it"];
export type T5 = Record<Lang, string>;
export const t5 = (en: string, de = en, es = en, fr = en, it = en): T5 => ({ en, de, es, fr, it });

export interface CategoryDef {
  id: number;
  parent: number;
  url_key: string;
  position: number;
  names: T5;
  blurb: T5;
  colour: string;
}

export const CATEGORIES: CategoryDef[] = [
  {
    id: 3,
    parent: 2,
    url_key: PROTEIN_CATEGORY.url_key,
    position: 1,
    names: { ...PROTEIN_CATEGORY.names },
    colour: "#1f4e79",
    blurb: t5(
      "High-quality protein powders to support muscle growth and recovery.",
      "Hochwertige Proteinpulver für Muskelaufbau und Regeneration.",
      "Proteínas en polvo de alta calidad para el crecimiento muscular y la recuperación.",
      "Protéines en poudre de qualité pour la croissance musculaire et la récupération.",
      "Proteine in polvere di alta qualità per la crescita muscolare e il recupero.",
    ),
  },
  {
    id: 4,
    parent: 2,
    url_key: "vitamins-minerals",
    position: 2,
    names: t5(
      "Vitamins & Minerals",
      "Vitamine & Mineralien",
      "Vitaminas y minerales",
      "Vitamines et minéraux",
      "Vitamine e minerali",
    ),
    colour: "#2e7d32",
    blurb: t5(
      "Everyday vitamins and minerals for health and wellbeing.",
      "Vitamine und Mineralien für Gesundheit und Wohlbefinden.",
      "Vitaminas y minerales para la salud y el bienestar.",
      "Vitamines et minéraux pour la santé et le bien-être.",
      "Vitamine e minerali per salute e benessere.",
    ),
  },
  {
    id: 5,
    parent: 2,
    url_key: "pre-workout",
    position: 3,
    names: t5("Pre-Workout", "Pre-Workout", "Pre-entreno", "Pré-entraînement", "Pre-allenamento"),
    colour: "#c62828",
    blurb: t5(
      "Energy and focus for your toughest sessions.",
      "Energie und Fokus für harte Trainingseinheiten.",
      "Energía y concentración para tus sesiones más duras.",
      "Énergie et concentration pour vos séances les plus dures.",
      "Energia e concentrazione per gli allenamenti più duri.",
    ),
  },
  {
    id: 6,
    parent: 2,
    url_key: "creatine-amino-acids",
    position: 4,
    names: t5(
      "Creatine & Amino Acids",
      "Kreatin & Aminosäuren",
      "Creatina y aminoácidos",
      "Créatine et acides aminés",
      "Creatina e aminoacidi",
    ),
    colour: "#6a1b9a",
    blurb: t5(
      "Creatine and amino acids for strength and performance.",
      "Kreatin und Aminosäuren für Kraft und Leistung.",
      "Creatina y aminoácidos para fuerza y rendimiento.",
      "Créatine et acides aminés pour la force et la performance.",
      "Creatina e aminoacidi per forza e prestazioni.",
    ),
  },
  {
    id: 7,
    parent: 2,
    url_key: "snacks-bars",
    position: 5,
    names: t5("Snacks & Bars", "Snacks & Riegel", "Snacks y barritas", "Snacks et barres", "Snack e barrette"),
    colour: "#e65100",
    blurb: t5(
      "High-protein snacks for on the go.",
      "Proteinreiche Snacks für unterwegs.",
      "Snacks ricos en proteínas para llevar.",
      "Snacks riches en protéines à emporter.",
      "Snack proteici da portare ovunque.",
    ),
  },
  {
    id: 8,
    parent: 2,
    url_key: "accessories",
    position: 6,
    names: t5("Accessories", "Zubehör", "Accesorios", "Accessoires", "Accessori"),
    colour: "#37474f",
    blurb: t5(
      "Shakers, bags and training kit.",
      "Shaker, Taschen und Trainingszubehör.",
      "Mezcladores, bolsas y material de entrenamiento.",
      "Shakers, sacs et équipement d’entraînement.",
      "Shaker, borse e attrezzatura da allenamento.",
    ),
  },
  {
    id: 9,
    parent: 3,
    url_key: "whey-protein",
    position: 1,
    names: t5("Whey Protein", "Whey Protein", "Proteína de suero", "Protéine de lactosérum", "Proteine del siero"),
    colour: "#1f4e79",
    blurb: t5(
      "Fast-absorbing whey for after training.",
      "Schnell verfügbares Whey für nach dem Training.",
      "Suero de absorción rápida para después de entrenar.",
      "Whey à absorption rapide pour l’après-entraînement.",
      "Siero a rapido assorbimento per il post-allenamento.",
    ),
  },
  {
    id: 10,
    parent: 3,
    url_key: "vegan-protein",
    position: 2,
    names: t5("Vegan Protein", "Vegane Proteine", "Proteína vegana", "Protéine végane", "Proteine vegane"),
    colour: "#558b2f",
    blurb: t5(
      "Plant-based protein blends.",
      "Pflanzliche Proteinmischungen.",
      "Mezclas de proteína vegetal.",
      "Mélanges de protéines végétales.",
      "Miscele di proteine vegetali.",
    ),
  },
];

export const FLAVOUR_OPTIONS: Array<{ code: string; colour: string } & T5> = [
  { ...WHEY_FLAVOURS[0], colour: "#5d4037" },
  { ...WHEY_FLAVOURS[1], colour: "#f3e5ab" },
  { ...WHEY_FLAVOURS[2], colour: "#f48fb1" },
  { ...WHEY_FLAVOURS[3], colour: "#c68642" },
  {
    code: "COOK",
    colour: "#8d8d8d",
    ...t5("Cookies & Cream", "Cookies & Cream", "Galleta y nata", "Cookies & crème", "Biscotto e panna"),
  },
  { code: "BAN", colour: "#ffe135", ...t5("Banana", "Banane", "Plátano", "Banane", "Banana") },
  { code: "UNFL", colour: "#eeeeee", ...t5("Unflavoured", "Geschmacksneutral", "Sin sabor", "Neutre", "Neutro") },
  {
    code: "LEMON",
    colour: "#cddc39",
    ...t5("Lemon & Lime", "Zitrone & Limette", "Limón y lima", "Citron vert", "Limone e lime"),
  },
  {
    code: "PUNCH",
    colour: "#e53935",
    ...t5("Fruit Punch", "Fruchtpunsch", "Ponche de frutas", "Punch aux fruits", "Punch alla frutta"),
  },
  {
    code: "BLUE",
    colour: "#1e88e5",
    ...t5("Blue Raspberry", "Blaue Himbeere", "Frambuesa azul", "Framboise bleue", "Lampone blu"),
  },
  {
    code: "PB",
    colour: "#a1662f",
    ...t5("Peanut Butter", "Erdnussbutter", "Crema de cacahuete", "Beurre de cacahuète", "Burro di arachidi"),
  },
];

export const SIZE_OPTIONS: Array<{ code: string } & T5> = [
  { code: "250G", ...t5("250 g") },
  { code: "500G", ...t5("500 g") },
  { code: "1KG", ...t5("1 kg") },
  { code: "2.5KG", ...t5("2.5 kg", "2,5 kg", "2,5 kg", "2,5 kg", "2,5 kg") },
  { code: "5KG", ...t5("5 kg") },
  { code: "12BARS", ...t5("12 bars", "12 Riegel", "12 barritas", "12 barres", "12 barrette") },
];

export type Prices = { GBP: number; EUR: number; USD: number };
/** Derive EUR/USD shelf prices from a GBP price (rounded up to .99). */
export const fromGbp = (gbp: number): Prices => ({
  GBP: gbp,
  EUR: Math.ceil(gbp * 1.15) - 0.01,
  USD: Math.ceil(gbp * 1.25) - 0.01,
});

export interface ProductDef {
  sku: string;
  url_key: string;
  names: T5;
  categories: Array<[number, number]>; // [category id, position]
  type: "simple" | "configurable" | "bundle";
  prices?: Prices; // simple
  special?: number; // GBP special price (scaled to other currencies)
  stock?: number; // simple; default 100
  flavour?: string; // simple products with a fixed flavour
  size?: string;
  // configurable: flavours x sizes, price per size, out-of-stock variant skus
  flavours?: string[];
  sizes?: Array<[string, Prices]>;
  oos?: string[];
  bundle?: Array<{
    titles: T5;
    required: boolean;
    type: "radio" | "checkbox" | "select";
    selections: Array<{ sku: string; qty: number; is_default?: boolean; can_change_qty?: boolean }>;
  }>;
  nutrition?: boolean; // has ingredients/nutrition panels
  deal?: { GBP: number; end: string };
  claimed_percent?: number;
  media?: { video?: boolean; spin?: boolean };
}

const p = fromGbp;
const PROTEIN = 3,
  VIT = 4,
  PRE = 5,
  CREA = 6,
  SNACK = 7,
  ACC = 8,
  WHEYCAT = 9,
  VEGAN = 10;

export const PRODUCTS: ProductDef[] = [
  // --- Protein ---------------------------------------------------------------------------------
  {
    sku: WHEY.sku,
    url_key: WHEY.url_key,
    names: { ...WHEY.names },
    type: "configurable",
    categories: [
      [PROTEIN, WHEY.categoryPosition],
      [WHEYCAT, 1],
    ],
    flavours: WHEY_FLAVOURS.map((f) => f.code),
    sizes: [
      ["1KG", { GBP: 19.99, EUR: 22.99, USD: 24.99 }],
      ["2.5KG", { GBP: 39.99, EUR: 45.99, USD: 49.99 }],
      ["5KG", { GBP: 69.99, EUR: 79.99, USD: 89.99 }],
    ],
    oos: [...WHEY.outOfStock],
    nutrition: true,
    claimed_percent: 57,
    media: { video: true, spin: true },
  },
  {
    sku: "PW-ISO",
    url_key: "impact-whey-isolate",
    names: t5("Impact Whey Isolate"),
    type: "configurable",
    categories: [
      [PROTEIN, 2],
      [WHEYCAT, 2],
    ],
    flavours: ["CHOC", "VAN", "COOK"],
    sizes: [
      ["1KG", p(29.99)],
      ["2.5KG", p(59.99)],
    ],
    oos: ["PW-ISO-COOK-2.5KG"],
    nutrition: true,
  },
  {
    sku: "PW-VEGAN",
    url_key: "vegan-protein-blend",
    names: t5(
      "Vegan Protein Blend",
      "Veganer Protein-Mix",
      "Mezcla de proteína vegana",
      "Mélange de protéines végan",
      "Mix di proteine vegane",
    ),
    type: "configurable",
    categories: [
      [PROTEIN, 3],
      [VEGAN, 1],
    ],
    flavours: ["CHOC", "BAN", "UNFL"],
    sizes: [
      ["1KG", p(24.99)],
      ["2.5KG", p(49.99)],
    ],
    nutrition: true,
  },
  {
    sku: "PW-CLEAR",
    url_key: "clear-whey-isolate",
    names: t5("Clear Whey Isolate"),
    type: "configurable",
    categories: [
      [PROTEIN, 4],
      [WHEYCAT, 3],
    ],
    flavours: ["LEMON", "PUNCH", "BLUE"],
    sizes: [["500G", p(24.99)]],
    oos: ["PW-CLEAR-BLUE-500G"],
    nutrition: true,
  },
  {
    sku: "PW-DIET",
    url_key: "diet-whey",
    names: t5("Diet Whey", "Diät Whey", "Whey dietético", "Whey minceur", "Whey dietetico"),
    type: "configurable",
    categories: [
      [PROTEIN, 5],
      [WHEYCAT, 4],
    ],
    flavours: ["CHOC", "VAN", "STRAW"],
    sizes: [
      ["1KG", p(22.99)],
      ["2.5KG", p(44.99)],
    ],
    nutrition: true,
  },
  {
    sku: "PW-CASEIN",
    url_key: "slow-release-casein",
    names: t5(
      "Slow-Release Casein",
      "Casein mit Langzeitwirkung",
      "Caseína de liberación lenta",
      "Caséine à libération lente",
      "Caseina a rilascio lento",
    ),
    type: "configurable",
    categories: [[PROTEIN, 6]],
    flavours: ["CHOC", "VAN"],
    sizes: [["1KG", p(27.99)]],
    nutrition: true,
  },
  {
    sku: "PW-GAINER",
    url_key: "mass-gainer",
    names: t5("Mass Gainer", "Masse-Gainer", "Ganador de masa", "Gainer prise de masse", "Mass gainer"),
    type: "configurable",
    categories: [[PROTEIN, 7]],
    flavours: ["CHOC", "STRAW", "VAN"],
    sizes: [
      ["2.5KG", p(34.99)],
      ["5KG", p(59.99)],
    ],
    oos: ["PW-GAINER-VAN-5KG"],
    nutrition: true,
  },
  {
    sku: "PW-PANCAKE",
    url_key: "protein-pancake-mix",
    names: t5(
      "Protein Pancake Mix",
      "Protein-Pancake-Mix",
      "Mezcla para tortitas proteicas",
      "Préparation pour pancakes protéinés",
      "Preparato per pancake proteici",
    ),
    type: "simple",
    categories: [[PROTEIN, 8]],
    prices: p(11.99),
    flavour: "UNFL",
    size: "500G",
    nutrition: true,
  },
  {
    sku: "PW-PEA",
    url_key: "pea-protein-isolate",
    names: t5(
      "Pea Protein Isolate",
      "Erbsenprotein-Isolat",
      "Aislado de proteína de guisante",
      "Isolat de protéine de pois",
      "Isolato di proteine del pisello",
    ),
    type: "simple",
    categories: [
      [PROTEIN, 9],
      [VEGAN, 2],
    ],
    prices: p(17.99),
    flavour: "UNFL",
    size: "1KG",
    nutrition: true,
  },
  {
    sku: "PW-SOY",
    url_key: "soy-protein-isolate",
    names: t5(
      "Soy Protein Isolate",
      "Sojaprotein-Isolat",
      "Aislado de proteína de soja",
      "Isolat de protéine de soja",
      "Isolato di proteine della soia",
    ),
    type: "simple",
    categories: [
      [PROTEIN, 10],
      [VEGAN, 3],
    ],
    prices: p(15.99),
    special: 12.99,
    flavour: "UNFL",
    size: "1KG",
    nutrition: true,
  },
  // --- Vitamins & Minerals ---------------------------------------------------------------------------
  {
    sku: "PW-MULTI",
    url_key: "daily-multivitamin",
    names: t5(
      "Daily Multivitamin",
      "Tägliches Multivitamin",
      "Multivitamínico diario",
      "Multivitamines quotidiennes",
      "Multivitaminico quotidiano",
    ),
    type: "simple",
    categories: [[VIT, 1]],
    prices: p(9.99),
    special: 7.99,
    nutrition: true,
  },
  {
    sku: "PW-D3",
    url_key: "vitamin-d3",
    names: t5("Vitamin D3", "Vitamin D3", "Vitamina D3", "Vitamine D3", "Vitamina D3"),
    type: "simple",
    categories: [[VIT, 2]],
    prices: p(5.99),
    nutrition: true,
  },
  {
    sku: "PW-OMEGA3",
    url_key: "omega-3-fish-oil",
    names: t5(
      "Omega-3 Fish Oil",
      "Omega-3-Fischöl",
      "Aceite de pescado omega-3",
      "Huile de poisson oméga-3",
      "Olio di pesce omega-3",
    ),
    type: "simple",
    categories: [[VIT, 3]],
    prices: p(8.99),
    nutrition: true,
  },
  {
    sku: "PW-ZMA",
    url_key: "zma",
    names: t5(
      "ZMA Zinc & Magnesium",
      "ZMA Zink & Magnesium",
      "ZMA zinc y magnesio",
      "ZMA zinc et magnésium",
      "ZMA zinco e magnesio",
    ),
    type: "simple",
    categories: [[VIT, 4]],
    prices: p(10.99),
    nutrition: true,
  },
  {
    sku: "PW-VITC",
    url_key: "vitamin-c-1000",
    names: t5(
      "Vitamin C 1000mg",
      "Vitamin C 1000 mg",
      "Vitamina C 1000 mg",
      "Vitamine C 1000 mg",
      "Vitamina C 1000 mg",
    ),
    type: "simple",
    categories: [[VIT, 5]],
    prices: p(6.49),
    nutrition: true,
  },
  {
    sku: ELECTROLYTES.sku,
    url_key: ELECTROLYTES.url_key,
    names: t5(
      ELECTROLYTES.name,
      "Elektrolyt-Tabletten",
      "Tabletas de electrolitos",
      "Comprimés d’électrolytes",
      "Compresse di elettroliti",
    ),
    type: "simple",
    categories: [[VIT, 6]],
    prices: { ...ELECTROLYTES.prices },
    stock: ELECTROLYTES.stockQty,
    flavour: "LEMON",
    nutrition: true,
  },
  {
    sku: "PW-GUMMIES",
    url_key: "multivitamin-gummies",
    names: t5(
      "Multivitamin Gummies",
      "Multivitamin-Fruchtgummis",
      "Gominolas multivitamínicas",
      "Gummies multivitamines",
      "Caramelle gommose multivitaminiche",
    ),
    type: "simple",
    categories: [[VIT, 7]],
    prices: p(12.99),
    flavour: "STRAW",
    nutrition: true,
  },
  // --- Pre-Workout ---------------------------------------------------------------------------------
  {
    sku: "PW-PRE",
    url_key: "the-pre-workout",
    names: t5("THE Pre-Workout"),
    type: "configurable",
    categories: [[PRE, 1]],
    flavours: ["PUNCH", "BLUE", "LEMON"],
    sizes: [
      ["250G", p(21.99)],
      ["500G", p(34.99)],
    ],
    oos: ["PW-PRE-LEMON-500G"],
    nutrition: true,
    deal: { GBP: 17.99, end: "2030-12-31T23:59:59Z" },
  },
  {
    sku: "PW-CAFF",
    url_key: "caffeine-tablets",
    names: t5(
      "Caffeine Tablets",
      "Koffeintabletten",
      "Comprimidos de cafeína",
      "Comprimés de caféine",
      "Compresse di caffeina",
    ),
    type: "simple",
    categories: [[PRE, 2]],
    prices: p(4.99),
    nutrition: true,
  },
  {
    sku: "PW-BETA",
    url_key: "beta-alanine-powder",
    names: t5(
      "Beta-Alanine Powder",
      "Beta-Alanin-Pulver",
      "Beta-alanina en polvo",
      "Bêta-alanine en poudre",
      "Beta-alanina in polvere",
    ),
    type: "simple",
    categories: [[PRE, 3]],
    prices: p(13.99),
    size: "250G",
    nutrition: true,
  },
  {
    sku: "PW-CITR",
    url_key: "citrulline-malate",
    names: t5("Citrulline Malate", "Citrullin-Malat", "Citrulina malato", "Citrulline malate", "Citrullina malato"),
    type: "simple",
    categories: [[PRE, 4]],
    prices: p(14.99),
    size: "250G",
    nutrition: true,
  },
  {
    sku: "PW-PRESHOT",
    url_key: "pre-workout-shot",
    names: t5(
      "Pre-Workout Shot",
      "Pre-Workout-Shot",
      "Chupito pre-entreno",
      "Shot pré-entraînement",
      "Shot pre-allenamento",
    ),
    type: "configurable",
    categories: [[PRE, 5]],
    flavours: ["PUNCH", "BLUE"],
    sizes: [["12BARS", p(19.99)]],
    nutrition: true,
  },
  // --- Creatine & Amino Acids ------------------------------------------------------------------------
  {
    sku: CREATINE.sku,
    url_key: CREATINE.url_key,
    names: t5(
      CREATINE.name,
      "Kreatin-Monohydrat 250 g",
      "Creatina monohidrato 250 g",
      "Créatine monohydrate 250 g",
      "Creatina monoidrato 250 g",
    ),
    type: "simple",
    categories: [[CREA, 1]],
    prices: { ...CREATINE.prices },
    stock: CREATINE.stockQty,
    flavour: "UNFL",
    size: "250G",
    nutrition: true,
  },
  {
    sku: "PW-CREAPURE",
    url_key: "creapure-creatine-500g",
    names: t5(
      "Creapure Creatine 500g",
      "Creapure Kreatin 500 g",
      "Creatina Creapure 500 g",
      "Créatine Creapure 500 g",
      "Creatina Creapure 500 g",
    ),
    type: "simple",
    categories: [[CREA, 2]],
    prices: p(19.99),
    flavour: "UNFL",
    size: "500G",
    nutrition: true,
  },
  {
    sku: "PW-BCAA",
    url_key: "bcaa-2-1-1",
    names: t5("BCAA 2:1:1"),
    type: "configurable",
    categories: [[CREA, 3]],
    flavours: ["LEMON", "PUNCH", "BLUE", "UNFL"],
    sizes: [
      ["250G", p(12.99)],
      ["500G", p(21.99)],
    ],
    oos: ["PW-BCAA-UNFL-500G"],
    nutrition: true,
  },
  {
    sku: "PW-EAA",
    url_key: "essential-amino-acids",
    names: t5(
      "Essential Amino Acids",
      "Essenzielle Aminosäuren",
      "Aminoácidos esenciales",
      "Acides aminés essentiels",
      "Aminoacidi essenziali",
    ),
    type: "configurable",
    categories: [[CREA, 4]],
    flavours: ["LEMON", "PUNCH"],
    sizes: [
      ["250G", p(16.99)],
      ["500G", p(27.99)],
    ],
    nutrition: true,
  },
  {
    sku: "PW-GLUT",
    url_key: "l-glutamine",
    names: t5("L-Glutamine", "L-Glutamin", "L-glutamina", "L-glutamine", "L-glutammina"),
    type: "simple",
    categories: [[CREA, 5]],
    prices: p(11.99),
    flavour: "UNFL",
    size: "250G",
    nutrition: true,
  },
  {
    sku: "PW-CREAGUM",
    url_key: "creatine-gummies",
    names: t5(
      "Creatine Gummies",
      "Kreatin-Fruchtgummis",
      "Gominolas de creatina",
      "Gummies de créatine",
      "Caramelle gommose alla creatina",
    ),
    type: "simple",
    categories: [[CREA, 6]],
    prices: p(17.99),
    flavour: "STRAW",
    nutrition: true,
  },
  // --- Snacks & Bars -----------------------------------------------------------------------------------
  {
    sku: "PW-BAR",
    url_key: "protein-bar-box",
    names: t5(
      "Protein Bar Box",
      "Proteinriegel-Box",
      "Caja de barritas proteicas",
      "Boîte de barres protéinées",
      "Box di barrette proteiche",
    ),
    type: "configurable",
    categories: [[SNACK, 1]],
    flavours: ["CHOC", "SALT", "COOK", "PB"],
    sizes: [["12BARS", p(22.99)]],
    oos: ["PW-BAR-PB-12BARS"],
    nutrition: true,
  },
  {
    sku: "PW-COOKIE",
    url_key: "protein-cookie",
    names: t5(
      "Protein Cookie Box",
      "Protein-Cookie-Box",
      "Caja de galletas proteicas",
      "Boîte de cookies protéinés",
      "Box di biscotti proteici",
    ),
    type: "configurable",
    categories: [[SNACK, 2]],
    flavours: ["CHOC", "PB", "SALT"],
    sizes: [["12BARS", p(24.99)]],
    nutrition: true,
  },
  {
    sku: "PW-BROWNIE",
    url_key: "protein-brownie",
    names: t5("Protein Brownie", "Protein-Brownie", "Brownie proteico", "Brownie protéiné", "Brownie proteico"),
    type: "simple",
    categories: [[SNACK, 3]],
    prices: p(2.49),
    flavour: "CHOC",
    nutrition: true,
  },
  {
    sku: "PW-PBUTTER",
    url_key: "peanut-butter",
    names: t5(
      "Peanut Butter 1kg",
      "Erdnussbutter 1 kg",
      "Crema de cacahuete 1 kg",
      "Beurre de cacahuète 1 kg",
      "Burro di arachidi 1 kg",
    ),
    type: "simple",
    categories: [[SNACK, 4]],
    prices: p(8.99),
    flavour: "PB",
    size: "1KG",
    nutrition: true,
  },
  {
    sku: "PW-CRISPS",
    url_key: "protein-crisps",
    names: t5("Protein Crisps", "Protein-Chips", "Patatas proteicas", "Chips protéinées", "Patatine proteiche"),
    type: "simple",
    categories: [[SNACK, 5]],
    prices: p(1.99),
    nutrition: true,
  },
  {
    sku: "PW-FLAPJACK",
    url_key: "protein-flapjack",
    names: t5(
      "Protein Flapjack",
      "Protein-Haferriegel",
      "Barrita de avena proteica",
      "Barre d’avoine protéinée",
      "Barretta d’avena proteica",
    ),
    type: "simple",
    categories: [[SNACK, 6]],
    prices: p(2.29),
    flavour: "SALT",
    nutrition: true,
  },
  {
    sku: "PW-WAFER",
    url_key: "protein-wafer",
    names: t5("Protein Wafer", "Protein-Waffel", "Barquillo proteico", "Gaufrette protéinée", "Wafer proteico"),
    type: "simple",
    categories: [[SNACK, 7]],
    prices: p(1.89),
    flavour: "VAN",
    nutrition: true,
  },
  // --- Accessories -----------------------------------------------------------------------------------
  {
    sku: "PW-SHAKER",
    url_key: "shaker-600ml",
    names: t5("Shaker 600ml", "Shaker 600 ml", "Mezclador 600 ml", "Shaker 600 ml", "Shaker 600 ml"),
    type: "simple",
    categories: [[ACC, 1]],
    prices: p(4.99),
  },
  {
    sku: "PW-STEEL",
    url_key: "stainless-steel-shaker",
    names: t5(
      "Stainless Steel Shaker",
      "Edelstahl-Shaker",
      "Mezclador de acero inoxidable",
      "Shaker en acier inoxydable",
      "Shaker in acciaio inox",
    ),
    type: "simple",
    categories: [[ACC, 2]],
    prices: p(14.99),
  },
  {
    sku: "PW-TOWEL",
    url_key: "gym-towel",
    names: t5("Gym Towel", "Fitness-Handtuch", "Toalla de gimnasio", "Serviette de sport", "Asciugamano da palestra"),
    type: "simple",
    categories: [[ACC, 3]],
    prices: p(7.99),
  },
  {
    sku: "PW-STRAPS",
    url_key: "lifting-straps",
    names: t5(
      "Lifting Straps",
      "Zughilfen",
      "Correas de levantamiento",
      "Sangles de tirage",
      "Cinghie per sollevamento",
    ),
    type: "simple",
    categories: [[ACC, 4]],
    prices: p(9.99),
  },
  {
    sku: "PW-BANDS",
    url_key: "resistance-bands-set",
    names: t5(
      "Resistance Bands Set",
      "Widerstandsbänder-Set",
      "Set de bandas elásticas",
      "Set de bandes de résistance",
      "Set di bande elastiche",
    ),
    type: "simple",
    categories: [[ACC, 5]],
    prices: p(19.99),
  },
  {
    sku: "PW-BAG",
    url_key: "gym-bag",
    names: t5("Gym Bag", "Sporttasche", "Bolsa de deporte", "Sac de sport", "Borsa da palestra"),
    type: "simple",
    categories: [[ACC, 6]],
    prices: p(24.99),
    stock: 3,
  },
  {
    sku: "PW-PILLBOX",
    url_key: "pill-box",
    names: t5("Pill Box", "Pillendose", "Pastillero", "Pilulier", "Portapillole"),
    type: "simple",
    categories: [[ACC, 7]],
    prices: p(3.49),
  },
  // --- Bundles -----------------------------------------------------------------------------------------
  {
    sku: STARTER_BUNDLE.sku,
    url_key: STARTER_BUNDLE.url_key,
    names: t5(
      STARTER_BUNDLE.name,
      "Muskelaufbau-Starterpaket",
      "Pack inicial de músculo",
      "Pack de démarrage musculation",
      "Kit iniziale muscoli",
    ),
    type: "bundle",
    categories: [[PROTEIN, 20]],
    bundle: [
      {
        titles: t5(
          "Choose your protein",
          "Wählen Sie Ihr Protein",
          "Elige tu proteína",
          "Choisissez votre protéine",
          "Scegli la tua proteina",
        ),
        required: true,
        type: "radio",
        selections: [
          { sku: "PW-WHEY-CHOC-1KG", qty: 1, is_default: true },
          { sku: "PW-WHEY-VAN-1KG", qty: 1 },
          { sku: "PW-WHEY-STRAW-1KG", qty: 1 },
        ],
      },
      {
        titles: t5("Creatine", "Kreatin", "Creatina", "Créatine", "Creatina"),
        required: true,
        type: "radio",
        selections: [
          { sku: CREATINE.sku, qty: 1, is_default: true },
          { sku: "PW-CREAPURE", qty: 1 },
        ],
      },
      {
        titles: t5("Add a shaker", "Shaker dazu", "Añade un mezclador", "Ajoutez un shaker", "Aggiungi uno shaker"),
        required: false,
        type: "checkbox",
        selections: [
          { sku: "PW-SHAKER", qty: 1, is_default: true },
          { sku: "PW-TOWEL", qty: 1 },
        ],
      },
    ],
  },
  {
    sku: "PW-BUNDLE-VEGAN",
    url_key: "vegan-starter-bundle",
    names: t5(
      "Vegan Starter Bundle",
      "Veganes Starterpaket",
      "Pack inicial vegano",
      "Pack de démarrage végan",
      "Kit iniziale vegano",
    ),
    type: "bundle",
    categories: [[VEGAN, 10]],
    bundle: [
      {
        titles: t5("Plant protein", "Pflanzenprotein", "Proteína vegetal", "Protéine végétale", "Proteina vegetale"),
        required: true,
        type: "radio",
        selections: [
          { sku: "PW-VEGAN-CHOC-1KG", qty: 1, is_default: true },
          { sku: "PW-PEA", qty: 1 },
        ],
      },
      {
        titles: t5("Vitamins", "Vitamine", "Vitaminas", "Vitamines", "Vitamine"),
        required: true,
        type: "select",
        selections: [
          { sku: "PW-MULTI", qty: 1, is_default: true },
          { sku: "PW-D3", qty: 2, can_change_qty: true },
        ],
      },
    ],
  },
  {
    sku: "PW-BUNDLE-PRE",
    url_key: "pre-workout-power-bundle",
    names: t5(
      "Pre-Workout Power Bundle",
      "Pre-Workout-Power-Paket",
      "Pack de potencia pre-entreno",
      "Pack puissance pré-entraînement",
      "Kit energia pre-allenamento",
    ),
    type: "bundle",
    categories: [[PRE, 10]],
    bundle: [
      {
        titles: t5("Pre-workout", "Pre-Workout", "Pre-entreno", "Pré-entraînement", "Pre-allenamento"),
        required: true,
        type: "radio",
        selections: [
          { sku: "PW-PRE-PUNCH-250G", qty: 1, is_default: true },
          { sku: "PW-PRE-BLUE-250G", qty: 1 },
        ],
      },
      {
        titles: t5("Amino acids", "Aminosäuren", "Aminoácidos", "Acides aminés", "Aminoacidi"),
        required: true,
        type: "radio",
        selections: [
          { sku: "PW-BCAA-LEMON-250G", qty: 1, is_default: true },
          { sku: "PW-EAA-LEMON-250G", qty: 1 },
        ],
      },
      {
        titles: t5("Extras", "Extras", "Extras", "Extras", "Extra"),
        required: false,
        type: "checkbox",
        selections: [
          { sku: "PW-CAFF", qty: 1, can_change_qty: true },
          { sku: "PW-SHAKER", qty: 1 },
        ],
      },
    ],
  },
];

/** Description paragraphs per language; `{name}` and `{category}` are filled in. */
export const DESCRIPTION: T5 = {
  en: "<p><strong>{name}</strong> is part of our {category} range, made in the UK to strict quality standards.</p><p>Enjoy it as part of a varied, balanced diet and a healthy lifestyle.</p>",
  de: "<p><strong>{name}</strong> gehört zu unserem Sortiment {category} und wird nach strengen Qualitätsstandards hergestellt.</p><p>Genieße es als Teil einer abwechslungsreichen, ausgewogenen Ernährung und eines gesunden Lebensstils.</p>",
  es: "<p><strong>{name}</strong> forma parte de nuestra gama de {category}, fabricado con estrictos estándares de calidad.</p><p>Disfrútalo como parte de una dieta variada y equilibrada y un estilo de vida saludable.</p>",
  fr: "<p><strong>{name}</strong> fait partie de notre gamme {category}, fabriqué selon des normes de qualité strictes.</p><p>À consommer dans le cadre d’une alimentation variée et équilibrée et d’un mode de vie sain.</p>",
  it: "<p><strong>{name}</strong> fa parte della nostra gamma {category}, prodotto secondo rigorosi standard di qualità.</p><p>Da gustare nell’ambito di una dieta varia ed equilibrata e di uno stile di vita sano.</p>",
};

export const INGREDIENTS: T5 = t5(
  "Whey protein concentrate (milk), cocoa powder, flavouring, sweetener (sucralose), emulsifier (soy lecithin).",
  "Molkenproteinkonzentrat (Milch), Kakaopulver, Aroma, Süßungsmittel (Sucralose), Emulgator (Sojalecithin).",
  "Concentrado de proteína de suero (leche), cacao en polvo, aroma, edulcorante (sucralosa), emulgente (lecitina de soja).",
  "Concentré de protéines de lactosérum (lait), cacao en poudre, arôme, édulcorant (sucralose), émulsifiant (lécithine de soja).",
  "Concentrato di proteine del siero (latte), cacao in polvere, aroma, edulcorante (sucralosio), emulsionante (lecitina di soia).",
);
export const NUTRITION_HTML =
  "<table><tr><th></th><th>100 g</th><th>25 g</th></tr><tr><td>Energy</td><td>1582 kJ / 374 kcal</td><td>396 kJ / 94 kcal</td></tr><tr><td>Protein</td><td>76 g</td><td>19 g</td></tr><tr><td>Carbohydrate</td><td>6 g</td><td>1.5 g</td></tr><tr><td>Fat</td><td>7.5 g</td><td>1.9 g</td></tr></table>";
export const SERVING: T5 = t5(
  "Mix 25 g with 250 ml of water or milk, once or twice a day.",
  "25 g mit 250 ml Wasser oder Milch mischen, ein- bis zweimal täglich.",
  "Mezcla 25 g con 250 ml de agua o leche, una o dos veces al día.",
  "Mélangez 25 g avec 250 ml d’eau ou de lait, une à deux fois par jour.",
  "Mescola 25 g con 250 ml di acqua o latte, una o due volte al giorno.",
);
