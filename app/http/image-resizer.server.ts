// The storefront's picture endpoint (SPEC §9), Next.js-style: GET /_img?src=/media/...&w=384&q=75.
// Only the shop's own media (never an arbitrary URL: no SSRF), only the SPEC's widths and quality,
// AVIF or WebP as the browser accepts, never wider than the source. Results are kept on disk (bounded)
// and cached by browsers and CDNs for a year: a picture's address never changes its content.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { RequestHandler } from "express";
import sharp from "sharp";
import { ALLOWED_WIDTHS, IMAGE_QUALITY } from "~/media/images";

/** A source larger than this is refused (pictures of the catalogue are well under 1 MB). */
const MAX_SOURCE_BYTES = 15 * 1024 * 1024;
/** Decompression bombs: sharp refuses inputs with more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;
const SOURCE_TYPES = /\.(webp|png|jpe?g|avif|gif)$/i;

export type ImageFormat = "avif" | "webp" | "jpeg" | "png";

export interface ImageResizerOptions {
  /** The source picture's bytes for a media path ("/media/catalog/..."), null when there is none. */
  loadSource(mediaPath: string): Promise<Buffer | null>;
  /** Where results are kept; null keeps none. */
  cacheDir: string | null;
  /** Bound of the disk cache; the oldest results go first. */
  maxCacheBytes?: number;
}

/** The format to answer in: AVIF or WebP when the browser says it takes them, else JPEG (PNG for alpha). */
export function negotiateFormat(accept: string | undefined, hasAlpha: boolean): ImageFormat {
  const a = (accept ?? "").toLowerCase();
  if (a.includes("image/avif")) return "avif";
  if (a.includes("image/webp")) return "webp";
  return hasAlpha ? "png" : "jpeg";
}

type Parsed = { src: string; width: number; quality: number } | { error: string };

/** Checks the query; the messages say what is wrong, for a developer reading a 400. */
export function parseImageQuery(query: Record<string, unknown>): Parsed {
  const { src, w, q } = query;
  if (typeof src !== "string" || !src) return { error: "src is required: a picture of the shop's media (/media/...)" };
  if (!src.startsWith("/media/") || src.includes("..") || src.includes("\\") || src.includes("//") || /[?#%]/.test(src))
    return { error: "src must be a path under /media/ of the shop (no other addresses are resized)" };
  if (/\.svg$/i.test(src)) return { error: "SVG pictures are not resized: use them as they are" };
  if (!SOURCE_TYPES.test(src)) return { error: "src must be a WebP, PNG, JPEG, AVIF or GIF picture" };
  const width = typeof w === "string" && /^\d+$/.test(w) ? Number(w) : NaN;
  if (!ALLOWED_WIDTHS.includes(width)) return { error: `w must be one of ${ALLOWED_WIDTHS.join(", ")}` };
  const quality = q === undefined ? IMAGE_QUALITY : typeof q === "string" && /^\d+$/.test(q) ? Number(q) : NaN;
  if (quality !== IMAGE_QUALITY) return { error: `q must be ${IMAGE_QUALITY}` };
  return { src, width, quality };
}

const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** Resizes `input` to at most `width` wide (never wider than it is) in `format`. */
export async function resizeImage(input: Buffer, width: number, quality: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  // AVIF's effort is low so that a first request stays quick; later ones come from the cache.
  if (format === "avif") return image.avif({ quality: quality - 20, effort: 2 }).toBuffer();
  if (format === "webp") return image.webp({ quality, effort: 4 }).toBuffer();
  if (format === "png") return image.png({ compressionLevel: 8 }).toBuffer();
  return image.jpeg({ quality, mozjpeg: true }).toBuffer();
}

export function createImageResizer(options: ImageResizerOptions): RequestHandler {
  const maxCacheBytes = options.maxCacheBytes ?? 512 * 1024 * 1024;
  const running = new Map<string, Promise<{ body: Buffer; format: ImageFormat } | null>>();
  let writtenSincePrune = 0;

  async function prune(dir: string) {
    const files: Array<{ path: string; size: number; mtime: number }> = [];
    for (const sub of await readdir(dir).catch(() => [] as string[])) {
      for (const name of await readdir(join(dir, sub)).catch(() => [] as string[])) {
        const path = join(dir, sub, name);
        const s = await stat(path).catch(() => null);
        if (s?.isFile()) files.push({ path, size: s.size, mtime: s.mtimeMs });
      }
    }
    let total = files.reduce((n, f) => n + f.size, 0);
    for (const f of files.sort((a, b) => a.mtime - b.mtime)) {
      if (total <= maxCacheBytes * 0.8) break;
      await unlink(f.path).catch(() => {});
      total -= f.size;
    }
  }

  async function produce(src: string, width: number, quality: number, accept: string | undefined, key: string) {
    const dir = options.cacheDir;
    // a browser taking neither AVIF nor WebP gets JPEG, or PNG for a source with alpha
    const wanted = negotiateFormat(accept, false);
    for (const format of wanted === "jpeg" ? (["jpeg", "png"] as const) : [wanted]) {
      const file = dir && join(dir, key.slice(0, 2), `${key}.${format}`);
      if (file && existsSync(file)) return { body: await readFile(file), format };
    }
    const input = await options.loadSource(src);
    if (!input) return null;
    if (input.length > MAX_SOURCE_BYTES) throw new BadSource("The source picture is too large");
    let hasAlpha: boolean;
    try {
      hasAlpha = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).hasAlpha ?? false;
    } catch {
      throw new BadSource("The source is not a picture that can be resized");
    }
    const format = negotiateFormat(accept, hasAlpha);
    let body: Buffer;
    try {
      body = await resizeImage(input, width, quality, format);
    } catch {
      throw new BadSource("The source is not a picture that can be resized");
    }
    if (dir) {
      const folder = join(dir, key.slice(0, 2));
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${key}.${format}`);
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
      writtenSincePrune += body.length;
      if (writtenSincePrune > maxCacheBytes / 20) {
        writtenSincePrune = 0;
        void prune(dir);
      }
    }
    return { body, format };
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const parsed = parseImageQuery(req.query as Record<string, unknown>);
    if ("error" in parsed) {
      res.status(400).type("text/plain").set("Cache-Control", "no-store").send(parsed.error);
      return;
    }
    const accept = req.get("accept");
    const wants = negotiateFormat(accept, false);
    const key = createHash("sha256")
      .update(`${parsed.src}|${parsed.width}|${parsed.quality}|${wants}`)
      .digest("hex")
      .slice(0, 40);
    const jobKey = key;
    let job = running.get(jobKey);
    if (!job) {
      job = produce(parsed.src, parsed.width, parsed.quality, accept, key).finally(() => running.delete(jobKey));
      running.set(jobKey, job);
    }
    job.then(
      (result) => {
        res.set("Vary", "Accept");
        if (!result) {
          res.status(404).type("text/plain").set("Cache-Control", "public, max-age=60").send("No such picture");
          return;
        }
        const etag = `"${key.slice(0, 16)}-${result.format}"`;
        res.set({
          "Content-Type": CONTENT_TYPES[result.format],
          "Cache-Control": "public, max-age=31536000, immutable",
          ETag: etag,
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'",
        });
        if (req.get("if-none-match") === etag) {
          res.status(304).end();
          return;
        }
        res.status(200).send(result.body);
      },
      (error: unknown) => {
        if (error instanceof BadSource) {
          res.status(400).type("text/plain").set("Cache-Control", "no-store").send(error.message);
          return;
        }
        next(error);
      },
    );
  };
}

class BadSource extends Error {}

/** Reads media from a backend over HTTP (COMMERCE_URL mode): only its origin, only /media/ paths. */
export function fetchMediaFrom(origin: string, timeoutMs: number) {
  const base = new URL(origin).origin;
  return async (mediaPath: string): Promise<Buffer | null> => {
    const response = await fetch(new URL(mediaPath, base), {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`media ${mediaPath}: ${response.status}`);
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > MAX_SOURCE_BYTES) throw new BadSource("The source picture is too large");
    return Buffer.from(await response.arrayBuffer());
  };
}
