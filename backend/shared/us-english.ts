// The US store reads the shop's English in American English, with the words its own screens use
// (locales/en-US): "cart", "flavor", "business day", "ZIP code", "shipping address". The English
// CMS pages and blocks, the welcome mail and the card provider's texts are written once, in British
// English; the US store's are made from them with these words.

/** [British, American], whole words; a capital first letter is kept. */
export const US_WORDS_FOR_BRITISH: ReadonlyArray<readonly [string, string]> = [
  ["basket", "cart"],
  ["flavours", "flavors"],
  ["flavour", "flavor"],
  ["unflavoured", "unflavored"],
  ["flavoured", "flavored"],
  ["flavouring", "flavoring"],
  ["fibre", "fiber"],
  ["microfibre", "microfiber"],
  ["micronised", "micronized"],
  ["instantised", "instantized"],
  ["working day", "business day"],
  ["working days", "business days"],
  ["postcode", "ZIP code"],
  ["colour", "color"],
  ["colours", "colors"],
  ["centre", "center"],
  ["favourite", "favorite"],
  ["catalogue", "catalog"],
  ["organise", "organize"],
  ["organised", "organized"],
  ["flavourings", "flavorings"],
  ["fibres", "fibers"],
  ["savoury", "savory"],
  ["hydrolysed", "hydrolyzed"],
  ["utilisation", "utilization"],
  ["yoghurt", "yogurt"],
  ["yoghurts", "yogurts"],
  ["favourites", "favorites"],
  ["centres", "centers"],
  ["litre", "liter"],
  ["litres", "liters"],
  ["grey", "gray"],
  ["programme", "program"],
  ["cheque", "check"],
  ["optimise", "optimize"],
  ["optimised", "optimized"],
  ["porridge", "oatmeal"],
  ["sweets", "candy"],
  ["raising agent", "leavening agent"],
  ["raising agents", "leavening agents"],
  ["delivery and billing addresses", "shipping and billing addresses"],
  ["ticking the box", "checking the box"],
];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PATTERN = new RegExp(
  `\\b(${US_WORDS_FOR_BRITISH.flatMap(([british]) => [british, capitalised(british)])
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})\\b`,
  "g",
);
const AMERICAN = new Map(
  US_WORDS_FOR_BRITISH.flatMap(([british, american]) => [
    [british, american],
    [capitalised(british), american === "ZIP code" ? american : capitalised(american)],
  ]),
);

/** Tags and directives ({{store url="basket"}}) hold addresses, not words: they are left as they are. */
const MARKUP = /(<[^>]*>|\{\{[^}]*\}\})/;

/** The text (plain or HTML) with the US store's words for the British ones. */
export const toUsEnglish = (text: string): string =>
  text
    .split(MARKUP)
    .map((part, i) => (i % 2 ? part : part.replace(PATTERN, (word) => AMERICAN.get(word) ?? word)))
    .join("");

/**
 * Is `us` the English text with some of its British words in American spelling, as an earlier
 * word list made it (a copy the shop made, not words an owner wrote)?
 */
export const isUsCopyOf = (us: string, english: string): boolean => toUsEnglish(us) === toUsEnglish(english);

/** A British word of the list still in the text, for tests and checks; null when there is none. */
export const britishWordIn = (text: string): string | null =>
  text
    .split(MARKUP)
    .filter((_, i) => i % 2 === 0)
    .join(" ")
    .match(PATTERN)?.[0] ?? null;
