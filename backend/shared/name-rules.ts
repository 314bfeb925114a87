// What a name and an address line may hold, as Magento 2.4 checks them (Customer\Model\Validator\Name,
// Framework\Validator\GlobalStreetValidator): letters and marks of any script, digits, spaces and a
// small set of punctuation. Markup (`<img src=x onerror=...>`, `"><script>`) is refused at the door
// rather than stored as typed. app/forms/person-rules.ts says the same to the shopper.

/** Magento's name pattern: letters, marks, digits, spaces and , - _ . ' (and the typographic ’). */
const NAME = /^[\p{L}\p{M}\d\s,\-_.'’]{1,255}$/u;

/** Magento's street pattern (letters, digits, spaces, , - . ' ’ ` & [ ] ( )), with / and # for flat numbers. */
const STREET = /^[\p{L}\p{M}\d\s,\-.'’`&[\]()/#]{1,255}$/u;

export const isValidName = (value: string) => NAME.test(value);
export const isValidStreetLine = (value: string) => STREET.test(value);

const LABELS: Readonly<Record<string, string>> = {
  firstname: "First Name",
  lastname: "Last Name",
  middlename: "Middle Name",
};

/** Magento's refusal of a name ("First Name is not valid!"). */
export const nameNotValid = (field: string) => `${LABELS[field] ?? field} is not valid!`;

/** Magento's refusal of a street line, also used for the town. */
export const STREET_NOT_VALID =
  "Invalid Street Address. Please use only A-Z, a-z, 0-9, spaces, commas, -, ., ', &, [], ()";
