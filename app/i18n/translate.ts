// The shop's translate function: the part of i18next (v23, JSON v4) the shop uses, in a few hundred
// bytes, so the browser does not download i18next. Same answers as i18next with the shop's options
// (translate.test.ts compares every key of every locale):
// - keys are paths ("basket.title"); "ns:key" or { ns } picks another namespace;
// - {{name}} takes options.name, numbers written the locale's way (1,500 / 1.500); a placeholder
//   without a value stays as it is, one given as undefined or null becomes empty;
// - { count } picks key_zero (count 0), then key_<Intl.PluralRules category>, then key_other, then key;
// - { context } picks key_<context> (and its plurals) first;
// - { defaultValue } (or a string as second argument) when the key is missing, else the key itself.
// Nesting ($t(...)), formats ({{x, format}}), {{- x}}, keys with dots and returnObjects are not used
// by the shop's texts (the test checks) and not supported: a key naming a group of texts is missing.
import type { TFunction } from "i18next";
import { formatInterpolated } from "./config";
import { madeOnce } from "./format";

/** One namespace's texts, as in locales/<locale>/<namespace>.json. */
export interface Texts {
  [key: string]: string | Texts;
}

/** A locale's namespaces (those at hand: in the browser, the page's and those loaded since). */
export type LocaleTexts = Partial<Record<string, Texts>>;

export interface TranslateOptions {
  ns?: string;
  count?: number | string;
  context?: string | number;
  defaultValue?: string;
  [value: string]: unknown;
}

type Found = string | Texts | undefined;

/** The text at a dotted path (no key in the shop's texts has a dot of its own: the test checks). */
function lookup(texts: Texts | undefined, key: string): Found {
  let node: Found = texts;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object" || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

function pluralCategory(locale: string, count: number): string {
  return madeOnce(Intl.PluralRules, locale.replace("_", "-")).select(count);
}

/** i18next's "does this key look like a path" test, which decides whether "a:b" names a namespace. */
function looksLikePath(key: string): boolean {
  const natural = /( |,|\?|!|;)/;
  if (!natural.test(key)) return true;
  const dot = key.indexOf(".");
  return dot > 0 && !natural.test(key.substring(0, dot));
}

const PLACEHOLDER = /{{(.+?)}}/g;

function interpolate(text: string, data: TranslateOptions, locale: string, decimalMark?: string): string {
  PLACEHOLDER.lastIndex = 0;
  let match: RegExpExecArray | null;
  let out = text;
  while ((match = PLACEHOLDER.exec(out))) {
    const name = match[1].trim();
    let value: unknown = name.includes(".") ? lookup(data as Texts, name) : data[name];
    value = formatInterpolated(value, undefined, locale, decimalMark);
    if (value === undefined) {
      if (!Object.prototype.hasOwnProperty.call(data, name)) continue;
      value = "";
    }
    const replacement = value == null ? "" : String(value);
    const whole = match[0];
    out = out.replace(whole, () => replacement);
    PLACEHOLDER.lastIndex += replacement.length - whole.length;
  }
  return out;
}

/** The text of `key` in `namespace` (or the key's own "ns:" prefix, or options.ns) of one locale. */
export function translate(
  texts: LocaleTexts,
  locale: string,
  namespace: string,
  key: string,
  options: TranslateOptions = {},
): string {
  let ns = options.ns ?? namespace;
  let path = key;
  const colon = key.indexOf(":");
  if (colon > -1 && looksLikePath(key)) {
    const parts = key.split(":");
    ns = parts.shift()!;
    path = parts.join(".");
  }
  const nsTexts = texts[ns];
  const { count, context } = options;
  const plural = count !== undefined && typeof count !== "string";
  const suffix = plural ? `_${pluralCategory(locale, count)}` : "";
  // Tried last first, as i18next pops them: context with plural, context, plural, the key.
  // A count whose category a text lacks (French "many", 1,000,000) takes the locale's "other" rather
  // than the key: i18next showed the key in the browser (and English on the server) there.
  const candidates = [path];
  if (plural) {
    if (suffix !== "_other") candidates.push(`${path}_other`);
    candidates.push(path + suffix);
    if (count === 0) candidates.push(`${path}_zero`);
  }
  if (context !== undefined && context !== "" && (typeof context === "string" || typeof context === "number")) {
    const withContext = `${path}_${context}`;
    candidates.push(withContext);
    if (plural) {
      candidates.push(withContext + suffix);
      if (count === 0) candidates.push(`${withContext}_zero`);
    }
  }
  let found: Found;
  for (let i = candidates.length - 1; i >= 0 && found === undefined; i--) found = lookup(nsTexts, candidates[i]);
  // A key that names a group of texts reads as a missing one (i18next's returnObjects is not
  // supported; its words for it, "returned an object instead of string", are no shopper's).
  if (typeof found !== "string") {
    const fallback =
      (plural && count === 0 && (options.defaultValue_zero as string | undefined)) ||
      (options[`defaultValue${suffix}`] as string | undefined) ||
      options.defaultValue;
    const hasDefault = Object.keys(options).some(
      (name) => name.startsWith("defaultValue") && options[name] !== undefined,
    );
    found = hasDefault && fallback != null ? fallback : path;
  }
  return interpolate(found, options, locale, texts.common?.decimalMark as string | undefined);
}

/** A `t(key, options)` for one locale and namespace, typed as i18next's so callers keep their types. */
export function fixedT(texts: LocaleTexts, locale: string, namespace: string): TFunction {
  const t = (key: string, options?: TranslateOptions | string) =>
    translate(texts, locale, namespace, key, typeof options === "string" ? { defaultValue: options } : options);
  return t as unknown as TFunction;
}
