// The catalogue's art as SVG (text already turned into paths by text.ts), rendered to raster by
// render.ts. Every pack kind is drawn in a 1000 x 1000 box standing on y = 900, centred on x = 500,
// so scenes (product shots, category pictures, the home hero) can place and scale any of them.
import { FLAVOUR_COLOURS, inkOn, isAccessory, shade, type PackKind } from "./kinds.js";
import { textPath, wrapWords } from "./text.js";

export interface ProductArt {
  name: string;
  kind: PackKind;
  colour: string;
  flavourCode: string | null;
  flavourName: string | null;
  sizeLabel: string | null;
  /** Stable per product: picks small variations (tilt, the close-up's layout). */
  seed: number;
}

const BRAND = "PEAK WHEY";
const flavourColour = (a: ProductArt) => FLAVOUR_COLOURS[a.flavourCode ?? ""] ?? shade(a.colour, 0.55);

let uid = 0;
const id = (p: string) => `${p}${++uid}`;

/** A light studio: soft vertical gradient, a floor, the pack's soft shadow. */
export function studio(width: number, height: number, tone = "#eef0f3"): string {
  const g = id("bg");
  return `<defs><radialGradient id="${g}" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tone}"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${g})"/>`;
}

/** A soft contact shadow under something `w` wide standing at (cx, y): a radial gradient, not a blur
 * filter (librsvg's blur over a large picture costs a second a picture). */
export function floorShadow(cx: number, y: number, w: number, opacity = 0.28): string {
  const f = id("sh");
  return `<defs><radialGradient id="${f}"><stop offset="0" stop-color="#000" stop-opacity="${opacity * 1.6}"/><stop offset=".55" stop-color="#000" stop-opacity="${opacity * 0.7}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="${cx}" cy="${y}" rx="${w * 0.62}" ry="${w * 0.085}" fill="url(#${f})"/>`;
}

/** Horizontal shading of a round body: dark edges, a highlight left of centre. */
function roundShading(x: number, y: number, w: number, h: number, clip?: string): string {
  const g = id("rs");
  return `<defs><linearGradient id="${g}" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".18" stop-color="#000" stop-opacity=".08"/>
<stop offset=".32" stop-color="#fff" stop-opacity=".28"/><stop offset=".42" stop-color="#fff" stop-opacity=".05"/>
<stop offset=".8" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient></defs>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${g})"${clip ? ` clip-path="url(#${clip})"` : ""}/>`;
}

/** The front label: brand, product name, flavour band, size. Drawn inside (x, y, w, h). */
export function frontLabel(a: ProductArt, x: number, y: number, w: number, h: number, compact = false): string {
  const cx = x + w / 2;
  const ink = "#ffffff";
  const out: string[] = [];
  out.push(
    textPath(BRAND, {
      x: cx,
      y: y + h * 0.1,
      size: h * 0.07,
      anchor: "middle",
      fill: ink,
      tracking: 0.18,
      maxWidth: w * 0.8,
      opacity: 0.9,
    }),
  );
  out.push(
    `<rect x="${cx - w * 0.08}" y="${y + h * 0.14}" width="${w * 0.16}" height="${Math.max(2, h * 0.008)}" fill="${flavourColour(a)}"/>`,
  );
  const lines = wrapWords(a.name.toUpperCase(), compact ? 12 : 13, 3);
  const lineH = Math.min(h * (lines.length > 2 ? 0.13 : 0.16), (w * 0.95) / 4.2);
  lines.forEach((l, i) =>
    out.push(
      textPath(l, {
        x: cx,
        y: y + h * 0.2 + lineH * (i + 1),
        size: lineH * 1.05,
        anchor: "middle",
        fill: ink,
        maxWidth: w * 0.9,
      }),
    ),
  );
  const bandY = y + h * 0.66;
  const bandH = h * 0.15;
  if (a.flavourName) {
    const fc = flavourColour(a);
    out.push(`<rect x="${x}" y="${bandY}" width="${w}" height="${bandH}" fill="${fc}"/>`);
    out.push(
      textPath(a.flavourName.toUpperCase(), {
        x: cx,
        y: bandY + bandH * 0.7,
        size: bandH * 0.55,
        anchor: "middle",
        fill: inkOn(fc),
        maxWidth: w * 0.85,
        tracking: 0.04,
      }),
    );
  } else {
    out.push(
      `<rect x="${x}" y="${bandY + bandH * 0.45}" width="${w}" height="${bandH * 0.1}" fill="${shade(a.colour, 0.35)}"/>`,
    );
  }
  if (a.sizeLabel)
    out.push(
      textPath(a.sizeLabel.toUpperCase(), {
        x: cx,
        y: y + h * 0.95,
        size: h * 0.075,
        anchor: "middle",
        fill: ink,
        font: "bodyBold",
        maxWidth: w * 0.6,
      }),
    );
  return out.join("\n");
}

/** A small round "PW" badge. */
function badge(cx: number, cy: number, r: number, fill: string, ink: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${textPath("PW", { x: cx, y: cy + r * 0.36, size: r, anchor: "middle", fill: ink })}`;
}

// ---- The pack kinds (1000 x 1000 box, floor at y = 900) -----------------------------------------

function tub(a: ProductArt): string {
  const c = id("tub");
  return `<defs><clipPath id="${c}"><path d="M250 300 H750 V860 Q750 895 715 895 H285 Q250 895 250 860 Z"/></clipPath></defs>
<path d="M250 300 H750 V860 Q750 895 715 895 H285 Q250 895 250 860 Z" fill="${a.colour}"/>
<g clip-path="url(#${c})">${frontLabel(a, 285, 330, 430, 540)}</g>
${roundShading(250, 300, 500, 600, c)}
<path d="M236 222 Q236 196 262 196 H738 Q764 196 764 222 V300 Q764 318 746 318 H254 Q236 318 236 300 Z" fill="#1b1e23"/>
${Array.from({ length: 23 }, (_, i) => `<rect x="${250 + i * 22}" y="210" width="6" height="96" fill="#000" opacity=".25"/>`).join("")}
${roundShading(236, 196, 528, 122)}`;
}

function pouch(a: ProductArt): string {
  const c = id("po");
  const body = "M290 150 H710 L722 260 Q748 560 738 890 H262 Q252 560 278 260 Z";
  return `<defs><clipPath id="${c}"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="${a.colour}"/>
<g clip-path="url(#${c})">${frontLabel(a, 300, 300, 400, 560)}
<rect x="250" y="150" width="500" height="70" fill="#000" opacity=".18"/>
${Array.from({ length: 30 }, (_, i) => `<rect x="${292 + i * 14}" y="156" width="5" height="56" fill="#fff" opacity=".12"/>`).join("")}
<rect x="250" y="238" width="500" height="6" fill="#000" opacity=".25"/>
<path d="M262 890 Q500 850 738 890" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="8"/></g>
${roundShading(250, 150, 500, 750, c)}
<circle cx="305" cy="190" r="8" fill="#eef0f3"/>`;
}

function bottle(a: ProductArt): string {
  const c = id("bo");
  const body =
    "M440 250 H560 V300 Q640 330 640 420 V860 Q640 895 605 895 H395 Q360 895 360 860 V420 Q360 330 440 300 Z";
  return `<defs><clipPath id="${c}"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="${a.colour}"/>
<g clip-path="url(#${c})">${frontLabel(a, 370, 450, 260, 400, true)}</g>
${roundShading(360, 250, 280, 650, c)}
<rect x="428" y="160" width="144" height="100" rx="12" fill="#1b1e23"/>${roundShading(428, 160, 144, 100)}`;
}

function pot(a: ProductArt): string {
  const c = id("pt");
  const body = "M340 400 H660 V860 Q660 895 625 895 H375 Q340 895 340 860 Z";
  return `<defs><clipPath id="${c}"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="${a.colour}"/>
<g clip-path="url(#${c})">${frontLabel(a, 352, 430, 296, 440, true)}</g>
${roundShading(340, 400, 320, 500, c)}
<rect x="330" y="320" width="340" height="96" rx="14" fill="#f5f5f5"/>
${Array.from({ length: 15 }, (_, i) => `<rect x="${340 + i * 22}" y="330" width="6" height="76" fill="#000" opacity=".08"/>`).join("")}
${roundShading(330, 320, 340, 96)}`;
}

function bar(a: ProductArt): string {
  const c = id("ba");
  // crimped (zigzag) seals at both ends
  const edge = (x: number, dir: number, fromY: number, step: number) =>
    Array.from({ length: 8 }, (_, i) => `L${x + ((i + 1) % 2 ? dir * 18 : 0)} ${fromY + (i + 1) * step}`).join(" ");
  const body = `M150 430 H850 ${edge(850, 1, 430, 27.5)} H150 ${edge(150, -1, 650, -27.5)} Z`;
  const fc = flavourColour(a);
  return `<g transform="rotate(-8 500 540)">
<defs><clipPath id="${c}"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="${a.colour}"/>
<g clip-path="url(#${c})">
<rect x="130" y="430" width="170" height="220" fill="${fc}"/>
${textPath(BRAND, { x: 215, y: 560, size: 34, anchor: "middle", fill: inkOn(fc), maxWidth: 140, tracking: 0.1 })}
${textPath(a.name.toUpperCase(), { x: 570, y: 545, size: 78, anchor: "middle", fill: "#fff", maxWidth: 480 })}
${a.flavourName ? textPath(a.flavourName.toUpperCase(), { x: 570, y: 605, size: 38, anchor: "middle", fill: shade(fc, 0.55), maxWidth: 460, font: "bodyBold" }) : ""}
${textPath("20G PROTEIN", { x: 570, y: 480, size: 26, anchor: "middle", fill: "#fff", font: "bodyBold", opacity: 0.8, tracking: 0.12 })}
</g>
<defs><linearGradient id="${c}g" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient></defs>
<rect x="130" y="430" width="740" height="220" fill="url(#${c}g)" clip-path="url(#${c})"/></g>`;
}

function shaker(a: ProductArt): string {
  const c = id("sk");
  const body = "M355 330 H645 L620 860 Q618 895 585 895 H415 Q382 895 380 860 Z";
  const fc = flavourColour(a);
  return `<defs><clipPath id="${c}"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="#dfe6ee" opacity=".85"/>
<g clip-path="url(#${c})"><rect x="340" y="640" width="320" height="260" fill="${a.colour}" opacity=".25"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="560" y="${420 + i * 70}" width="${i % 2 ? 30 : 50}" height="5" fill="#37474f" opacity=".6"/>`).join("")}
${textPath(BRAND, { x: 470, y: 620, size: 44, anchor: "middle", fill: a.colour, maxWidth: 190, tracking: 0.08 })}
${badge(470, 500, 46, a.colour, "#fff")}</g>
${roundShading(355, 330, 290, 570, c)}
<path d="M340 250 H660 V330 Q660 345 645 345 H355 Q340 345 340 330 Z" fill="${a.colour}"/>
<path d="M400 180 Q400 150 430 150 H570 Q600 150 600 180 V250 H400 Z" fill="${shade(a.colour, -0.3)}"/>
<rect x="560" y="120" width="40" height="40" rx="8" fill="${fc === "#eceff1" ? "#90a4ae" : fc}"/>
${roundShading(340, 150, 320, 195)}`;
}

function towel(a: ProductArt): string {
  const layer = (y: number, tone: number) =>
    `<path d="M180 ${y} H820 Q850 ${y} 850 ${y + 30} V${y + 110} Q850 ${y + 140} 820 ${y + 140} H180 Q150 ${y + 140} 150 ${y + 110} V${y + 30} Q150 ${y} 180 ${y} Z" fill="${shade(a.colour, tone)}"/>`;
  const f = id("tw");
  return `<defs><pattern id="${f}" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="#000" opacity="0"/><circle cx="5" cy="5" r="2" fill="#fff" opacity=".07"/></pattern></defs>
${layer(760, -0.25)}${layer(640, -0.1)}${layer(520, 0)}
<rect x="150" y="520" width="700" height="380" fill="url(#${f})"/>
<rect x="150" y="575" width="700" height="14" fill="#fff" opacity=".25"/>
${textPath(BRAND, { x: 500, y: 625, size: 42, anchor: "middle", fill: "#fff", tracking: 0.2, opacity: 0.9 })}
<rect x="700" y="640" width="90" height="60" rx="4" fill="#fff"/>${textPath("PW", { x: 745, y: 682, size: 34, anchor: "middle", fill: a.colour })}`;
}

function straps(a: ProductArt): string {
  const loop = (dx: number) =>
    `<path d="M${300 + dx} 880 C${180 + dx} 700 ${220 + dx} 330 ${420 + dx} 330 C${560 + dx} 330 ${560 + dx} 520 ${470 + dx} 600" fill="none" stroke="${a.colour}" stroke-width="90" stroke-linecap="round"/>
<path d="M${300 + dx} 880 C${180 + dx} 700 ${220 + dx} 330 ${420 + dx} 330 C${560 + dx} 330 ${560 + dx} 520 ${470 + dx} 600" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-dasharray="14 10"/>
<rect x="${390 + dx}" y="560" width="120" height="110" rx="12" fill="#1b1e23" transform="rotate(20 ${450 + dx} 615)"/>
${textPath("PW", { x: 450 + dx, y: 630, size: 46, anchor: "middle", fill: "#fff" })}`;
  return `${loop(0)}${loop(230)}`;
}

function bag(a: ProductArt): string {
  const c = id("bg");
  const body = "M170 500 Q170 420 260 420 H740 Q830 420 830 500 V830 Q830 895 765 895 H235 Q170 895 170 830 Z";
  return `<path d="M330 430 C330 250 670 250 670 430" fill="none" stroke="#1b1e23" stroke-width="34"/>
<defs><clipPath id="${c}"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="${a.colour}"/>
<g clip-path="url(#${c})"><rect x="150" y="470" width="700" height="16" fill="#1b1e23"/>
<rect x="150" y="760" width="700" height="140" fill="#000" opacity=".2"/>
${textPath(BRAND, { x: 500, y: 660, size: 92, anchor: "middle", fill: "#fff", tracking: 0.12, maxWidth: 560 })}
${textPath("TRAIN · RECOVER · REPEAT", { x: 500, y: 720, size: 30, anchor: "middle", fill: "#fff", font: "bodyBold", opacity: 0.7, maxWidth: 520 })}</g>
${roundShading(170, 420, 660, 480, c)}`;
}

function bundle(a: ProductArt): string {
  const part = (kind: PackKind, x: number, s: number, colour: string, flavour: string | null) =>
    `<g transform="translate(${x} ${900 - 900 * s}) scale(${s})">${KINDS[kind]({ ...a, kind, colour, flavourCode: flavour, flavourName: null, sizeLabel: null })}</g>`;
  return `${part("pouch", -40, 0.62, shade(a.colour, 0.15), "VAN")}${part("shaker", 560, 0.5, a.colour, null)}${part("tub", 160, 0.75, a.colour, a.flavourCode ?? "CHOC")}`;
}

const KINDS: Record<PackKind, (a: ProductArt) => string> = {
  tub,
  pouch,
  bottle,
  pot,
  bar,
  shaker,
  towel,
  straps,
  bag,
  bundle,
};

/** One pack, placed: its 1000-box scaled by `scale` with its floor centre at (cx, floorY). */
export function placedPack(a: ProductArt, cx: number, floorY: number, scale: number): string {
  // a bar lies tilted in the air like a packshot: its shadow is under it, not on the floor
  const shadowY = a.kind === "bar" ? floorY - 190 * scale : floorY - 4 * scale;
  return `${floorShadow(cx, shadowY, 520 * scale)}<g transform="translate(${cx - 500 * scale} ${floorY - 900 * scale}) scale(${scale})">${KINDS[a.kind](a)}</g>`;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** The front shot: the pack alone in the studio. */
export function frontSvg(a: ProductArt, size = 1200): string {
  return svg(size, size, `${studio(size, size)}${placedPack(a, size / 2, size * 0.86, size * 0.001 * 1.05)}`);
}

// ---- The back: a readable nutrition (or product details) label ---------------------------------

const NUTRITION: Record<"powder" | "bar" | "pot", Array<[string, string, string]>> = {
  powder: [
    ["Energy", "387 kcal", "116 kcal"],
    ["Fat", "6.1 g", "1.8 g"],
    ["of which saturates", "3.9 g", "1.2 g"],
    ["Carbohydrate", "6.0 g", "1.8 g"],
    ["of which sugars", "5.0 g", "1.5 g"],
    ["Protein", "76 g", "23 g"],
    ["Salt", "0.49 g", "0.15 g"],
  ],
  bar: [
    ["Energy", "402 kcal", "241 kcal"],
    ["Fat", "15 g", "9.0 g"],
    ["of which saturates", "7.5 g", "4.5 g"],
    ["Carbohydrate", "33 g", "20 g"],
    ["of which sugars", "3.2 g", "1.9 g"],
    ["Protein", "33 g", "20 g"],
    ["Salt", "0.45 g", "0.27 g"],
  ],
  pot: [
    ["Vitamin D", "25 µg", "500 %"],
    ["Vitamin C", "80 mg", "100 %"],
    ["Zinc", "10 mg", "100 %"],
    ["Magnesium", "56 mg", "15 %"],
    ["Vitamin B6", "1.4 mg", "100 %"],
    ["Vitamin B12", "2.5 µg", "100 %"],
    ["Selenium", "55 µg", "100 %"],
  ],
};
const DETAILS: Array<[string, string]> = [
  ["Material", "BPA-free, durable"],
  ["Care", "Hand wash or 40 °C"],
  ["Made for", "Gym, travel, outdoors"],
  ["Guarantee", "2 years"],
  ["Brand", "PEAK WHEY"],
];

export function backSvg(a: ProductArt, size = 1200): string {
  const s = size / 1200;
  const out: string[] = [studio(size, size)];
  // the pack behind, turned away, so the label reads as its back
  out.push(
    `<g opacity=".95">${placedPack({ ...a, name: "", flavourName: null, sizeLabel: null }, size * 0.78, size * 0.9, s * 0.8)}</g>`,
  );
  const x = 90 * s;
  const y = 120 * s;
  const w = 760 * s;
  const rows =
    isAccessory(a.kind) || a.kind === "bundle"
      ? null
      : NUTRITION[a.kind === "bar" ? "bar" : a.kind === "pot" ? "pot" : "powder"];
  const h = 960 * s;
  out.push(
    `${floorShadow(x + w / 2, y + h + 10 * s, w * 0.9, 0.18)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${18 * s}" fill="#ffffff" stroke="#14171c" stroke-width="${6 * s}"/>`,
  );
  out.push(
    `<rect x="${x}" y="${y}" width="${w}" height="${120 * s}" rx="${18 * s}" fill="${a.colour}"/><rect x="${x}" y="${y + 90 * s}" width="${w}" height="${30 * s}" fill="${a.colour}"/>`,
  );
  out.push(
    textPath(rows ? "NUTRITION FACTS" : "PRODUCT DETAILS", {
      x: x + 36 * s,
      y: y + 86 * s,
      size: 64 * s,
      fill: "#fff",
      maxWidth: w - 72 * s,
    }),
  );
  out.push(
    textPath(a.name + (a.flavourName ? ` · ${a.flavourName}` : ""), {
      x: x + 36 * s,
      y: y + 170 * s,
      size: 34 * s,
      fill: "#14171c",
      font: "bodyBold",
      maxWidth: w - 72 * s,
    }),
  );
  let ry = y + 240 * s;
  if (rows) {
    const per =
      a.kind === "pot"
        ? ["Per daily dose", "% NRV"]
        : a.kind === "bar"
          ? ["Per 100 g", "Per bar (60 g)"]
          : ["Per 100 g", "Per 30 g serving"];
    out.push(`<rect x="${x + 30 * s}" y="${ry - 46 * s}" width="${w - 60 * s}" height="${62 * s}" fill="#14171c"/>`);
    out.push(
      textPath(per[0], { x: x + w * 0.56, y: ry - 4 * s, size: 28 * s, fill: "#fff", font: "bodyBold", anchor: "end" }),
    );
    out.push(
      textPath(per[1], {
        x: x + w - 44 * s,
        y: ry - 4 * s,
        size: 28 * s,
        fill: "#fff",
        font: "bodyBold",
        anchor: "end",
      }),
    );
    ry += 20 * s;
    for (const [label, per100, perServing] of rows) {
      ry += 74 * s;
      const sub = label.startsWith("of which");
      out.push(
        textPath(label, {
          x: x + (sub ? 70 : 44) * s,
          y: ry,
          size: 34 * s,
          fill: "#14171c",
          font: sub ? "body" : "bodyBold",
          maxWidth: w * (sub ? 0.31 : 0.36),
        }),
      );
      out.push(
        textPath(per100, {
          x: x + w * 0.56,
          y: ry,
          size: 32 * s,
          fill: "#14171c",
          font: "body",
          anchor: "end",
          maxWidth: w * 0.18,
        }),
      );
      out.push(
        textPath(perServing, {
          x: x + w - 44 * s,
          y: ry,
          size: 32 * s,
          fill: "#14171c",
          font: "body",
          anchor: "end",
          maxWidth: w * 0.3,
        }),
      );
      out.push(
        `<rect x="${x + 30 * s}" y="${ry + 22 * s}" width="${w - 60 * s}" height="${3 * s}" fill="#14171c" opacity=".35"/>`,
      );
    }
  } else {
    for (const [label, value] of DETAILS) {
      ry += 110 * s;
      out.push(textPath(label, { x: x + 44 * s, y: ry, size: 38 * s, fill: "#14171c", font: "bodyBold" }));
      out.push(
        textPath(value, {
          x: x + w - 44 * s,
          y: ry,
          size: 36 * s,
          fill: "#14171c",
          font: "body",
          anchor: "end",
          maxWidth: w * 0.5,
        }),
      );
      out.push(
        `<rect x="${x + 30 * s}" y="${ry + 30 * s}" width="${w - 60 * s}" height="${3 * s}" fill="#14171c" opacity=".35"/>`,
      );
    }
  }
  const footY = y + h - 60 * s;
  out.push(
    textPath(rows ? "Store in a cool, dry place. Food supplement." : "Designed in the UK by PEAK WHEY.", {
      x: x + 44 * s,
      y: footY,
      size: 26 * s,
      fill: "#14171c",
      font: "body",
      maxWidth: w - 300 * s,
    }),
  );
  // a barcode
  for (let i = 0; i < 34; i++) {
    const bw = ((a.seed >> (i % 16)) & 1 ? 6 : 3) * s;
    out.push(
      `<rect x="${x + w - 230 * s + i * 5.6 * s}" y="${footY - 70 * s}" width="${bw}" height="${86 * s}" fill="#14171c"/>`,
    );
  }
  return svg(size, size, out.join("\n"));
}

// ---- The close-up / lifestyle shot ---------------------------------------------------------------

export function closeupSvg(a: ProductArt, size = 1200): string {
  const s = size / 1200;
  const fc = flavourColour(a);
  const powder = a.flavourCode === "UNFL" || !a.flavourCode ? "#f4f1ea" : shade(fc, 0.25);
  const out: string[] = [studio(size, size, "#e7e2da")];
  // a wooden counter
  out.push(
    `<rect y="${size * 0.62}" width="${size}" height="${size * 0.38}" fill="#d7c4a8"/><rect y="${size * 0.62}" width="${size}" height="${6 * s}" fill="#000" opacity=".08"/>`,
  );
  for (let i = 0; i < 7; i++)
    out.push(`<rect y="${size * (0.66 + i * 0.05)}" width="${size}" height="${2 * s}" fill="#8d6e63" opacity=".18"/>`);
  // the pack, large and to the right, partly out of the picture
  out.push(placedPack(a, size * 0.78, size * 0.84, s * 1.25));
  const cx = size * 0.3;
  const cy = size * 0.78;
  if (a.kind === "tub" || a.kind === "pouch" || a.kind === "bundle") {
    // a heaped scoop and a little spilled powder
    out.push(floorShadow(cx, cy + 40 * s, 360 * s, 0.3));
    out.push(
      `<path d="M${cx + 120 * s} ${cy - 20 * s} L${cx + 330 * s} ${cy - 90 * s}" stroke="#fafafa" stroke-width="${34 * s}" stroke-linecap="round"/>`,
    );
    out.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${170 * s}" ry="${62 * s}" fill="#fafafa"/><path d="M${cx - 170 * s} ${cy} Q${cx - 160 * s} ${cy + 110 * s} ${cx} ${cy + 112 * s} Q${cx + 160 * s} ${cy + 110 * s} ${cx + 170 * s} ${cy} Z" fill="#eceff1"/>`,
    );
    out.push(
      `<path d="M${cx - 160 * s} ${cy} Q${cx - 60 * s} ${cy - 150 * s} ${cx + 10 * s} ${cy - 140 * s} Q${cx + 90 * s} ${cy - 130 * s} ${cx + 160 * s} ${cy} Z" fill="${powder}"/>`,
    );
    out.push(
      `<path d="M${cx - 90 * s} ${cy - 70 * s} Q${cx - 30 * s} ${cy - 140 * s} ${cx + 30 * s} ${cy - 120 * s}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="${10 * s}"/>`,
    );
    for (let i = 0; i < 40; i++) {
      const px = cx - 260 * s + ((a.seed * (i + 3)) % 520) * s;
      const py = cy + 120 * s + ((a.seed >> (i % 13)) % 70) * s;
      out.push(`<circle cx="${px}" cy="${py}" r="${(3 + (i % 4)) * s}" fill="${powder}"/>`);
    }
  } else if (a.kind === "bar") {
    // the bar broken open: coating, its inside in the flavour's colour, crumbs
    const half = (x: number, rot: number) =>
      `<g transform="rotate(${rot} ${x} ${cy})"><rect x="${x - 200 * s}" y="${cy - 60 * s}" width="${200 * s}" height="${110 * s}" rx="${18 * s}" fill="#4e342e"/>
<path d="M${x} ${cy - 60 * s} l${-16 * s} ${28 * s} l${20 * s} ${26 * s} l${-18 * s} ${30 * s} l${14 * s} ${26 * s} L${x} ${cy + 50 * s} H${x - 40 * s} V${cy - 60 * s} Z" fill="${shade(fc, 0.1)}"/>
${Array.from({ length: 6 }, (_, i) => `<circle cx="${x - 20 * s}" cy="${cy - 40 * s + i * 17 * s}" r="${5 * s}" fill="${shade(fc, -0.3)}"/>`).join("")}
<rect x="${x - 190 * s}" y="${cy - 52 * s}" width="${140 * s}" height="${10 * s}" rx="${5 * s}" fill="#fff" opacity=".2"/></g>`;
    out.push(floorShadow(cx, cy + 60 * s, 460 * s, 0.3));
    out.push(
      half(cx, -6),
      `<g transform="translate(${240 * s} ${30 * s}) scale(-1 1) translate(${-2 * cx} 0)">${half(cx, -6)}</g>`,
    );
    for (let i = 0; i < 14; i++)
      out.push(
        `<circle cx="${cx - 150 * s + ((a.seed * (i + 7)) % 420) * s}" cy="${cy + 90 * s + (i % 5) * 14 * s}" r="${(4 + (i % 3) * 3) * s}" fill="${i % 2 ? "#4e342e" : shade(fc, 0.1)}"/>`,
      );
  } else if (a.kind === "pot" || a.kind === "bottle") {
    // capsules spilled on the counter
    out.push(floorShadow(cx, cy + 60 * s, 460 * s, 0.2));
    for (let i = 0; i < 16; i++) {
      const px = cx - 220 * s + ((a.seed * (i + 5)) % 440) * s;
      const py = cy - 20 * s + ((a.seed >> (i % 11)) % 120) * s;
      const rot = (a.seed * (i + 1)) % 180;
      out.push(
        `<g transform="rotate(${rot} ${px} ${py})"><rect x="${px - 40 * s}" y="${py - 16 * s}" width="${80 * s}" height="${32 * s}" rx="${16 * s}" fill="${i % 3 ? a.colour : "#f9a825"}"/><rect x="${px}" y="${py - 16 * s}" width="${40 * s}" height="${32 * s}" rx="${16 * s}" fill="#fff" opacity=".55"/></g>`,
      );
    }
  } else {
    // an accessory: its brand tag, close
    out.push(`<g transform="rotate(-6 ${cx} ${cy})"><rect x="${cx - 200 * s}" y="${cy - 90 * s}" width="${400 * s}" height="${180 * s}" rx="${20 * s}" fill="${a.colour}"/>
${textPath(BRAND, { x: cx, y: cy + 20 * s, size: 70 * s, anchor: "middle", fill: "#fff", tracking: 0.1, maxWidth: 340 * s })}
<rect x="${cx - 200 * s}" y="${cy + 50 * s}" width="${400 * s}" height="${12 * s}" fill="${fc}"/></g>`);
  }
  return svg(size, size, out.join("\n"));
}

// ---- Category pictures and the home hero -------------------------------------------------------

/** A category's picture: a line-up of its typical packs on the category's colour. */
export function categorySvg(packs: ProductArt[], colour: string, width = 1200, height = 800): string {
  const out: string[] = [];
  const g = id("cat");
  out.push(
    `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.2)}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${g})"/>`,
  );
  out.push(`<circle cx="${width * 0.5}" cy="${height * 0.55}" r="${height * 0.42}" fill="#fff" opacity=".12"/>`);
  out.push(`<rect y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="#000" opacity=".15"/>`);
  const n = packs.length;
  packs.forEach((p, i) => {
    const centre = n === 1 ? 0.5 : 0.22 + (0.56 * i) / (n - 1);
    const front = i === Math.floor(n / 2);
    out.push(placedPack(p, width * centre, height * (front ? 0.92 : 0.88), (height / 1000) * (front ? 0.85 : 0.7)));
  });
  return svg(width, height, out.join("\n"));
}

/** The home page's banner: a dark studio with the range lined up, light falling from above. */
export function heroSvg(packs: ProductArt[], width = 2400, height = 900): string {
  const out: string[] = [];
  const g = id("hero");
  out.push(
    `<defs><radialGradient id="${g}" cx="66%" cy="30%" r="80%"><stop offset="0" stop-color="#2b3444"/><stop offset=".55" stop-color="#141922"/><stop offset="1" stop-color="#0a0d12"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#${g})"/>`,
  );
  out.push(`<rect y="${height * 0.84}" width="${width}" height="${height * 0.16}" fill="#000" opacity=".35"/>`);
  out.push(
    textPath(BRAND, {
      x: width * 0.67,
      y: height * 0.42,
      size: height * 0.34,
      anchor: "middle",
      fill: "#fff",
      opacity: 0.05,
      tracking: 0.05,
    }),
  );
  const n = packs.length;
  packs.forEach((p, i) => {
    const cx = width * (0.42 + (0.5 * i) / Math.max(1, n - 1));
    const big = i === Math.floor(n / 2);
    out.push(placedPack(p, cx, height * 0.9, (height / 1000) * (big ? 0.95 : 0.75)));
  });
  return svg(width, height, out.join("\n"));
}
