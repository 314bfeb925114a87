// The seeded carriers and rates: constants the seed writes and the tests read.
// Rates are in each website's base currency, VAT included like every shelf price.

interface RatePlan {
  /** the website's home country: every carrier, at the home prices */
  home: string;
  homeRates: { flatrate: number; express: number; clickcollect: number };
  /** any other allowed country: standard delivery at this price */
  abroadFlatrate: number;
  /** the neighbours express also reaches, at this price; other countries get no express method */
  expressAbroad: { price: number; countries: string[] };
}

const EUR_NEIGHBOURS = ["AT", "BE", "DE", "ES", "FR", "IE", "IT", "LU", "NL"];

/** By website code (Magento's table rates are per website). Click and collect is offered at home only. */
export const RATE_PLANS: Record<string, RatePlan> = {
  base: {
    home: "GB",
    homeRates: { flatrate: 3.99, express: 6.99, clickcollect: 1.99 },
    abroadFlatrate: 9.99,
    expressAbroad: { price: 19.99, countries: ["BE", "DE", "FR", "IE", "NL"] },
  },
  us: {
    home: "US",
    homeRates: { flatrate: 5.99, express: 14.99, clickcollect: 2.99 },
    abroadFlatrate: 0,
    expressAbroad: { price: 0, countries: [] },
  },
  ...Object.fromEntries(
    (["ie", "de", "es", "fr", "it"] as const).map((code) => {
      const home = code.toUpperCase();
      const plan: RatePlan = {
        home,
        homeRates: { flatrate: 3.95, express: 7.95, clickcollect: 1.95 },
        abroadFlatrate: 8.95,
        expressAbroad: { price: 16.95, countries: EUR_NEIGHBOURS.filter((c) => c !== home) },
      };
      return [code, plan];
    }),
  ),
};
