// A shopper's page holds the pictures beside its first screen's until that screen is painted (ADR
// 0085). The gallery's later slides lie next to the shown one, within the browser's lazy-loading
// distance, so a phone would fetch them at once, alongside the picture it shows first. The server
// marks the document's <html> with an attribute under which the gallery's styles hide them (with
// scripts only; their boxes keep their size); the start-up script (page-scripts.server.ts) removes
// it as it fetches the page's code, before React hydrates. The mark is written into the stream,
// not rendered by React: the browser's code never needs to know it, so it costs a shopper no script.
import { Transform } from "node:stream";

export const HOLD_PICTURES_ATTRIBUTE = "data-holding";

const HTML_TAG = Buffer.from("<html");
const MARK = Buffer.from(` ${HOLD_PICTURES_ATTRIBUTE}=""`);

/**
 * Passes the document through, with the mark in its <html> tag. Only the first chunk is looked at
 * (React writes the doctype and the tag first); a document without the tag there passes unchanged,
 * and then nothing is held.
 */
export function markHeldPictures(): Transform {
  let first = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!first) return callback(null, chunk);
      first = false;
      const at = chunk.indexOf(HTML_TAG);
      if (at < 0) return callback(null, chunk);
      const end = at + HTML_TAG.length;
      callback(null, Buffer.concat([chunk.subarray(0, end), MARK, chunk.subarray(end)]));
    },
  });
}
