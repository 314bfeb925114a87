// Product pictures are generated locally as SVG (no downloads, no binary assets in git): a coloured
// pack illustration with the product name. Files live under <mediaDir>/catalog/product/<a>/<b>/...
// like Magento's media layout; thumbnails are simplified copies under .../thumbnail/.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Database } from "better-sqlite3";

/** Magento-style dispersion path: "/i/m/impact-whey-protein-1.svg". */
export function mediaFilePath(baseName: string): string {
  const clean = baseName.toLowerCase().replace(/[^a-z0-9_.-]+/g, "-");
  const a = clean[0] ?? "x";
  const b = clean[1] ?? "x";
  return `/${a}/${b}/${clean}.svg`;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface PackArt {
  title: string;
  subtitle?: string;
  colour: string;
  accent: string;
  view: "front" | "back" | "side" | "spin";
  angle?: number; // degrees, for spin frames
}

/** Split a title into at most three lines of ~14 characters. */
function lines(title: string): string[] {
  const out: string[] = [];
  let cur = "";
  for (const word of title.split(/\s+/)) {
    if ((cur + " " + word).trim().length > 14 && cur) {
      out.push(cur);
      cur = word;
    } else cur = (cur + " " + word).trim();
  }
  if (cur) out.push(cur);
  return out.slice(0, 3);
}

export function packSvg(art: PackArt, size = 800): string {
  const w =
    art.view === "spin"
      ? 420 * Math.max(0.25, Math.abs(Math.cos(((art.angle ?? 0) * Math.PI) / 180)))
      : art.view === "side"
        ? 300
        : 420;
  const x = (800 - w) / 2;
  const text = art.view === "back" ? ["Nutrition", "information"] : lines(art.title);
  const showText = art.view !== "spin" || Math.cos(((art.angle ?? 0) * Math.PI) / 180) > 0.3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800" role="img" aria-label="${esc(art.title)}">
<rect width="800" height="800" fill="#f6f7f9"/>
<ellipse cx="400" cy="700" rx="${w / 2 + 20}" ry="24" fill="#000" opacity=".12"/>
<rect x="${x}" y="150" width="${w}" height="540" rx="36" fill="${art.colour}"/>
<rect x="${x + w * 0.1}" y="110" width="${w * 0.8}" height="70" rx="14" fill="#263238"/>
<rect x="${x}" y="470" width="${w}" height="90" fill="${art.accent}" opacity=".9"/>
${showText ? text.map((l, i) => `<text x="400" y="${290 + i * 56}" font-family="Arial,Helvetica,sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${esc(l)}</text>`).join("\n") : ""}
${showText && art.subtitle ? `<text x="400" y="528" font-family="Arial,Helvetica,sans-serif" font-size="34" fill="#fff" text-anchor="middle">${esc(art.subtitle)}</text>` : ""}
<text x="400" y="650" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" fill="#fff" opacity=".8" text-anchor="middle">PW</text>
</svg>
`;
}

export function thumbnailSvg(art: PackArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${esc(art.title)}">
<rect width="160" height="160" fill="#f6f7f9"/><rect x="40" y="30" width="80" height="110" rx="10" fill="${art.colour}"/>
<rect x="40" y="95" width="80" height="18" fill="${art.accent}"/><rect x="48" y="22" width="64" height="14" rx="4" fill="#263238"/>
</svg>
`;
}

/**
 * Write every media file referenced by product_media that is missing on disk.
 * The art for each file is rebuilt from the database, so it can be regenerated at any time.
 */
export function ensureMediaFiles(db: Database, mediaDir: string): number {
  const rows = db
    .prepare(
      `SELECT m.file, m.media_type, m.frames, m.position, p.sku, p.type_id, p.flavours,
              COALESCE(t.name, p.sku) AS name, fo.code AS flavour_code, COALESCE(sl.label, '') AS size_label,
              (SELECT c.url_key FROM category_products cp JOIN categories c ON c.id = cp.category_id
                 WHERE cp.product_id = COALESCE(r.parent_id, p.id) ORDER BY c.level, c.id LIMIT 1) AS category
         FROM product_media m JOIN products p ON p.id = m.product_id
         LEFT JOIN product_relations r ON r.child_id = p.id
         LEFT JOIN product_texts t ON t.product_id = COALESCE(r.parent_id, p.id) AND t.store_code = ''
         LEFT JOIN attribute_options fo ON fo.id = p.flavours
         LEFT JOIN attribute_option_labels sl ON sl.option_id = p.size AND sl.store_code = ''`,
    )
    .all() as Array<{
    file: string;
    media_type: string;
    frames: string | null;
    position: number;
    sku: string;
    type_id: string;
    flavours: number | null;
    name: string;
    flavour_code: string | null;
    size_label: string;
    category: string | null;
  }>;
  let written = 0;
  const write = (rel: string, content: string) => {
    const full = join(mediaDir, "catalog/product", rel);
    if (existsSync(full)) return;
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    written++;
  };
  for (const r of rows) {
    const colour = CATEGORY_COLOURS[r.category ?? ""] ?? "#455a64";
    const accent = FLAVOUR_COLOURS[r.flavour_code ?? ""] ?? "#ffb300";
    const base: PackArt = {
      title: r.name,
      subtitle: r.size_label || undefined,
      colour,
      accent,
      view: r.position === 2 ? "back" : r.position === 3 ? "side" : "front",
    };
    if (r.media_type === "image360" && r.frames) {
      const frames = JSON.parse(r.frames) as string[];
      frames.forEach((f, i) => {
        const art = { ...base, view: "spin" as const, angle: (360 / frames.length) * i };
        write(f, packSvg(art));
        write(`/thumbnail${f}`, thumbnailSvg(art));
      });
      continue;
    }
    write(r.file, packSvg(base));
    write(`/thumbnail${r.file}`, thumbnailSvg(base));
  }
  return written;
}

// Colours are presentation only; kept here rather than in the database.
const CATEGORY_COLOURS: Record<string, string> = {
  protein: "#1f4e79",
  "whey-protein": "#1f4e79",
  "vegan-protein": "#558b2f",
  "vitamins-minerals": "#2e7d32",
  "pre-workout": "#c62828",
  "creatine-amino-acids": "#6a1b9a",
  "snacks-bars": "#e65100",
  accessories: "#37474f",
};
const FLAVOUR_COLOURS: Record<string, string> = {
  CHOC: "#5d4037",
  VAN: "#d4b96a",
  STRAW: "#f06292",
  SALT: "#c68642",
  COOK: "#757575",
  BAN: "#fbc02d",
  UNFL: "#90a4ae",
  LEMON: "#9e9d24",
  PUNCH: "#e53935",
  BLUE: "#1e88e5",
  PB: "#a1662f",
};
