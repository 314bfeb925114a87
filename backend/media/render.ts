// Raster output: SVG art rendered by sharp (librsvg), tubs turned on a turntable (a label strip wrapped
// round a cylinder, pixel by pixel), and WebM videos muxed from WebP key frames with mediabunny.
import sharp, { type Sharp } from "sharp";
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Output, WebMOutputFormat } from "mediabunny";
import { floorShadow, frontLabel, studio, type ProductArt } from "./art.js";
import { shade } from "./kinds.js";
import { textPath } from "./text.js";

/** A master picture: lossy WebP of high quality (small on disk, quick for the resizer to read). */
export async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 88 }).toBuffer();
}

// ---- The turntable tub -------------------------------------------------------------------------

interface Strip {
  data: Buffer;
  width: number;
  height: number;
}

/** Geometry of a tub in a square picture of `size`, matching art.ts's drawn tub at the same size. */
function tubGeometry(size: number) {
  const r = Math.round(size * 0.2625);
  return {
    r,
    cx: size / 2,
    bodyTop: Math.round(size * 0.235),
    bodyHeight: Math.round(size * 0.62),
    lidTop: size * 0.12,
    lidBottom: size * 0.248,
    ellipse: size * 0.03,
  };
}

/** The whole label unrolled: the front in the middle, the nutrition panel at the seam, claims on the sides. */
async function labelStrip(a: ProductArt, size: number): Promise<Strip> {
  const { r, bodyHeight: h } = tubGeometry(size);
  const w = Math.round(2 * Math.PI * r);
  const side = (x: number, lines: string[]) =>
    lines
      .map((l, i) =>
        textPath(l, {
          x,
          y: h * (0.3 + i * 0.09),
          size: h * 0.06,
          anchor: "middle",
          fill: "#fff",
          font: "bodyBold",
          maxWidth: r * 0.9,
          opacity: 0.85,
        }),
      )
      .join("");
  const back = (x: number) =>
    `<rect x="${x - r * 0.55}" y="${h * 0.12}" width="${r * 1.1}" height="${h * 0.62}" rx="${r * 0.05}" fill="#fff"/>` +
    textPath("NUTRITION FACTS", { x, y: h * 0.2, size: h * 0.05, anchor: "middle", fill: "#14171c", maxWidth: r }) +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<rect x="${x - r * 0.48}" y="${h * (0.25 + i * 0.065)}" width="${r * (0.5 + ((i * 37) % 40) / 100)}" height="${h * 0.018}" fill="#14171c" opacity=".55"/>`,
    ).join("") +
    Array.from(
      { length: 26 },
      (_, i) =>
        `<rect x="${x - r * 0.45 + i * r * 0.035}" y="${h * 0.8}" width="${i % 3 ? r * 0.012 : r * 0.022}" height="${h * 0.08}" fill="#fff"/>`,
    ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${a.colour}"/>
<rect y="${h * 0.965}" width="${w}" height="${h * 0.035}" fill="${shade(a.colour, -0.35)}"/>
${frontLabel(a, w / 2 - r * 0.78, h * 0.05, r * 1.56, h * 0.92)}
${back(0)}${back(w)}
${side(w / 4, ["HIGH", "PROTEIN", "LOW SUGAR"])}${side((3 * w) / 4, ["INFORMED", "SPORT", "TESTED"])}
</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The body turned by `angle` radians: each column shows the label at the arc it faces, lit from the left. */
function wrapCylinder(strip: Strip, r: number, angle: number, ellipse: number): Buffer {
  const w = 2 * r;
  const h = strip.height;
  const out = Buffer.alloc(w * h * 4);
  for (let x = 0; x < w; x++) {
    const s = (x + 0.5 - r) / r;
    const phi = Math.asin(Math.max(-1, Math.min(1, s)));
    let u = Math.floor(strip.width / 2 + (phi + angle) * r) % strip.width;
    if (u < 0) u += strip.width;
    const light = 0.5 + 0.5 * Math.max(0, Math.cos(phi + 0.45)) + 0.45 * Math.exp(-(((s + 0.42) / 0.09) ** 2));
    const edge = Math.sqrt(Math.max(0, 1 - s * s));
    const bottom = h - ellipse + ellipse * edge;
    for (let y = 0; y < h; y++) {
      const o = (y * w + x) * 4;
      if (y >= bottom) continue;
      const i = (y * strip.width + u) * 4;
      for (let c = 0; c < 3; c++) {
        const v = strip.data[i + c] * Math.min(light, 1) + (light > 1 ? (light - 1) * 255 : 0);
        out[o + c] = v > 255 ? 255 : v;
      }
      out[o + 3] = y >= bottom - 1 ? Math.round(255 * (bottom - y)) : 255;
    }
  }
  return out;
}

/** The lid, with grip ridges that move as the tub turns. */
function lidSvg(size: number, angle: number): string {
  const { r, cx, lidTop: y0, lidBottom: y1, ellipse: e } = tubGeometry(size);
  const R = r * 1.05;
  const ridges: string[] = [];
  for (let k = 0; k < 64; k++) {
    const phi = (2 * Math.PI * k) / 64 + angle;
    const c = Math.cos(phi);
    if (c > 0.08)
      ridges.push(
        `<rect x="${cx + R * Math.sin(phi) - size * 0.002}" y="${y0 + size * 0.018}" width="${size * 0.004 * c + 1}" height="${y1 - y0 - size * 0.02}" fill="#000" opacity="${(0.35 * c).toFixed(2)}"/>`,
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><linearGradient id="l" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset=".3" stop-color="#fff" stop-opacity=".18"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient></defs>
<path d="M${cx - R} ${y0 + e} Q${cx - R} ${y0} ${cx - R + e} ${y0} H${cx + R - e} Q${cx + R} ${y0} ${cx + R} ${y0 + e} V${y1} Q${cx} ${y1 + 2 * e} ${cx - R} ${y1} Z" fill="#1b1e23"/>
${ridges.join("")}
<path d="M${cx - R} ${y0 + e} Q${cx - R} ${y0} ${cx - R + e} ${y0} H${cx + R - e} Q${cx + R} ${y0} ${cx + R} ${y0 + e} V${y1} Q${cx} ${y1 + 2 * e} ${cx - R} ${y1} Z" fill="url(#l)"/>
</svg>`;
}

/** Renders frames of one tub turning; the studio and the label are drawn once. */
export async function tubTurntable(a: ProductArt, size: number) {
  const g = tubGeometry(size);
  const strip = await labelStrip(a, size);
  const background = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${studio(size, size)}${floorShadow(g.cx, g.bodyTop + g.bodyHeight, 2 * g.r)}</svg>`,
    ),
  )
    .png()
    .toBuffer();
  return async (angle: number): Promise<Sharp> => {
    const body = wrapCylinder(strip, g.r, angle, g.ellipse);
    const composed = await sharp(background)
      .composite([
        {
          input: body,
          raw: { width: 2 * g.r, height: strip.height, channels: 4 },
          left: Math.round(g.cx - g.r),
          top: g.bodyTop,
        },
        { input: Buffer.from(lidSvg(size, angle)), left: 0, top: 0 },
      ])
      .png({ compressionLevel: 1 })
      .toBuffer();
    return sharp(composed);
  };
}

// ---- Video -------------------------------------------------------------------------------------

/** The VP8 key frame inside a lossy WebP without alpha (RIFF "WEBP" with a "VP8 " chunk). */
export function vp8Frame(webp: Buffer): Buffer {
  if (webp.toString("ascii", 0, 4) !== "RIFF" || webp.toString("ascii", 8, 12) !== "WEBP")
    throw new Error("not a WebP");
  let at = 12;
  while (at + 8 <= webp.length) {
    const tag = webp.toString("ascii", at, at + 4);
    const length = webp.readUInt32LE(at + 4);
    if (tag === "VP8 ") return webp.subarray(at + 8, at + 8 + length);
    at += 8 + length + (length & 1);
  }
  throw new Error("no VP8 chunk (a lossless or alpha WebP?)");
}

/** A turntable video's frame size (pixels, square), frame rate and length. */
export interface VideoFormat {
  size: number;
  fps: number;
  seconds: number;
}

/** The shop's videos: 640 px, 24 frames a second, 4 seconds (96 frames). */
export const VIDEO: VideoFormat = { size: 640, fps: 24, seconds: 4 };

/** A WebM (VP8, every frame a key frame) of the tub making one full turn. */
export async function turntableVideo(a: ProductArt, format: VideoFormat = VIDEO): Promise<Buffer> {
  const { size, fps, seconds } = format;
  const frame = await tubTurntable(a, size);
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource("vp8");
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  const count = fps * seconds;
  for (let i = 0; i < count; i++) {
    const webp = await (await frame((2 * Math.PI * i) / count)).removeAlpha().webp({ quality: 70 }).toBuffer();
    const packet = new EncodedPacket(new Uint8Array(vp8Frame(webp)), "key", i / fps, 1 / fps);
    await source.add(
      packet,
      i === 0 ? { decoderConfig: { codec: "vp8", codedWidth: size, codedHeight: size } } : undefined,
    );
  }
  source.close();
  await output.finalize();
  const buffer = (output.target as BufferTarget).buffer;
  if (!buffer) throw new Error("the muxer wrote nothing");
  return Buffer.from(buffer);
}
