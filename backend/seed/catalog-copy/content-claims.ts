// Phrases the products' own content (content-products*.ts) shares: EU-authorised nutrition and health
// claims (shown ticked, as benefits, so never a warning), the label's warnings (which go with the
// serving advice) and the rows of a supplement's table. Wording follows the EU register of claims.
import { LANGS, t5, type T5 } from "../catalog-data.js";

/** Sentences joined per language: a serving's advice and its warnings. */
export const joinT5 = (...parts: T5[]): T5 =>
  Object.fromEntries(LANGS.map((lang) => [lang, parts.map((part) => part[lang]).join(" ")])) as T5;

/** An amino acid profile for a product with more or less protein than the one it is measured on. */
export const scaledAmino = <Code extends string>(
  profile: Array<[Code, number]>,
  factor: number,
): Array<[Code, number]> => profile.map(([code, grams]) => [code, Math.round(grams * factor * 10) / 10]);

// --- Nutrition claims (Regulation (EC) No 1924/2006, annex) ---------------------------------------

export const HIGH_PROTEIN = t5(
  "High in protein.",
  "Hoher Proteingehalt.",
  "Alto contenido de proteínas.",
  "Riche en protéines.",
  "Ricco di proteine.",
);
export const SOURCE_OF_PROTEIN = t5(
  "Source of protein.",
  "Proteinquelle.",
  "Fuente de proteínas.",
  "Source de protéines.",
  "Fonte di proteine.",
);
export const HIGH_FIBRE = t5(
  "High in fibre.",
  "Hoher Ballaststoffgehalt.",
  "Alto contenido de fibra.",
  "Riche en fibres.",
  "Ricco di fibre.",
);
export const SOURCE_OF_FIBRE = t5(
  "Source of fibre.",
  "Ballaststoffquelle.",
  "Fuente de fibra.",
  "Source de fibres.",
  "Fonte di fibre.",
);
export const LOW_SUGAR = t5(
  "Low in sugar.",
  "Zuckerarm.",
  "Bajo contenido de azúcares.",
  "Faible teneur en sucres.",
  "A basso contenuto di zuccheri.",
);
export const SUGAR_FREE = t5("Sugar-free.", "Zuckerfrei.", "Sin azúcares.", "Sans sucres.", "Senza zuccheri.");
export const NO_ADDED_SUGARS = t5(
  "No added sugars.",
  "Ohne Zuckerzusatz.",
  "Sin azúcares añadidos.",
  "Sans sucres ajoutés.",
  "Senza zuccheri aggiunti.",
);
export const NO_ADDED_SALT = t5(
  "No added salt.",
  "Ohne Salzzusatz.",
  "Sin sal añadida.",
  "Sans sel ajouté.",
  "Senza sale aggiunto.",
);
export const LOW_FAT = t5(
  "Low in fat.",
  "Fettarm.",
  "Bajo contenido de grasa.",
  "Faible teneur en matières grasses.",
  "A basso contenuto di grassi.",
);
export const FAT_FREE = t5("Fat-free.", "Fettfrei.", "Sin grasa.", "Sans matières grasses.", "Senza grassi.");
export const VEGAN = t5(
  "Suitable for vegans.",
  "Für Veganer geeignet.",
  "Apto para veganos.",
  "Convient aux végans.",
  "Adatto ai vegani.",
);
export const ORGANIC = t5(
  "From organic farming.",
  "Aus biologischer Landwirtschaft.",
  "Procedente de agricultura ecológica.",
  "Issu de l’agriculture biologique.",
  "Da agricoltura biologica.",
);
export const NO_ADDITIVES = t5(
  "Pure, with no additives or flavouring.",
  "Rein, ohne Zusatzstoffe und ohne Aroma.",
  "Puro, sin aditivos ni aromas.",
  "Pur, sans additifs ni arômes.",
  "Puro, senza additivi né aromi.",
);

// --- Health claims (Regulation (EU) No 432/2012) ---------------------------------------------------

export const VITAMIN_D_BONES = t5(
  "Vitamin D contributes to the maintenance of normal bones.",
  "Vitamin D trägt zur Erhaltung normaler Knochen bei.",
  "La vitamina D contribuye al mantenimiento de los huesos en condiciones normales.",
  "La vitamine D contribue au maintien d’une ossature normale.",
  "La vitamina D contribuisce al mantenimento di ossa normali.",
);
export const VITAMIN_D_MUSCLES = t5(
  "Vitamin D contributes to the maintenance of normal muscle function.",
  "Vitamin D trägt zur Erhaltung einer normalen Muskelfunktion bei.",
  "La vitamina D contribuye al mantenimiento del funcionamiento normal de los músculos.",
  "La vitamine D contribue au maintien d’une fonction musculaire normale.",
  "La vitamina D contribuisce al mantenimento della normale funzione muscolare.",
);
export const VITAMIN_D_CALCIUM = t5(
  "Vitamin D contributes to normal absorption and utilisation of calcium and phosphorus.",
  "Vitamin D trägt zur normalen Aufnahme und Verwertung von Calcium und Phosphor bei.",
  "La vitamina D contribuye a la absorción y utilización normal del calcio y el fósforo.",
  "La vitamine D contribue à l’absorption et à l’utilisation normales du calcium et du phosphore.",
  "La vitamina D contribuisce al normale assorbimento e utilizzo del calcio e del fosforo.",
);
export const VITAMIN_D_IMMUNE = t5(
  "Vitamin D contributes to the normal function of the immune system.",
  "Vitamin D trägt zu einer normalen Funktion des Immunsystems bei.",
  "La vitamina D contribuye al funcionamiento normal del sistema inmunitario.",
  "La vitamine D contribue au fonctionnement normal du système immunitaire.",
  "La vitamina D contribuisce alla normale funzione del sistema immunitario.",
);
export const VITAMIN_C_IMMUNE = t5(
  "Vitamin C contributes to the normal function of the immune system.",
  "Vitamin C trägt zu einer normalen Funktion des Immunsystems bei.",
  "La vitamina C contribuye al funcionamiento normal del sistema inmunitario.",
  "La vitamine C contribue au fonctionnement normal du système immunitaire.",
  "La vitamina C contribuisce alla normale funzione del sistema immunitario.",
);
export const VITAMINS_C_D_IMMUNE = t5(
  "Vitamins C and D contribute to the normal function of the immune system.",
  "Vitamin C und Vitamin D tragen zu einer normalen Funktion des Immunsystems bei.",
  "Las vitaminas C y D contribuyen al funcionamiento normal del sistema inmunitario.",
  "Les vitamines C et D contribuent au fonctionnement normal du système immunitaire.",
  "Le vitamine C e D contribuiscono alla normale funzione del sistema immunitario.",
);
export const VITAMINS_B6_B12_TIREDNESS = t5(
  "Vitamins B6 and B12 contribute to the reduction of tiredness and fatigue.",
  "Vitamin B6 und B12 tragen zur Verringerung von Müdigkeit und Ermüdung bei.",
  "Las vitaminas B6 y B12 contribuyen a disminuir el cansancio y la fatiga.",
  "Les vitamines B6 et B12 contribuent à réduire la fatigue.",
  "Le vitamine B6 e B12 contribuiscono alla riduzione della stanchezza e dell’affaticamento.",
);
export const VITAMIN_B6_ENERGY = t5(
  "Vitamin B6 contributes to normal energy-yielding metabolism.",
  "Vitamin B6 trägt zu einem normalen Energiestoffwechsel bei.",
  "La vitamina B6 contribuye al metabolismo energético normal.",
  "La vitamine B6 contribue à un métabolisme énergétique normal.",
  "La vitamina B6 contribuisce al normale metabolismo energetico.",
);
export const MAGNESIUM_TIREDNESS = t5(
  "Magnesium contributes to the reduction of tiredness and fatigue.",
  "Magnesium trägt zur Verringerung von Müdigkeit und Ermüdung bei.",
  "El magnesio contribuye a disminuir el cansancio y la fatiga.",
  "Le magnésium contribue à réduire la fatigue.",
  "Il magnesio contribuisce alla riduzione della stanchezza e dell’affaticamento.",
);
export const MAGNESIUM_MUSCLES = t5(
  "Magnesium contributes to normal muscle function.",
  "Magnesium trägt zu einer normalen Muskelfunktion bei.",
  "El magnesio contribuye al funcionamiento normal de los músculos.",
  "Le magnésium contribue à une fonction musculaire normale.",
  "Il magnesio contribuisce alla normale funzione muscolare.",
);
export const MAGNESIUM_ELECTROLYTES = t5(
  "Magnesium contributes to electrolyte balance.",
  "Magnesium trägt zum Elektrolytgleichgewicht bei.",
  "El magnesio contribuye al equilibrio electrolítico.",
  "Le magnésium contribue à l’équilibre électrolytique.",
  "Il magnesio contribuisce all’equilibrio elettrolitico.",
);

// --- Warnings: with the serving advice, never among the claims ---------------------------------------

/** A food supplement's mandatory statements (Directive 2002/46/EC). */
export const SUPPLEMENT_NOTE = t5(
  "Do not exceed the recommended daily dose. Food supplements should not be used as a substitute for a varied and balanced diet and a healthy lifestyle. Keep out of reach of young children.",
  "Die angegebene empfohlene tägliche Verzehrsmenge darf nicht überschritten werden. Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise. Außerhalb der Reichweite von kleinen Kindern aufbewahren.",
  "No superar la dosis diaria expresamente recomendada. Los complementos alimenticios no deben utilizarse como sustituto de una dieta variada y equilibrada y de un estilo de vida saludable. Mantener fuera del alcance de los niños más pequeños.",
  "Ne pas dépasser la dose journalière recommandée. Les compléments alimentaires ne doivent pas être utilisés comme substituts d’un régime alimentaire varié et équilibré et d’un mode de vie sain. Tenir hors de portée des jeunes enfants.",
  "Non superare la dose giornaliera raccomandata. Gli integratori non vanno intesi come sostituti di una dieta varia ed equilibrata e di uno stile di vita sano. Tenere fuori dalla portata dei bambini al di sotto dei tre anni di età.",
);

/** Foods with more than 10 % added polyols (Regulation (EU) No 1169/2011, annex V). */
export const POLYOL_WARNING = t5(
  "Excessive consumption may produce laxative effects.",
  "Kann bei übermäßigem Verzehr abführend wirken.",
  "Un consumo excesivo puede producir efectos laxantes.",
  "Une consommation excessive peut avoir des effets laxatifs.",
  "Un consumo eccessivo può avere effetti lassativi.",
);

/** Caffeine added for its effect, the amount in mg per serving (Regulation (EU) No 1169/2011, annex III). */
export const caffeineWarning = (mg: number, per: T5): T5 =>
  t5(
    `Contains caffeine (${mg} mg ${per.en}): not recommended for children or pregnant or breast-feeding women.`,
    `Enthält Koffein (${mg} mg ${per.de}): nicht empfohlen für Kinder und schwangere oder stillende Frauen.`,
    `Contiene cafeína (${mg} mg ${per.es}): no recomendado para niños ni mujeres embarazadas o en período de lactancia.`,
    `Contient de la caféine (${mg} mg ${per.fr})\u00a0: déconseillé aux enfants et aux femmes enceintes ou allaitantes.`,
    `Contiene caffeina (${mg} mg ${per.it}): non raccomandato per i bambini e durante la gravidanza e l’allattamento.`,
  );

// --- A supplement table's rows -------------------------------------------------------------------

export const ENERGY = t5("Energy", "Energie", "Valor energético", "Énergie", "Energia");
export const CARBOHYDRATE = t5("Carbohydrate", "Kohlenhydrate", "Hidratos de carbono", "Glucides", "Carboidrati");
export const OF_WHICH_SUGARS = t5(
  "of which sugars",
  "davon Zucker",
  "de los cuales azúcares",
  "dont sucres",
  "di cui zuccheri",
);
export const VITAMIN_A = t5("Vitamin A", "Vitamin A", "Vitamina A", "Vitamine A", "Vitamina A");
export const VITAMIN_C = t5("Vitamin C", "Vitamin C", "Vitamina C", "Vitamine C", "Vitamina C");
export const VITAMIN_D = t5("Vitamin D", "Vitamin D", "Vitamina D", "Vitamine D", "Vitamina D");
export const VITAMIN_E = t5("Vitamin E", "Vitamin E", "Vitamina E", "Vitamine E", "Vitamina E");
export const VITAMIN_B6 = t5("Vitamin B6", "Vitamin B6", "Vitamina B6", "Vitamine B6", "Vitamina B6");
export const VITAMIN_B12 = t5("Vitamin B12", "Vitamin B12", "Vitamina B12", "Vitamine B12", "Vitamina B12");
export const FOLIC_ACID = t5("Folic acid", "Folsäure", "Ácido fólico", "Acide folique", "Acido folico");
export const BIOTIN = t5("Biotin", "Biotin", "Biotina", "Biotine", "Biotina");
export const ZINC = t5("Zinc", "Zink", "Zinc", "Zinc", "Zinco");
export const MAGNESIUM = t5("Magnesium", "Magnesium", "Magnesio", "Magnésium", "Magnesio");
export const CALCIUM = t5("Calcium", "Calcium", "Calcio", "Calcium", "Calcio");
export const POTASSIUM = t5("Potassium", "Kalium", "Potasio", "Potassium", "Potassio");
export const SODIUM = t5("Sodium", "Natrium", "Sodio", "Sodium", "Sodio");
export const CAFFEINE = t5("Caffeine", "Koffein", "Cafeína", "Caféine", "Caffeina");

// --- Serving names ------------------------------------------------------------------------------------

export const ONE_TABLET = t5("1 tablet", "1 Tablette", "1 comprimido", "1 comprimé", "1 compressa");
