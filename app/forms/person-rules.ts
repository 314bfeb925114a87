// What a name and an address line may hold: what the shop's backend accepts, as Magento 2.4 checks
// them (its name rule and its street rule; backend/shared/name-rules.ts). Letters and accents of
// any script, digits, spaces and a little punctuation; markup such as `<img ...>` is refused with
// a message by the field, never stored.

const NAME = /^[\p{L}\p{M}\d\s,\-_.'’]*$/u;
const STREET = /^[\p{L}\p{M}\d\s,\-.'’`&[\]()/#]*$/u;

export const isValidName = (value: string) => NAME.test(value);
export const isValidStreetLine = (value: string) => STREET.test(value);
