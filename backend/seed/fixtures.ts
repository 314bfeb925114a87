// Fixtures that end-to-end and backend tests rely on. The seed builds these exact records.

export const ROOT_CATEGORY_ID = 2; // Magento's "Default Category" (root of the store's tree)

export const PROTEIN_CATEGORY = {
  url_key: "protein",
  url_path: "protein",
  names: { en: "Protein", de: "Protein", es: "Proteínas", fr: "Protéines", it: "Proteine" },
} as const;

/** Flavour options of the whey, in option position order (NOT alphabetical). */
export const WHEY_FLAVOURS = [
  {
    code: "CHOC",
    en: "Chocolate Smooth",
    de: "Schokolade",
    es: "Chocolate suave",
    fr: "Chocolat onctueux",
    it: "Cioccolato cremoso",
  },
  { code: "VAN", en: "Vanilla", de: "Vanille", es: "Vainilla", fr: "Vanille", it: "Vaniglia" },
  {
    code: "STRAW",
    en: "Strawberry Cream",
    de: "Erdbeersahne",
    es: "Fresa y nata",
    fr: "Fraise à la crème",
    it: "Fragola e panna",
  },
  {
    code: "SALT",
    en: "Salted Caramel",
    de: "Gesalzenes Karamell",
    es: "Caramelo salado",
    fr: "Caramel salé",
    it: "Caramello salato",
  },
] as const;

export const WHEY_SIZES = [
  { code: "1KG", label: "1 kg", prices: { GBP: 19.99, EUR: 22.99, USD: 24.99 } },
  { code: "2.5KG", label: "2.5 kg", prices: { GBP: 39.99, EUR: 45.99, USD: 49.99 } },
  { code: "5KG", label: "5 kg", prices: { GBP: 69.99, EUR: 79.99, USD: 89.99 } },
] as const;

export const WHEY = {
  sku: "PW-WHEY",
  url_key: "impact-whey-protein",
  name: "Impact Whey Protein",
  names: {
    en: "Impact Whey Protein",
    de: "Impact Whey Protein",
    es: "Impact Whey Protein",
    fr: "Impact Whey Protein",
    it: "Impact Whey Protein",
  },
  categoryPosition: 1,
  /** Variant sku: PW-WHEY-<FLAVOUR>-<SIZE>, e.g. PW-WHEY-VAN-1KG */
  variantSku: (flavour: (typeof WHEY_FLAVOURS)[number]["code"], size: (typeof WHEY_SIZES)[number]["code"]) =>
    `PW-WHEY-${flavour}-${size}`,
  outOfStock: ["PW-WHEY-SALT-5KG", "PW-WHEY-STRAW-1KG"],
  stockQty: 100,
} as const;

export const CREATINE = {
  sku: "PW-CREA-250",
  url_key: "creatine-monohydrate",
  name: "Creatine Monohydrate 250g",
  prices: { GBP: 9.99, EUR: 11.99, USD: 12.99 },
  stockQty: 50,
} as const;

export const ELECTROLYTES = {
  sku: "PW-ELEC",
  url_key: "electrolyte-tablets",
  name: "Electrolyte Tablets",
  prices: { GBP: 6.99, EUR: 7.99, USD: 8.99 },
  stockQty: 0,
} as const;

export const STARTER_BUNDLE = {
  sku: "PW-BUNDLE-STARTER",
  url_key: "muscle-starter-bundle",
  name: "Muscle Starter Bundle",
} as const;

/** VAT included in catalogue prices, per store view. */
export const VAT_RATES = { default: 0.2, ie: 0.23, us: 0, de: 0.19, es: 0.21, fr: 0.2, it: 0.22 } as const;

export const STORE_CODES = ["default", "ie", "us", "de", "es", "fr", "it"] as const;
export type StoreCode = (typeof STORE_CODES)[number];

/** The privacy policy CMS page (Magento's sample identifier), one per language; en serves default/ie/us. */
export const PRIVACY_PAGE = {
  identifier: "privacy-policy-cookie-restriction-mode",
  url_key: {
    en: "privacy-policy",
    de: "datenschutz",
    es: "politica-de-privacidad",
    fr: "politique-de-confidentialite",
    it: "informativa-privacy",
  },
  title: {
    en: "Privacy and Cookie Policy",
    de: "Datenschutzerklärung",
    es: "Política de privacidad",
    fr: "Politique de confidentialité",
    it: "Informativa sulla privacy",
  },
} as const;

/** The company behind the shop, as the terms, delivery, returns and contact pages name it. */
export const SHOP_COMPANY = {
  shopName: "Peak Whey",
  legalName: "Peak Whey Ltd",
  companyNumber: "13478251",
  registeredIn: "England and Wales",
  vatNumber: "GB 318 4672 05",
  director: "Sarah Whitfield",
  street: "Unit 4, Trafford Wharf Trade Park, Wharf End",
  city: "Manchester",
  postcode: "M17 1AE",
  email: "help@pw-sports-nutrition.example",
  /** UK line (Ofcom's range for drama, never a real subscriber) and the US line (555-01xx) */
  phone: { uk: "+44 161 496 0738", ukDisplay: "0161 496 0738", us: "+1 646 555 0142", usDisplay: "(646) 555-0142" },
} as const;

/** Which text of a legal page a store view reads: the US store has its own English. */
export type LegalTextKey = "en" | "us" | "de" | "es" | "fr" | "it";

interface LegalPageFixture {
  identifier: string;
  url_key: Record<LegalTextKey, string>;
  title: Record<LegalTextKey, string>;
}

/**
 * The pages a UK or EU shop must publish besides its privacy policy, one CMS page each in every
 * store view, at a translated address (the storefront's app/i18n/page-segments.json holds the same segments).
 * Delivery and returns are separate pages, as UK shops keep them.
 */
export const LEGAL_PAGES = {
  terms: {
    identifier: "terms-and-conditions",
    url_key: { en: "terms", us: "terms", de: "agb", es: "condiciones", fr: "conditions-generales", it: "condizioni" },
    title: {
      en: "Terms and conditions",
      us: "Terms and conditions",
      de: "Allgemeine Geschäftsbedingungen",
      es: "Condiciones generales de venta",
      fr: "Conditions générales de vente",
      it: "Condizioni generali di vendita",
    },
  },
  delivery: {
    identifier: "delivery",
    url_key: { en: "delivery", us: "shipping", de: "versand", es: "envios", fr: "livraison", it: "spedizioni" },
    title: {
      en: "Delivery",
      us: "Shipping",
      de: "Versand und Lieferung",
      es: "Envíos",
      fr: "Livraison",
      it: "Spedizioni",
    },
  },
  returns: {
    identifier: "returns",
    url_key: { en: "returns", us: "returns", de: "rueckgabe", es: "devoluciones", fr: "retours", it: "resi" },
    title: {
      en: "Returns and refunds",
      us: "Returns and refunds",
      de: "Widerruf und Rückgabe",
      es: "Devoluciones y desistimiento",
      fr: "Retours et rétractation",
      it: "Resi e recesso",
    },
  },
  contact: {
    identifier: "contact-us",
    url_key: { en: "contact", us: "contact", de: "kontakt", es: "contacto", fr: "contact", it: "contatti" },
    title: {
      en: "Contact us",
      us: "Contact us",
      de: "Kontakt und Impressum",
      es: "Contacto",
      fr: "Contact et mentions légales",
      it: "Contatti e note legali",
    },
  },
} as const satisfies Record<string, LegalPageFixture>;

export type LegalPageName = keyof typeof LEGAL_PAGES;

/** The text a store view reads: its language's, the US store its own. */
export const legalTextKey = (storeCode: string, lang: string): LegalTextKey =>
  storeCode === "us" ? "us" : (lang as LegalTextKey);

/** Stores whose newsletter uses double opt-in (subscribeEmailToNewsletter answers NOT_ACTIVE). */
export const NEWSLETTER_CONFIRM_STORES = ["de"] as const;
