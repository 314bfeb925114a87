// The demo customers' address book, details and contact preferences: the seed
// builds these, tests and the README rely on them.

export const DEMO_ADDRESSES = {
  /** default billing and shipping */
  home: {
    firstname: "Alex",
    lastname: "Demo",
    company: null,
    street: ["12 Riverside Walk", "Flat 3"],
    house_number: null,
    city: "Manchester",
    region: "Greater Manchester",
    postcode: "M3 4JR",
    country_code: "GB",
    telephone: "+44 161 496 0123",
  },
  /** a German address with its house number */
  berlin: {
    firstname: "Alex",
    lastname: "Demo",
    company: "Demo Sports GmbH",
    street: ["Torstraße"],
    house_number: "125",
    city: "Berlin",
    region: null,
    postcode: "10119",
    country_code: "DE",
    telephone: "+49 30 901820",
  },
} as const;

export const DEMO_DETAILS = {
  mobile_number: "+447911123456",
  fitness_goal: "MUSCLE_MASS",
  dietary_needs: ["GLUTEN_FREE", "VEGETARIAN"],
  date_of_birth: "1990-05-17",
  gender: 4,
  /** channels switched on; the others are off */
  contact_channels: ["EMAIL", "SMS"],
} as const;

export const OTHER_ADDRESS = {
  firstname: "Sam",
  lastname: "Other",
  company: null,
  street: ["1 Harbour Road"],
  house_number: null,
  city: "Dublin",
  region: "Dublin",
  postcode: "D02 X285",
  country_code: "IE",
  telephone: "+353 1 555 0142",
} as const;
