// Draws the shop's icons (favicon, apple-touch-icon, web app manifest icons) into public/ with no
// image library: a blue rounded square with a white blocky "PW". Run once after changing the mark:
// `npx tsx scripts/make-icons.ts`; the files it writes are committed.
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const BRAND = [0x0b, 0x5f, 0xff];
const WHITE = [0xff, 0xff, 0xff];

/** "PW" on a 16 x 16 grid: each string is a row, "#" is ink. */
const MARK = [
  "................",
  "................",
  "................",
  "................",
  ".###..#...#...#.",
  ".#..#.#...#...#.",
  ".#..#.#...#...#.",
  ".###..#..###..#.",
  ".#....#.#...#.#.",
  ".#....##.....##.",
  ".#....#.......#.",
  "................",
  "................",
  "................",
  "................",
  "................",
];

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of the mark at `size` px, corners rounded and transparent outside. */
function png(size: number): Buffer {
  const radius = size * 0.2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const cx = Math.min(x + 0.5, size - x - 0.5);
      const cy = Math.min(y + 0.5, size - y - 0.5);
      const outside = cx < radius && cy < radius && Math.hypot(radius - cx, radius - cy) > radius;
      const ink = MARK[Math.floor((y / size) * 16)][Math.floor((x / size) * 16)] === "#";
      const [r, g, b] = ink ? WHITE : BRAND;
      row.set([r, g, b, outside ? 0 : 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An .ico holding PNG images (supported by every current browser). */
function ico(sizes: number[]): Buffer {
  const images = sizes.map(png);
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[i] % 256, 0);
    entry.writeUInt8(sizes[i] % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

const out = new URL("../public/", import.meta.url);
writeFileSync(new URL("favicon.ico", out), ico([16, 32, 48]));
writeFileSync(new URL("apple-touch-icon.png", out), png(180));
writeFileSync(new URL("icon-192.png", out), png(192));
writeFileSync(new URL("icon-512.png", out), png(512));
console.log("icons written to public/");
