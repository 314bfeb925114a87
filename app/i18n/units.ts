// A quantity and its unit ("5 kg", "2,5 kg", "20 g") stay on one line: on a narrow phone a line that
// ends in "5" and a next one that starts with "kg" reads as two things. The space between them
// becomes a no-break one, in every language's text the shop shows from its backend.

const NUMBER_THEN_UNIT = /(\d) (?=(?:kg|g|mg|µg|l|ml|cl|cm|mm|m|km|kcal|kJ)(?![\p{L}\d]))/gu;

/** The text with a no-break space between each number and the unit after it. */
export const keepQuantitiesTogether = (text: string): string => text.replace(NUMBER_THEN_UNIT, "$1\u00a0");
