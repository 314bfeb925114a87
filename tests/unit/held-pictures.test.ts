// The mark a shopper's page carries in its <html> tag while the pictures beside its first screen's
// wait (ADR 0085): written into the stream React renders, once, and nowhere but the tag.
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { HOLD_PICTURES_ATTRIBUTE, markHeldPictures } from "~/http/held-pictures.server";

const through = (chunks: Array<string | Buffer>) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(markHeldPictures()));

describe("the held pictures' mark", () => {
  it("is written into the document's <html> tag, keeping its attributes", async () => {
    expect(await through(['<!DOCTYPE html><html lang="de-DE"><head>', "<body><p>html</p></body></html>"])).toBe(
      `<!DOCTYPE html><html ${HOLD_PICTURES_ATTRIBUTE}="" lang="de-DE"><head><body><p>html</p></body></html>`,
    );
  });

  it("is written once: later chunks pass as they are, whatever they hold", async () => {
    const page = await through(["<!DOCTYPE html><html><head>", "<template><html></template>", "€ ü 😀"]);
    expect(page.split(HOLD_PICTURES_ATTRIBUTE)).toHaveLength(2);
    expect(page).toContain("<template><html></template>€ ü 😀");
  });

  it("keeps a character split between two chunks whole", async () => {
    const euro = Buffer.from("<html>€");
    expect(await through([euro.subarray(0, 7), euro.subarray(7)])).toBe(`<html ${HOLD_PICTURES_ATTRIBUTE}="">€`);
  });

  it("leaves a document without the tag in its first chunk unchanged: nothing is held", async () => {
    expect(await through(["<!DOCTYPE html>", "<html><body></body></html>"])).toBe(
      "<!DOCTYPE html><html><body></body></html>",
    );
  });
});
