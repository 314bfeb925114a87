// A stock Magento 2.4.7 has no house number field (the shop's `house_number` is an extension), so on
// one the house number lives in the first street line, after the street as the countries that ask
// for it write it ("Friedrichstraße 12a", "Calle Mayor 5", "Via Roma 10"). What goes in must come
// back out: an address read from a stock Magento has its number taken off that line again, so the
// form shows the street and the number in their own fields and saving it keeps one number.
import { usesHouseNumber } from "~/forms/address.fields";

/** The street lines a stock Magento keeps: the house number at the end of the first. */
export function streetWithHouseNumber(street: readonly string[], houseNumber: string | null | undefined): string[] {
  const number = houseNumber?.trim() ?? "";
  const [first = "", ...rest] = street;
  return number ? [`${first.trim()} ${number}`.trim(), ...rest] : [...street];
}

// "12", "12a", "12 a", "12-14", "5/2": a number, a letter, a range or a flat after a slash.
const NUMBER = String.raw`\d+(?:\s?[a-zA-Z])?(?:\s?[-/]\s?\d+(?:\s?[a-zA-Z])?)?`;
const NUMBER_LAST = new RegExp(String.raw`^(.*\S)\s+(${NUMBER})$`);
// Written the other way round, as some shops and imports keep it: "12a Friedrichstraße".
const NUMBER_FIRST = new RegExp(String.raw`^(${NUMBER})\s+(\S.*)$`);

/**
 * A stock Magento's street lines, read back: for a country whose addresses have a house number, the
 * number taken off the first line. A line without a number at either end stays as it is.
 */
export function houseNumberFromStreet(
  street: readonly string[],
  countryCode: string | null | undefined,
): { street: string[]; houseNumber: string } {
  const [first = "", ...rest] = street;
  if (!countryCode || !usesHouseNumber(countryCode.toUpperCase())) return { street: [...street], houseNumber: "" };
  const line = first.trim();
  const last = NUMBER_LAST.exec(line);
  // "Via Roma, 10": the comma before the number goes with it.
  if (last) return { street: [last[1]!.replace(/,$/, ""), ...rest], houseNumber: last[2]! };
  const leading = NUMBER_FIRST.exec(line);
  if (leading) return { street: [leading[2]!, ...rest], houseNumber: leading[1]! };
  return { street: [...street], houseNumber: "" };
}
