// Compressing answers once, well (node:zlib): brotli where the browser accepts it, else gzip.
//
// The old way (the `compression` middleware behind Remix's writer, which flushes after every chunk
// React hands it) ended a deflate block per chunk: a product page went out as 31 KB of gzip where one
// pass makes 22 KB, and brotli 19 KB. A whole document (public pages: app/http/page-delivery.server.ts)
// is compressed in one call; a streamed one (personal pages) is flushed at most once per turn of the
// event loop, so everything React wrote in one go shares one block and the shopper still sees the
// page's shell before its slow parts.
import { Transform, type Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";

export type ContentCoding = "br" | "gzip" | "identity";

/** Bodies below this size go out as they are: the headers would outweigh the saving. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Brotli quality for an answer made now (an uncached or personal page, a kept page's first answer):
 * 2-3 ms for a 120 KB page, within 2 % of quality 9. Quality 4 would save about 0.3 ms an answer but
 * send a search page 6 % bigger (16.3 against 15.3 KB): a shopper's slow link pays more than that.
 */
export const BROTLI_QUALITY_NOW = 5;
/** Brotli quality for a page kept in the cache: slow (about 0.3 s), done once in the background. */
export const BROTLI_QUALITY_KEPT = 11;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The coding to answer with: brotli when accepted, else gzip, else none (RFC 9110 q-values). */
export function preferredCoding(acceptEncoding: string | null | undefined): ContentCoding {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/** Text answers (pages, single-fetch data, JSON) are worth compressing; pictures and archives are not. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i.test(contentType ?? "");
}

/** A whole body in one pass. */
export function compressWhole(
  body: Buffer,
  coding: Exclude<ContentCoding, "identity">,
  brotliQuality = BROTLI_QUALITY_NOW,
) {
  if (coding === "gzip") return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * A compressor for a streamed body that flushes once per turn of the event loop: the chunks written
 * together share one compressed block, and what was written reaches the browser without waiting
 * for the rest of the page.
 */
export function streamingCompressor(coding: Exclude<ContentCoding, "identity">): Transform {
  const compressor =
    coding === "gzip"
      ? zlib.createGzip({ level: 6 })
      : zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_NOW,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        });
  let flushPending = false;
  const write = compressor.write.bind(compressor);
  compressor.write = ((chunk: unknown, ...rest: unknown[]) => {
    const result = (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    if (!flushPending) {
      flushPending = true;
      setImmediate(() => {
        flushPending = false;
        if (!compressor.writableEnded && !compressor.destroyed) compressor.flush();
      });
    }
    return result;
  }) as typeof compressor.write;
  return compressor;
}

/** Reads a whole stream into one buffer. */
export async function readWhole(stream: Readable | AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
