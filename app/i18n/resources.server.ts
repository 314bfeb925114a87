// All translations, read from locales/<locale>/<namespace>.json once at start-up, each with a hash
// of its content. The browser gets a page's namespaces inline with the document and any other one
// from /locales/<locale>/<namespace>.<hash>.json: the address changes when the text does, so the
// file is cached for good (translationFileResponse).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { namespaces, type Namespace } from "./config";
import { supportedLocales } from "./store-views";
import type { Texts } from "./translate";

export const LOCALES_DIR = join(process.cwd(), "locales");

/** The hash part of a translation file's address: the first 12 hex digits of its SHA-256. */
export function contentHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

interface TranslationFile {
  /** The namespace's texts as the browser receives them (compact JSON). */
  json: string;
  hash: string;
}

const files = new Map<string, TranslationFile>();

/** Every locale's namespaces, complete. */
export type AllTexts = Record<string, Record<Namespace, Texts>>;

function loadAll(): AllTexts {
  const all = {} as AllTexts;
  for (const locale of supportedLocales) {
    all[locale] = {} as Record<Namespace, Texts>;
    for (const ns of namespaces) {
      const texts = JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${ns}.json`), "utf8")) as Texts;
      all[locale][ns] = texts;
      const json = JSON.stringify(texts);
      files.set(`${locale}/${ns}`, { json, hash: contentHash(json) });
    }
  }
  return all;
}

export const resources = loadAll();

/** Each namespace's content hash in one locale, for the addresses the browser loads them from. */
export function translationHashes(locale: string): Record<Namespace, string> {
  const known = supportedLocales.includes(locale) ? locale : "en-GB";
  return Object.fromEntries(namespaces.map((ns) => [ns, files.get(`${known}/${ns}`)!.hash])) as Record<
    Namespace,
    string
  >;
}

export const TRANSLATION_FILE_PREFIX = "/locales/";
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The answer for /locales/<locale>/<namespace>.<hash>.json. The current hash is cached for a year
 * and never asked again; an older hash (a page from before a deployment) gets today's texts,
 * uncached, so it still shows words; anything else is a plain 404.
 */
export function translationFileResponse(pathname: string): Response {
  const match = /^\/locales\/([A-Za-z-]+)\/([a-z]+)\.([0-9a-f]{12})\.json$/.exec(pathname);
  const file = match ? files.get(`${match[1]}/${match[2]}`) : undefined;
  if (!match || !file) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  }
  return new Response(file.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": match[3] === file.hash ? IMMUTABLE : "no-cache",
    },
  });
}
