// All translations, read from locales/<locale>/<namespace>.json once at start-up. The browser
// receives only its own locale's, through the root loader.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Resource, ResourceLanguage } from "i18next";
import { namespaces } from "./config";
import { supportedLocales } from "./store-views";

export const LOCALES_DIR = join(process.cwd(), "locales");

function loadAll(): Resource {
  const all: Resource = {};
  for (const locale of supportedLocales) {
    all[locale] = {};
    for (const ns of namespaces) {
      all[locale][ns] = JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${ns}.json`), "utf8")) as ResourceLanguage;
    }
  }
  return all;
}

export const resources = loadAll();

export function resourcesFor(locale: string): Resource {
  return { [locale]: resources[locale] ?? resources["en-GB"] };
}
