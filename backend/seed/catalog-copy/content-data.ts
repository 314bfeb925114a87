// The product page's demo content per product kind: ingredients, a nutrition table, texture,
// active ingredients, recommended serving, the amino acid profile and the claims, in the five languages
// of the seed. A shop writes these per product in its admin; the seed writes them per kind, because a
// whey and an isolate read alike and the point is that every kind reads right in every language.
import { t5, type Lang, type T5 } from "../catalog-data.js";

export type ContentKind = "protein" | "vegan" | "preWorkout" | "creatine" | "amino" | "vitamins" | "bar";

/** Grams per 100 g of product (energy in kJ and kcal). */
export interface Macros {
  kj: number;
  kcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  fibre: number;
  protein: number;
  salt: number;
}

export interface KindContent {
  /** Grams in one serving: the amounts per serving are per 100 g scaled by it. */
  servingGrams: number;
  /** The serving's name where it is not just grams ("1 bar"). */
  servingName?: T5;
  ingredients: T5;
  macros?: Macros;
  /** A vitamin's label: amounts per serving and % of the nutrient reference value. */
  perServing?: Array<{ name: T5; amount: string; nrv: number | null }>;
  texture: T5;
  activeIngredients: T5 | null;
  recommendedServing: T5;
  /** Amino acid grams per 100 g of product, by name code (AMINO_NAMES). */
  aminoAcids?: Array<[AminoCode, number]>;
  claims: T5[];
}

export type AminoCode = keyof typeof AMINO_NAMES;

export const AMINO_NAMES = {
  leucine: t5("Leucine", "Leucin", "Leucina", "Leucine", "Leucina"),
  isoleucine: t5("Isoleucine", "Isoleucin", "Isoleucina", "Isoleucine", "Isoleucina"),
  valine: t5("Valine", "Valin", "Valina", "Valine", "Valina"),
  lysine: t5("Lysine", "Lysin", "Lisina", "Lysine", "Lisina"),
  methionine: t5("Methionine", "Methionin", "Metionina", "Méthionine", "Metionina"),
  phenylalanine: t5("Phenylalanine", "Phenylalanin", "Fenilalanina", "Phénylalanine", "Fenilalanina"),
  threonine: t5("Threonine", "Threonin", "Treonina", "Thréonine", "Treonina"),
  tryptophan: t5("Tryptophan", "Tryptophan", "Triptófano", "Tryptophane", "Triptofano"),
  histidine: t5("Histidine", "Histidin", "Histidina", "Histidine", "Istidina"),
  glutamicAcid: t5("Glutamic acid", "Glutaminsäure", "Ácido glutámico", "Acide glutamique", "Acido glutammico"),
  glutamine: t5("Glutamine", "Glutamin", "Glutamina", "Glutamine", "Glutammina"),
  arginine: t5("Arginine", "Arginin", "Arginina", "Arginine", "Arginina"),
} as const;

const LOCALE: Record<Lang, string> = { en: "en-GB", de: "de-DE", es: "es-ES", fr: "fr-FR", it: "it-IT" };

const ROWS: Array<[keyof Macros | "energy", T5, boolean]> = [
  ["energy", t5("Energy", "Energie", "Valor energético", "Énergie", "Energia"), false],
  ["fat", t5("Fat", "Fett", "Grasas", "Matières grasses", "Grassi"), false],
  [
    "saturates",
    t5(
      "of which saturates",
      "davon gesättigte Fettsäuren",
      "de las cuales saturadas",
      "dont acides gras saturés",
      "di cui acidi grassi saturi",
    ),
    true,
  ],
  ["carbohydrate", t5("Carbohydrate", "Kohlenhydrate", "Hidratos de carbono", "Glucides", "Carboidrati"), false],
  ["sugars", t5("of which sugars", "davon Zucker", "de los cuales azúcares", "dont sucres", "di cui zuccheri"), true],
  ["fibre", t5("Fibre", "Ballaststoffe", "Fibra alimentaria", "Fibres alimentaires", "Fibre"), false],
  ["protein", t5("Protein", "Eiweiß", "Proteínas", "Protéines", "Proteine"), false],
  ["salt", t5("Salt", "Salz", "Sal", "Sel", "Sale"), false],
];

// Non-breaking spaces: "100 g" never breaks between number and unit in a narrow column.
const PER_100G = t5("Per 100\u00a0g", "pro 100\u00a0g", "Por 100\u00a0g", "Pour 100\u00a0g", "Per 100\u00a0g");
const PER_SERVING = t5("Per serving", "pro Portion", "Por ración", "Par portion", "Per porzione");
const NUTRIENT = t5("Nutrient", "Nährwert", "Nutriente", "Nutriment", "Nutriente");
const NRV = t5("% NRV*", "% NRV*", "% VRN*", "% VNR*", "% VNR*");
const NRV_NOTE = t5(
  "* Nutrient reference value for an adult.",
  "* Nährstoffbezugswert für Erwachsene.",
  "* Valor de referencia de nutrientes para un adulto.",
  "* Valeur nutritionnelle de référence pour un adulte.",
  "* Valore nutritivo di riferimento per un adulto.",
);

const number = (lang: Lang, value: number, digits = 1) =>
  new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: digits, useGrouping: false }).format(value);

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** "Per serving (30 g)" or "Per serving (1 bar, 60 g)". */
function servingHeading(lang: Lang, content: KindContent): string {
  const grams = `${number(lang, content.servingGrams)}\u00a0g`;
  return `${PER_SERVING[lang]} (${content.servingName ? `${content.servingName[lang]}, ${grams}` : grams})`;
}

/** The nutrition table as HTML (Magento keeps it as a text attribute): per 100 g and per serving. */
export function nutritionTable(lang: Lang, content: KindContent): string {
  if (content.perServing) {
    const rows = content.perServing
      .map(
        (row) =>
          `<tr><th scope="row">${escape(row.name[lang])}</th><td>${escape(row.amount.replace(".", lang === "en" ? "." : ","))}</td><td>${row.nrv === null ? "–" : `${number(lang, row.nrv, 0)} %`}</td></tr>`,
      )
      .join("");
    return (
      `<table class="nutrition-table"><thead><tr><th scope="col">${NUTRIENT[lang]}</th>` +
      `<th scope="col">${escape(servingHeading(lang, content))}</th><th scope="col">${NRV[lang]}</th></tr></thead>` +
      `<tbody>${rows}</tbody></table><p class="nutrition-note">${NRV_NOTE[lang]}</p>`
    );
  }
  const macros = content.macros!;
  const factor = content.servingGrams / 100;
  const cell = (key: keyof Macros | "energy", scale: number) =>
    key === "energy"
      ? `${number(lang, Math.round(macros.kj * scale), 0)}\u00a0kJ / ${number(lang, Math.round(macros.kcal * scale), 0)}\u00a0kcal`
      : `${number(lang, macros[key] * scale, key === "salt" ? 2 : 1)}\u00a0g`;
  const rows = ROWS.map(
    ([key, label, sub]) =>
      `<tr${sub ? ' class="nutrition-table__sub"' : ""}><th scope="row">${escape(label[lang])}</th>` +
      `<td>${cell(key, 1)}</td><td>${cell(key, factor)}</td></tr>`,
  ).join("");
  return (
    `<table class="nutrition-table"><thead><tr><th scope="col"><span class="visually-hidden">${NUTRIENT[lang]}</span></th>` +
    `<th scope="col">${PER_100G[lang]}</th><th scope="col">${escape(servingHeading(lang, content))}</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`
  );
}

export const PROTEIN_CLAIMS: T5[] = [
  t5(
    "Protein contributes to a growth in muscle mass.",
    "Eiweiß trägt zu einer Zunahme an Muskelmasse bei.",
    "Las proteínas contribuyen a aumentar la masa muscular.",
    "Les protéines contribuent à augmenter la masse musculaire.",
    "Le proteine contribuiscono alla crescita della massa muscolare.",
  ),
  t5(
    "Protein contributes to the maintenance of muscle mass.",
    "Eiweiß trägt zur Erhaltung von Muskelmasse bei.",
    "Las proteínas contribuyen a conservar la masa muscular.",
    "Les protéines contribuent au maintien de la masse musculaire.",
    "Le proteine contribuiscono al mantenimento della massa muscolare.",
  ),
  t5(
    "Protein contributes to the maintenance of normal bones.",
    "Eiweiß trägt zur Erhaltung normaler Knochen bei.",
    "Las proteínas contribuyen al mantenimiento de los huesos en condiciones normales.",
    "Les protéines contribuent au maintien d’une ossature normale.",
    "Le proteine contribuiscono al mantenimento di ossa normali.",
  ),
];

/** The creatine claim (authorised for a daily intake of 3 g of creatine). */
export const CREATINE_CLAIM: T5 = t5(
  "Creatine increases physical performance in successive bursts of short-term, high-intensity exercise (3 g a day).",
  "Kreatin erhöht die körperliche Leistung bei Schnellkrafttraining im Rahmen kurzzeitiger intensiver körperlicher Betätigung (3 g täglich).",
  "La creatina aumenta el rendimiento físico en series sucesivas de ejercicios a corto plazo y de alta intensidad (3 g al día).",
  "La créatine augmente la capacité physique lors d’exercices répétés de courte durée et de haute intensité (3 g par jour).",
  "La creatina aumenta la prestazione fisica in caso di esercizi ripetuti di breve durata e ad alta intensità (3 g al giorno).",
);

export const WHEY_AMINO: Array<[AminoCode, number]> = [
  ["leucine", 8.1],
  ["isoleucine", 4.9],
  ["valine", 4.5],
  ["lysine", 7.1],
  ["methionine", 1.6],
  ["phenylalanine", 2.4],
  ["threonine", 5.2],
  ["tryptophan", 1.4],
  ["histidine", 1.3],
  ["glutamicAcid", 13],
  ["arginine", 1.8],
];

export const PEA_AMINO: Array<[AminoCode, number]> = [
  ["leucine", 6],
  ["isoleucine", 3.3],
  ["valine", 3.7],
  ["lysine", 5.3],
  ["methionine", 0.7],
  ["phenylalanine", 4],
  ["threonine", 2.6],
  ["tryptophan", 0.7],
  ["histidine", 1.8],
  ["glutamicAcid", 12.1],
  ["arginine", 6.3],
];

export const MIX_SHAKE = (grams: number) =>
  t5(
    `Mix ${grams} g (about one scoop) with 250 ml of water or milk, once or twice a day, ideally within an hour after training.`,
    `${grams} g (etwa ein Messlöffel) mit 250 ml Wasser oder Milch mischen, ein- bis zweimal täglich, am besten innerhalb einer Stunde nach dem Training.`,
    `Mezcla ${grams} g (un cacito) con 250 ml de agua o leche, una o dos veces al día, idealmente en la hora posterior al entrenamiento.`,
    `Mélangez ${grams} g (une dose) avec 250 ml d’eau ou de lait, une à deux fois par jour, idéalement dans l’heure qui suit l’entraînement.`,
    `Mescola ${grams} g (un misurino) con 250 ml di acqua o latte, una o due volte al giorno, idealmente entro un’ora dall’allenamento.`,
  );

export const KIND_CONTENT: Record<ContentKind, KindContent> = {
  protein: {
    servingGrams: 30,
    ingredients: t5(
      "Whey protein concentrate (milk) 82%, fat-reduced cocoa powder, flavouring, thickener (xanthan gum), sweetener (sucralose), emulsifier (soy lecithin).",
      "Molkenproteinkonzentrat (Milch) 82 %, fettarmes Kakaopulver, Aroma, Verdickungsmittel (Xanthan), Süßungsmittel (Sucralose), Emulgator (Sojalecithin).",
      "Concentrado de proteína de suero (leche) 82 %, cacao desgrasado en polvo, aroma, espesante (goma xantana), edulcorante (sucralosa), emulgente (lecitina de soja).",
      "Concentré de protéines de lactosérum (lait) 82 %, cacao maigre en poudre, arôme, épaississant (gomme xanthane), édulcorant (sucralose), émulsifiant (lécithine de soja).",
      "Concentrato di proteine del siero (latte) 82 %, cacao magro in polvere, aroma, addensante (gomma di xantano), edulcorante (sucralosio), emulsionante (lecitina di soia).",
    ),
    macros: {
      kj: 1596,
      kcal: 378,
      fat: 6.4,
      saturates: 4.1,
      carbohydrate: 6.2,
      sugars: 4.8,
      fibre: 1.1,
      protein: 74,
      salt: 0.35,
    },
    texture: t5(
      "Smooth and creamy; mixes in a shaker without lumps.",
      "Cremig und glatt; lässt sich im Shaker klumpenfrei mischen.",
      "Suave y cremosa; se mezcla en el shaker sin grumos.",
      "Onctueuse et crémeuse\u00a0; se mélange au shaker sans grumeaux.",
      "Liscia e cremosa; si mescola nello shaker senza grumi.",
    ),
    activeIngredients: t5(
      "22 g protein and 5.3 g BCAA per serving.",
      "22 g Eiweiß und 5,3 g BCAA pro Portion.",
      "22 g de proteína y 5,3 g de BCAA por ración.",
      "22 g de protéines et 5,3 g de BCAA par portion.",
      "22 g di proteine e 5,3 g di BCAA per porzione.",
    ),
    recommendedServing: MIX_SHAKE(30),
    aminoAcids: WHEY_AMINO,
    claims: [
      ...PROTEIN_CLAIMS,
      t5(
        "Low in sugar.",
        "Zuckerarm.",
        "Bajo contenido de azúcares.",
        "Faible teneur en sucres.",
        "A basso contenuto di zuccheri.",
      ),
    ],
  },
  vegan: {
    servingGrams: 30,
    ingredients: t5(
      "Pea protein isolate 60%, brown rice protein 20%, cocoa powder, natural flavouring, thickener (guar gum), sweetener (steviol glycosides).",
      "Erbsenproteinisolat 60 %, Naturreisprotein 20 %, Kakaopulver, natürliches Aroma, Verdickungsmittel (Guarkernmehl), Süßungsmittel (Steviolglycoside).",
      "Aislado de proteína de guisante 60 %, proteína de arroz integral 20 %, cacao en polvo, aroma natural, espesante (goma guar), edulcorante (glucósidos de esteviol).",
      "Isolat de protéines de pois 60 %, protéines de riz complet 20 %, cacao en poudre, arôme naturel, épaississant (gomme guar), édulcorant (glycosides de stéviol).",
      "Isolato di proteine di pisello 60 %, proteine di riso integrale 20 %, cacao in polvere, aroma naturale, addensante (gomma di guar), edulcorante (glicosidi steviolici).",
    ),
    macros: {
      kj: 1580,
      kcal: 376,
      fat: 7.2,
      saturates: 1.4,
      carbohydrate: 5.9,
      sugars: 1.2,
      fibre: 4.5,
      protein: 70,
      salt: 1.6,
    },
    texture: t5(
      "Slightly thicker than whey, smooth once shaken.",
      "Etwas dicker als Whey, nach dem Schütteln glatt.",
      "Algo más espesa que el suero, suave tras agitarla.",
      "Un peu plus épaisse que le whey, lisse une fois secouée.",
      "Un po’ più densa del siero, liscia dopo averla agitata.",
    ),
    activeIngredients: t5(
      "21 g plant protein from pea and rice per serving.",
      "21 g pflanzliches Eiweiß aus Erbse und Reis pro Portion.",
      "21 g de proteína vegetal de guisante y arroz por ración.",
      "21 g de protéines végétales de pois et de riz par portion.",
      "21 g di proteine vegetali da pisello e riso per porzione.",
    ),
    recommendedServing: MIX_SHAKE(30),
    aminoAcids: PEA_AMINO,
    claims: [
      ...PROTEIN_CLAIMS,
      t5(
        "Suitable for vegans.",
        "Für Veganer geeignet.",
        "Apto para veganos.",
        "Convient aux végans.",
        "Adatto ai vegani.",
      ),
    ],
  },
  preWorkout: {
    servingGrams: 10,
    ingredients: t5(
      "Citrulline malate, beta-alanine, acid (citric acid), taurine, flavouring, caffeine anhydrous, sweetener (sucralose), colour (beetroot red), vitamin B6, vitamin B12.",
      "Citrullin-Malat, Beta-Alanin, Säuerungsmittel (Citronensäure), Taurin, Aroma, Koffein, Süßungsmittel (Sucralose), Farbstoff (Betanin), Vitamin B6, Vitamin B12.",
      "Citrulina malato, beta-alanina, acidulante (ácido cítrico), taurina, aroma, cafeína anhidra, edulcorante (sucralosa), colorante (rojo de remolacha), vitamina B6, vitamina B12.",
      "Citrulline malate, bêta-alanine, acidifiant (acide citrique), taurine, arôme, caféine anhydre, édulcorant (sucralose), colorant (rouge de betterave), vitamine B6, vitamine B12.",
      "Citrullina malato, beta-alanina, acidificante (acido citrico), taurina, aroma, caffeina anidra, edulcorante (sucralosio), colorante (rosso di barbabietola), vitamina B6, vitamina B12.",
    ),
    // Citrulline and beta-alanine count as protein (nitrogen × 6.25), as on the tub's label.
    macros: {
      kj: 1020,
      kcal: 240,
      fat: 0,
      saturates: 0,
      carbohydrate: 2,
      sugars: 0.5,
      fibre: 0,
      protein: 58,
      salt: 0.9,
    },
    texture: t5(
      "Fine powder that dissolves fully in water.",
      "Feines Pulver, das sich vollständig in Wasser löst.",
      "Polvo fino que se disuelve por completo en agua.",
      "Poudre fine qui se dissout entièrement dans l’eau.",
      "Polvere fine che si scioglie completamente in acqua.",
    ),
    activeIngredients: t5(
      "Citrulline malate 4 g, beta-alanine 3.2 g, taurine 1 g, caffeine 200 mg per serving.",
      "Citrullin-Malat 4 g, Beta-Alanin 3,2 g, Taurin 1 g, Koffein 200 mg pro Portion.",
      "Citrulina malato 4 g, beta-alanina 3,2 g, taurina 1 g, cafeína 200 mg por ración.",
      "Citrulline malate 4 g, bêta-alanine 3,2 g, taurine 1 g, caféine 200 mg par portion.",
      "Citrullina malato 4 g, beta-alanina 3,2 g, taurina 1 g, caffeina 200 mg per porzione.",
    ),
    // The caffeine warning belongs with the serving advice, not among the claims (ticked as benefits).
    recommendedServing: t5(
      "Mix 10 g with 300 ml of cold water 20 to 30 minutes before training. No more than one serving a day. High caffeine content (200 mg per serving): not recommended for children or pregnant or breast-feeding women.",
      "10 g mit 300 ml kaltem Wasser 20 bis 30 Minuten vor dem Training mischen. Nicht mehr als eine Portion täglich. Erhöhter Koffeingehalt (200 mg pro Portion): nicht empfohlen für Kinder und schwangere oder stillende Frauen.",
      "Mezcla 10 g con 300 ml de agua fría de 20 a 30 minutos antes de entrenar. No más de una ración al día. Contenido elevado de cafeína (200 mg por ración): no recomendado para niños ni mujeres embarazadas o en período de lactancia.",
      "Mélangez 10 g avec 300 ml d’eau froide 20 à 30 minutes avant l’entraînement. Pas plus d’une portion par jour. Teneur élevée en caféine (200 mg par portion)\u00a0: déconseillé aux enfants et aux femmes enceintes ou allaitantes.",
      "Mescola 10 g con 300 ml di acqua fredda 20-30 minuti prima dell’allenamento. Non più di una porzione al giorno. Tenore elevato di caffeina (200 mg per porzione): non raccomandato per i bambini e durante la gravidanza e l’allattamento.",
    ),
    claims: [
      t5(
        "Vitamin B6 and B12 contribute to the reduction of tiredness and fatigue.",
        "Vitamin B6 und B12 tragen zur Verringerung von Müdigkeit und Ermüdung bei.",
        "Las vitaminas B6 y B12 contribuyen a disminuir el cansancio y la fatiga.",
        "Les vitamines B6 et B12 contribuent à réduire la fatigue.",
        "Le vitamine B6 e B12 contribuiscono alla riduzione della stanchezza e dell’affaticamento.",
      ),
      t5(
        "Vitamin B6 contributes to normal energy-yielding metabolism.",
        "Vitamin B6 trägt zu einem normalen Energiestoffwechsel bei.",
        "La vitamina B6 contribuye al metabolismo energético normal.",
        "La vitamine B6 contribue à un métabolisme énergétique normal.",
        "La vitamina B6 contribuisce al normale metabolismo energetico.",
      ),
    ],
  },
  creatine: {
    servingGrams: 5,
    ingredients: t5(
      "Creatine monohydrate (100%).",
      "Kreatin-Monohydrat (100 %).",
      "Creatina monohidrato (100 %).",
      "Créatine monohydrate (100 %).",
      "Creatina monoidrato (100 %).",
    ),
    macros: { kj: 0, kcal: 0, fat: 0, saturates: 0, carbohydrate: 0, sugars: 0, fibre: 0, protein: 0, salt: 0 },
    texture: t5(
      "Micronised powder, tasteless, dissolves in seconds.",
      "Mikronisiertes Pulver, geschmacksneutral, löst sich in Sekunden.",
      "Polvo micronizado, sin sabor, se disuelve en segundos.",
      "Poudre micronisée, sans goût, se dissout en quelques secondes.",
      "Polvere micronizzata, insapore, si scioglie in pochi secondi.",
    ),
    activeIngredients: t5(
      "Creatine monohydrate 5 g per serving.",
      "Kreatin-Monohydrat 5 g pro Portion.",
      "Creatina monohidrato 5 g por ración.",
      "Créatine monohydrate 5 g par portion.",
      "Creatina monoidrato 5 g per porzione.",
    ),
    recommendedServing: t5(
      "Mix 5 g with water or juice once a day, every day, including rest days.",
      "5 g einmal täglich mit Wasser oder Saft mischen, jeden Tag, auch an trainingsfreien Tagen.",
      "Mezcla 5 g con agua o zumo una vez al día, todos los días, también los de descanso.",
      "Mélangez 5 g avec de l’eau ou du jus une fois par jour, tous les jours, y compris les jours de repos.",
      "Mescola 5 g con acqua o succo una volta al giorno, tutti i giorni, anche quelli di riposo.",
    ),
    claims: [
      CREATINE_CLAIM,
      t5(
        "No additives, no flavouring.",
        "Ohne Zusatzstoffe, ohne Aroma.",
        "Sin aditivos ni aromas.",
        "Sans additifs ni arômes.",
        "Senza additivi né aromi.",
      ),
    ],
  },
  amino: {
    servingGrams: 10,
    ingredients: t5(
      "L-leucine, L-isoleucine, L-valine, acid (citric acid), flavouring, sweetener (sucralose), emulsifier (sunflower lecithin).",
      "L-Leucin, L-Isoleucin, L-Valin, Säuerungsmittel (Citronensäure), Aroma, Süßungsmittel (Sucralose), Emulgator (Sonnenblumenlecithin).",
      "L-leucina, L-isoleucina, L-valina, acidulante (ácido cítrico), aroma, edulcorante (sucralosa), emulgente (lecitina de girasol).",
      "L-leucine, L-isoleucine, L-valine, acidifiant (acide citrique), arôme, édulcorant (sucralose), émulsifiant (lécithine de tournesol).",
      "L-leucina, L-isoleucina, L-valina, acidificante (acido citrico), aroma, edulcorante (sucralosio), emulsionante (lecitina di girasole).",
    ),
    macros: {
      kj: 1600,
      kcal: 380,
      fat: 0.2,
      saturates: 0,
      carbohydrate: 2,
      sugars: 0.5,
      fibre: 0,
      protein: 88,
      salt: 0.2,
    },
    texture: t5(
      "Instantised powder, light and refreshing to drink.",
      "Instantisiertes Pulver, leicht und erfrischend.",
      "Polvo instantáneo, ligero y refrescante.",
      "Poudre instantanée, légère et rafraîchissante.",
      "Polvere istantanea, leggera e rinfrescante.",
    ),
    activeIngredients: t5(
      "8 g amino acids per serving, leucine, isoleucine and valine 2:1:1.",
      "8 g Aminosäuren pro Portion, Leucin, Isoleucin und Valin 2:1:1.",
      "8 g de aminoácidos por ración, leucina, isoleucina y valina 2:1:1.",
      "8 g d’acides aminés par portion, leucine, isoleucine et valine 2:1:1.",
      "8 g di aminoacidi per porzione, leucina, isoleucina e valina 2:1:1.",
    ),
    recommendedServing: t5(
      "Mix 10 g with 500 ml of water and sip during training.",
      "10 g mit 500 ml Wasser mischen und während des Trainings trinken.",
      "Mezcla 10 g con 500 ml de agua y bébela durante el entrenamiento.",
      "Mélangez 10 g avec 500 ml d’eau et buvez pendant l’entraînement.",
      "Mescola 10 g con 500 ml di acqua e bevi durante l’allenamento.",
    ),
    aminoAcids: [
      ["leucine", 40],
      ["isoleucine", 20],
      ["valine", 20],
      ["glutamicAcid", 4],
    ],
    claims: [
      t5(
        "Sugar-free and vegan.",
        "Zuckerfrei und vegan.",
        "Sin azúcar y vegano.",
        "Sans sucre et végan.",
        "Senza zucchero e vegano.",
      ),
      t5(
        "Fermented amino acids from plant sources.",
        "Fermentierte Aminosäuren aus pflanzlichen Quellen.",
        "Aminoácidos fermentados de origen vegetal.",
        "Acides aminés fermentés d’origine végétale.",
        "Aminoacidi fermentati di origine vegetale.",
      ),
    ],
  },
  vitamins: {
    servingGrams: 1.2,
    servingName: t5("1 tablet", "1 Tablette", "1 comprimido", "1 comprimé", "1 compressa"),
    ingredients: t5(
      "Bulking agent (microcrystalline cellulose), L-ascorbic acid, zinc citrate, cholecalciferol, anti-caking agent (magnesium stearate), coating (hydroxypropyl methylcellulose).",
      "Füllstoff (mikrokristalline Cellulose), L-Ascorbinsäure, Zinkcitrat, Cholecalciferol, Trennmittel (Magnesiumstearat), Überzugsmittel (Hydroxypropylmethylcellulose).",
      "Agente de carga (celulosa microcristalina), ácido L-ascórbico, citrato de zinc, colecalciferol, antiaglomerante (estearato de magnesio), recubrimiento (hidroxipropilmetilcelulosa).",
      "Agent de charge (cellulose microcristalline), acide L-ascorbique, citrate de zinc, cholécalciférol, antiagglomérant (stéarate de magnésium), enrobage (hydroxypropylméthylcellulose).",
      "Agente di carica (cellulosa microcristallina), acido L-ascorbico, citrato di zinco, colecalciferolo, antiagglomerante (stearato di magnesio), rivestimento (idrossipropilmetilcellulosa).",
    ),
    perServing: [
      { name: t5("Vitamin C", "Vitamin C", "Vitamina C", "Vitamine C", "Vitamina C"), amount: "80 mg", nrv: 100 },
      { name: t5("Vitamin D", "Vitamin D", "Vitamina D", "Vitamine D", "Vitamina D"), amount: "25 µg", nrv: 500 },
      { name: t5("Zinc", "Zink", "Zinc", "Zinc", "Zinco"), amount: "10 mg", nrv: 100 },
      {
        name: t5("Vitamin B12", "Vitamin B12", "Vitamina B12", "Vitamine B12", "Vitamina B12"),
        amount: "2.5 µg",
        nrv: 100,
      },
    ],
    texture: t5(
      "Small coated tablet, easy to swallow.",
      "Kleine Filmtablette, leicht zu schlucken.",
      "Comprimido recubierto pequeño, fácil de tragar.",
      "Petit comprimé pelliculé, facile à avaler.",
      "Piccola compressa rivestita, facile da deglutire.",
    ),
    activeIngredients: t5(
      "Vitamin C 80 mg, vitamin D3 25 µg, zinc 10 mg, vitamin B12 2.5 µg per tablet.",
      "Vitamin C 80 mg, Vitamin D3 25 µg, Zink 10 mg, Vitamin B12 2,5 µg pro Tablette.",
      "Vitamina C 80 mg, vitamina D3 25 µg, zinc 10 mg, vitamina B12 2,5 µg por comprimido.",
      "Vitamine C 80 mg, vitamine D3 25 µg, zinc 10 mg, vitamine B12 2,5 µg par comprimé.",
      "Vitamina C 80 mg, vitamina D3 25 µg, zinco 10 mg, vitamina B12 2,5 µg per compressa.",
    ),
    recommendedServing: t5(
      "Take one tablet a day with a meal and a glass of water.",
      "Täglich eine Tablette zu einer Mahlzeit mit einem Glas Wasser einnehmen.",
      "Toma un comprimido al día con una comida y un vaso de agua.",
      "Prenez un comprimé par jour au cours d’un repas avec un verre d’eau.",
      "Assumi una compressa al giorno durante un pasto con un bicchiere d’acqua.",
    ),
    claims: [
      t5(
        "Vitamin C, vitamin D and zinc contribute to the normal function of the immune system.",
        "Vitamin C, Vitamin D und Zink tragen zu einer normalen Funktion des Immunsystems bei.",
        "La vitamina C, la vitamina D y el zinc contribuyen al funcionamiento normal del sistema inmunitario.",
        "La vitamine C, la vitamine D et le zinc contribuent au fonctionnement normal du système immunitaire.",
        "Vitamina C, vitamina D e zinco contribuiscono alla normale funzione del sistema immunitario.",
      ),
      t5(
        "Vitamin D contributes to the maintenance of normal bones and muscle function.",
        "Vitamin D trägt zur Erhaltung normaler Knochen und einer normalen Muskelfunktion bei.",
        "La vitamina D contribuye al mantenimiento de los huesos y de la función muscular normales.",
        "La vitamine D contribue au maintien d’une ossature et d’une fonction musculaire normales.",
        "La vitamina D contribuisce al mantenimento di ossa e di una funzione muscolare normali.",
      ),
      t5(
        "Vitamin B12 contributes to the reduction of tiredness and fatigue.",
        "Vitamin B12 trägt zur Verringerung von Müdigkeit und Ermüdung bei.",
        "La vitamina B12 contribuye a disminuir el cansancio y la fatiga.",
        "La vitamine B12 contribue à réduire la fatigue.",
        "La vitamina B12 contribuisce alla riduzione della stanchezza e dell’affaticamento.",
      ),
    ],
  },
  bar: {
    servingGrams: 60,
    servingName: t5("1 bar", "1 Riegel", "1 barrita", "1 barre", "1 barretta"),
    ingredients: t5(
      "Milk protein blend (milk protein isolate, whey protein isolate), milk chocolate coating 20% (sweetener: maltitol; cocoa butter, whole milk powder, cocoa mass), soluble corn fibre, peanuts 8%, humectant (glycerol), palm fat, salt.",
      "Milchproteinmischung (Milchproteinisolat, Molkenproteinisolat), Milchschokoladenüberzug 20 % (Süßungsmittel: Maltit; Kakaobutter, Vollmilchpulver, Kakaomasse), lösliche Maisfaser, Erdnüsse 8 %, Feuchthaltemittel (Glycerin), Palmfett, Salz.",
      "Mezcla de proteínas lácteas (aislado de proteína de leche, aislado de proteína de suero), cobertura de chocolate con leche 20 % (edulcorante: maltitol; manteca de cacao, leche entera en polvo, pasta de cacao), fibra soluble de maíz, cacahuetes 8 %, humectante (glicerol), grasa de palma, sal.",
      "Mélange de protéines de lait (isolat de protéines de lait, isolat de protéines de lactosérum), enrobage chocolat au lait 20 % (édulcorant\u00a0: maltitol\u00a0; beurre de cacao, lait entier en poudre, pâte de cacao), fibres solubles de maïs, cacahuètes 8 %, humectant (glycérol), graisse de palme, sel.",
      "Miscela di proteine del latte (isolato di proteine del latte, isolato di proteine del siero), copertura al cioccolato al latte 20 % (edulcorante: maltitolo; burro di cacao, latte intero in polvere, pasta di cacao), fibra solubile di mais, arachidi 8 %, umidificante (glicerolo), grasso di palma, sale.",
    ),
    macros: {
      kj: 1620,
      kcal: 387,
      fat: 13,
      saturates: 6.2,
      carbohydrate: 33,
      sugars: 2.9,
      fibre: 14,
      protein: 33,
      salt: 0.6,
    },
    texture: t5(
      "Soft-baked centre with a crunchy, chocolatey layer.",
      "Weicher Kern mit knuspriger Schokoladenschicht.",
      "Centro tierno con una capa crujiente de chocolate.",
      "Cœur moelleux et couche croustillante au chocolat.",
      "Cuore morbido con uno strato croccante al cioccolato.",
    ),
    activeIngredients: t5(
      "20 g protein and under 2 g sugar per bar.",
      "20 g Eiweiß und unter 2 g Zucker pro Riegel.",
      "20 g de proteína y menos de 2 g de azúcar por barrita.",
      "20 g de protéines et moins de 2 g de sucre par barre.",
      "20 g di proteine e meno di 2 g di zuccheri per barretta.",
    ),
    // The polyol warning belongs with the serving advice, not among the claims (ticked as benefits).
    recommendedServing: t5(
      "Enjoy one bar as a snack between meals or after training. Excessive consumption may produce laxative effects.",
      "Einen Riegel als Snack zwischen den Mahlzeiten oder nach dem Training genießen. Kann bei übermäßigem Verzehr abführend wirken.",
      "Disfruta una barrita como tentempié entre comidas o después de entrenar. Un consumo excesivo puede producir efectos laxantes.",
      "Savourez une barre en collation entre les repas ou après l’entraînement. Une consommation excessive peut avoir des effets laxatifs.",
      "Gusta una barretta come spuntino tra i pasti o dopo l’allenamento. Un consumo eccessivo può avere effetti lassativi.",
    ),
    claims: [
      t5(
        "High in protein.",
        "Hoher Proteingehalt.",
        "Alto contenido de proteínas.",
        "Riche en protéines.",
        "Ricco di proteine.",
      ),
      t5(
        "High in fibre.",
        "Hoher Ballaststoffgehalt.",
        "Alto contenido de fibra.",
        "Riche en fibres.",
        "Ricco di fibre.",
      ),
      PROTEIN_CLAIMS[0],
    ],
  },
};
