// Which pack a product comes in, decided from its url key and category (the seed's catalogue has no
// such attribute), and its colours. Pure data: the art (art.ts) draws each kind.

export type PackKind = "tub" | "pouch" | "bottle" | "bar" | "pot" | "shaker" | "towel" | "straps" | "bag" | "bundle";

const BY_URL_KEY: Array<[RegExp, PackKind]> = [
  [/bundle/, "bundle"],
  [/shaker/, "shaker"],
  [/towel/, "towel"],
  [/straps|bands/, "straps"],
  [/gym-bag/, "bag"],
  [/pill-box|tablets|capsule|multivitamin$|daily-multivitamin|vitamin-d3|omega|zma|vitamin-c|peanut-butter/, "pot"],
  [/shot/, "bottle"],
  [/bar|cookie|brownie|flapjack|wafer/, "bar"],
  [/vegan|clear|diet|pancake|pea-|soy-|crisps|gummies|creapure|glutamine|electrolyte/, "pouch"],
];

/** The kind of pack: a product's url key first, its category second, a tub otherwise. */
export function packKind(urlKey: string, category: string | null): PackKind {
  for (const [pattern, kind] of BY_URL_KEY) if (pattern.test(urlKey)) return kind;
  if (category === "accessories") return "bag";
  if (category === "snacks-bars") return "bar";
  if (category === "vitamins-minerals") return "pot";
  return "tub";
}

// Dark, saturated brand colours; each product takes one by its url key, so neighbours on a page differ.
const PACK_COLOURS = [
  "#0b1f3a",
  "#1f4e79",
  "#7a1f2b",
  "#1b5e20",
  "#4a148c",
  "#263238",
  "#bf360c",
  "#00695c",
  "#b71c1c",
  "#0d47a1",
  "#3e2723",
  "#311b92",
];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function packColour(urlKey: string): string {
  return PACK_COLOURS[hash(urlKey) % PACK_COLOURS.length];
}

/** Flavour colours, as the seed's flavour options name them. */
export const FLAVOUR_COLOURS: Record<string, string> = {
  CHOC: "#5d4037",
  VAN: "#f3e5ab",
  STRAW: "#f48fb1",
  SALT: "#c68642",
  COOK: "#8d8d8d",
  BAN: "#ffe135",
  UNFL: "#eceff1",
  LEMON: "#cddc39",
  PUNCH: "#e53935",
  BLUE: "#1e88e5",
  PB: "#a1662f",
};

/** Dark or light text on a background colour. */
export function inkOn(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#14171c" : "#ffffff";
}

/** Mix a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

export const isAccessory = (kind: PackKind) =>
  kind === "shaker" || kind === "towel" || kind === "straps" || kind === "bag";
