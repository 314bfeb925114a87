// Label text as vector paths (opentype.js reading the @fontsource WOFF files): the art never depends
// on the fonts installed on the host, so every machine (and CI) draws the same pictures.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype from "opentype.js";

const require = createRequire(import.meta.url);

type Font = ReturnType<typeof opentype.parse>;
export type FontName = "display" | "body" | "bodyBold";

const FILES: Record<FontName, string> = {
  display: "@fontsource/oswald/files/oswald-latin-700-normal.woff",
  body: "@fontsource/inter/files/inter-latin-400-normal.woff",
  bodyBold: "@fontsource/inter/files/inter-latin-700-normal.woff",
};
const fonts = new Map<FontName, Font>();

function font(name: FontName): Font {
  let f = fonts.get(name);
  if (!f) {
    const buf = readFileSync(require.resolve(FILES[name]));
    f = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
    fonts.set(name, f);
  }
  return f;
}

export interface TextOptions {
  font?: FontName;
  size: number;
  x: number;
  /** Baseline. */
  y: number;
  anchor?: "start" | "middle" | "end";
  fill?: string;
  /** The text shrinks to fit this width. */
  maxWidth?: number;
  opacity?: number;
  /** Extra space between letters, in em. */
  tracking?: number;
}

// Glyph by glyph with the font's kerning: opentype.js's shaping (GSUB) throws on some lookups of these
// fonts, and a label needs no ligatures.
function layout(text: string, size: number, name: FontName, tracking: number) {
  const f = font(name);
  const scale = size / f.unitsPerEm;
  const glyphs = Array.from(text, (ch) => f.charToGlyph(ch));
  const xs: number[] = [];
  let x = 0;
  glyphs.forEach((g, i) => {
    xs.push(x);
    x += (g.advanceWidth ?? 0) * scale + tracking * size;
    if (i + 1 < glyphs.length) x += f.getKerningValue(g, glyphs[i + 1]) * scale;
  });
  return { glyphs, xs, width: glyphs.length ? x - tracking * size : 0 };
}

/** One line of text as an SVG <path>. Characters the font lacks fall back to its .notdef (never host fonts). */
export function textPath(text: string, o: TextOptions): string {
  const name = o.font ?? "display";
  const tracking = o.tracking ?? 0;
  let size = o.size;
  let { width } = layout(text, size, name, tracking);
  if (o.maxWidth && width > o.maxWidth) size = (size * o.maxWidth) / width;
  const l = layout(text, size, name, tracking);
  width = l.width;
  const x = o.anchor === "middle" ? o.x - width / 2 : o.anchor === "end" ? o.x - width : o.x;
  const d = l.glyphs.map((g, i) => g.getPath(x + l.xs[i], o.y, size).toPathData(1)).join("");
  return `<path d="${d}" fill="${o.fill ?? "#fff"}"${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ""}/>`;
}

/** Break `text` into lines of at most `maxChars` characters (words kept whole), at most `maxLines`. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const out: string[] = [];
  let cur = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (cur && (cur + " " + word).length > maxChars) {
      out.push(cur);
      cur = word;
    } else cur = cur ? cur + " " + word : word;
  }
  if (cur) out.push(cur);
  if (out.length > maxLines) return [...out.slice(0, maxLines - 1), out.slice(maxLines - 1).join(" ")];
  return out;
}
