// Basket extras the seed builds and tests rely on: personalised offers, the reward-product rule and
// the supersize upgrades (backend/seed/basket-extras.ts).

/** Protein in the basket and no shaker: the shaker is offered (action add_product). */
export const SHAKER_OFFER = { sku: "PW-SHAKER", lacksSkus: ["PW-SHAKER", "PW-STEEL"], proteinCategoryId: 3 } as const;

/** A subtotal of at least this much (display currency, VAT included) and no coupon: WELCOME10 is offered. */
export const COUPON_OFFER = { code: "WELCOME10", minSubtotal: { GBP: 40, EUR: 45, USD: 50 } } as const;

/** Creatine in the basket: a link to the amino acids (a path of the store view). */
export const AMINO_OFFER = {
  triggerSkus: ["PW-CREA-250", "PW-CREAPURE"],
  categoryUrlPath: "creatine-amino-acids",
} as const;

/** A subtotal of at least this much (display currency, VAT included, reward lines left out) earns a free product. */
export const REWARD_RULE = {
  minSubtotal: { GBP: 60, EUR: 70, USD: 75 },
  /** the choice: a simple product, and a configurable's variants (one entry per flavour in stock) */
  products: [
    { sku: "PW-SHAKER", childSku: null },
    { sku: "PW-BAR", childSku: "PW-BAR-CHOC-12BARS" },
    { sku: "PW-BAR", childSku: "PW-BAR-SALT-12BARS" },
    { sku: "PW-BAR", childSku: "PW-BAR-COOK-12BARS" },
    // out of stock: never offered
    { sku: "PW-BAR", childSku: "PW-BAR-PB-12BARS" },
  ],
  /** a bundle gift: the rule names its parts (option by position, selections by sku; SPEC select_bundle_items) */
  bundles: [
    {
      sku: "PW-BUNDLE-PRE",
      parts: [
        { optionPosition: 1, skus: ["PW-PRE-PUNCH-250G"] },
        { optionPosition: 2, skus: ["PW-BCAA-LEMON-250G"] },
      ],
    },
  ],
  discountLabel: "Free gift",
  popupTitle: "You have earned a free gift",
} as const;

/** Smaller pack -> larger pack of the same whey flavour; pack factor = how many small packs the large one holds. */
export const SUPERSIZE = {
  pairs: [
    { size: "1KG", to: "2.5KG", factor: 2.5 },
    { size: "2.5KG", to: "5KG", factor: 2 },
  ],
  flavours: ["CHOC", "VAN", "STRAW", "SALT"],
  /** PW-WHEY-SALT-5KG is out of stock: upgrading Salted Caramel 2.5 kg fails */
  failing: { from: "PW-WHEY-SALT-2.5KG", to: "PW-WHEY-SALT-5KG" },
  upgradable: { from: "PW-WHEY-VAN-1KG", to: "PW-WHEY-VAN-2.5KG" },
} as const;
