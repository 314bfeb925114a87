// The EAV attributes a Magento 2.4.7 client can ask about (customAttributeMetadata, ...V2,
// attributesList, attributesForm), by entity type: the catalogue's own attributes (flavour, size,
// dietary, range, goal and the product texts, labels and options from the catalogue in the store
// view's language) and the system attributes a default Magento install defines; the customer and
// customer address attributes as 2.4.7 defines them, with this shop's configuration (date of birth
// and gender shown; prefix, middle name, suffix, tax/VAT and fax hidden) and its own customer
// attributes (mobile number, fitness goal, dietary needs). Definitions only: no table.
import { OPTION_ATTRIBUTES, TEXT_ATTRIBUTES, type AttributeFlag } from "../catalog/custom-attributes.js";
import { DIETARY_NEEDS, FITNESS_GOALS, GENDER_TEXT } from "../customer/attributes.js";

export type EntityTypeCode = "customer" | "customer_address" | "catalog_category" | "catalog_product";

/** Magento's eav_entity_type ids of a default install (an AttributeInput's entity_type may be the id). */
export const ENTITY_TYPE_IDS: Readonly<Record<string, EntityTypeCode>> = {
  "1": "customer",
  "2": "customer_address",
  "3": "catalog_category",
  "4": "catalog_product",
};

export type BackendType = "static" | "int" | "varchar" | "text" | "decimal" | "datetime";
export type FrontendInput =
  | "boolean"
  | "date"
  | "hidden"
  | "image"
  | "multiline"
  | "multiselect"
  | "price"
  | "select"
  | "text"
  | "textarea"
  | "weight";

export interface AttributeOptionDef {
  label: string;
  value: string;
}

export interface AttributeDef {
  code: string;
  /** The admin (default) label; a catalogue attribute's store view label comes from the catalogue. */
  label: string;
  frontend_input: FrontendInput;
  backend_type: BackendType;
  is_required?: boolean;
  is_unique?: boolean;
  /** Magento's is_visible: an attribute the storefront does not show is left out of every answer. */
  visible?: boolean;
  default_value?: string | null;
  frontend_class?: string | null;
  sort_order?: number;
  /** Fixed options (a customer select); a catalogue select's options are read from the catalogue. */
  options?: readonly AttributeOptionDef[];
  /** Options from elsewhere: the store view's allowed countries (Magento's country source model). */
  options_source?: "countries";
  /** The catalogue keeps this attribute's options (attributes / attribute_options tables). */
  catalogue_options?: boolean;
  // catalog_eav_attribute
  flags?: Partial<Record<AttributeFlag, boolean>>;
  apply_to?: readonly string[];
  swatch_input_type?: string | null;
  // customer_eav_attribute
  input_filter?: "NONE" | "DATE" | "TRIM" | "STRIPTAGS" | "ESCAPEHTML";
  multiline_count?: number;
  validate_rules?: ReadonlyArray<{ name: string; value: string }>;
}

const NAME_RULES = [
  { name: "MAX_TEXT_LENGTH", value: "255" },
  { name: "MIN_TEXT_LENGTH", value: "1" },
] as const;

const productOptionAttribute = (code: keyof typeof OPTION_ATTRIBUTES, def: Partial<AttributeDef>): AttributeDef => ({
  code,
  label: code,
  frontend_input: "select",
  backend_type: "int",
  catalogue_options: true,
  flags: OPTION_ATTRIBUTES[code],
  ...def,
});

const CATALOG_PRODUCT: readonly AttributeDef[] = [
  {
    code: "name",
    label: "Product Name",
    frontend_input: "text",
    backend_type: "varchar",
    is_required: true,
    frontend_class: "validate-length maximum-length-255",
    flags: { is_searchable: true, used_in_product_listing: true, is_used_for_promo_rules: false },
  },
  {
    code: "sku",
    label: "SKU",
    frontend_input: "text",
    backend_type: "static",
    is_required: true,
    is_unique: true,
    frontend_class: "validate-length maximum-length-64",
    flags: { is_searchable: true, used_in_product_listing: true, is_used_for_promo_rules: true },
  },
  {
    code: "price",
    label: "Price",
    frontend_input: "price",
    backend_type: "decimal",
    is_required: true,
    frontend_class: "validate-zero-or-greater",
    apply_to: ["SIMPLE", "VIRTUAL", "BUNDLE", "DOWNLOADABLE", "CONFIGURABLE"],
    flags: { is_filterable: true, is_searchable: true, used_in_product_listing: true, is_used_for_price_rules: true },
  },
  {
    code: "special_price",
    label: "Special Price",
    frontend_input: "price",
    backend_type: "decimal",
    frontend_class: "validate-zero-or-greater",
    apply_to: ["SIMPLE", "VIRTUAL", "BUNDLE", "DOWNLOADABLE", "CONFIGURABLE"],
    flags: { used_in_product_listing: true },
  },
  {
    code: "description",
    label: "Description",
    frontend_input: "textarea",
    backend_type: "text",
    flags: { is_searchable: true, is_comparable: true, is_html_allowed_on_front: true, is_wysiwyg_enabled: true },
  },
  {
    code: "short_description",
    label: "Short Description",
    frontend_input: "textarea",
    backend_type: "text",
    flags: {
      is_searchable: true,
      is_comparable: true,
      is_html_allowed_on_front: true,
      is_wysiwyg_enabled: true,
      used_in_product_listing: true,
    },
  },
  {
    code: "url_key",
    label: "URL Key",
    frontend_input: "text",
    backend_type: "varchar",
    flags: { used_in_product_listing: true },
  },
  { code: "meta_title", label: "Meta Title", frontend_input: "text", backend_type: "varchar" },
  { code: "meta_keyword", label: "Meta Keywords", frontend_input: "textarea", backend_type: "text" },
  { code: "meta_description", label: "Meta Description", frontend_input: "textarea", backend_type: "varchar" },
  {
    code: "weight",
    label: "Weight",
    frontend_input: "weight",
    backend_type: "decimal",
    apply_to: ["SIMPLE", "VIRTUAL", "BUNDLE", "DOWNLOADABLE", "CONFIGURABLE"],
  },
  productOptionAttribute("flavours", { label: "Flavour", sort_order: 1, swatch_input_type: "VISUAL" }),
  productOptionAttribute("size", { label: "Size", sort_order: 2, swatch_input_type: "DROPDOWN" }),
  productOptionAttribute("dietary", {
    label: "Dietary",
    frontend_input: "multiselect",
    backend_type: "varchar",
    sort_order: 3,
  }),
  productOptionAttribute("product_range", { label: "Range", sort_order: 4 }),
  productOptionAttribute("goal", {
    label: "Goal",
    frontend_input: "multiselect",
    backend_type: "varchar",
    sort_order: 5,
  }),
  {
    code: "ingredients",
    label: "Ingredients",
    frontend_input: "textarea",
    backend_type: "text",
    flags: TEXT_ATTRIBUTES.ingredients,
  },
  {
    code: "texture",
    label: "Texture",
    frontend_input: "text",
    backend_type: "varchar",
    flags: TEXT_ATTRIBUTES.texture,
  },
  {
    code: "active_ingredients",
    label: "Active Ingredients",
    frontend_input: "textarea",
    backend_type: "text",
    flags: TEXT_ATTRIBUTES.active_ingredients,
  },
  {
    code: "recommended_serving",
    label: "Recommended Serving",
    frontend_input: "text",
    backend_type: "varchar",
    flags: TEXT_ATTRIBUTES.recommended_serving,
  },
];

const CATALOG_CATEGORY: readonly AttributeDef[] = [
  { code: "name", label: "Name", frontend_input: "text", backend_type: "varchar", is_required: true, sort_order: 1 },
  {
    code: "is_active",
    label: "Enable Category",
    frontend_input: "select",
    backend_type: "int",
    is_required: true,
    sort_order: 2,
    options: [
      { label: "Yes", value: "1" },
      { label: "No", value: "0" },
    ],
  },
  {
    code: "description",
    label: "Description",
    frontend_input: "textarea",
    backend_type: "text",
    sort_order: 4,
    flags: { is_html_allowed_on_front: true, is_wysiwyg_enabled: true },
  },
  { code: "image", label: "Image", frontend_input: "image", backend_type: "varchar", sort_order: 5 },
  { code: "meta_title", label: "Page Title", frontend_input: "text", backend_type: "varchar", sort_order: 6 },
  { code: "meta_keywords", label: "Meta Keywords", frontend_input: "textarea", backend_type: "text", sort_order: 7 },
  {
    code: "meta_description",
    label: "Meta Description",
    frontend_input: "textarea",
    backend_type: "text",
    sort_order: 8,
  },
  {
    code: "display_mode",
    label: "Display Mode",
    frontend_input: "select",
    backend_type: "varchar",
    sort_order: 10,
    options: [
      { label: "Products only", value: "PRODUCTS" },
      { label: "Static block only", value: "PAGE" },
      { label: "Static block and products", value: "PRODUCTS_AND_PAGE" },
    ],
  },
  {
    code: "is_anchor",
    label: "Anchor",
    frontend_input: "select",
    backend_type: "int",
    default_value: "1",
    sort_order: 12,
    options: [
      { label: "Yes", value: "1" },
      { label: "No", value: "0" },
    ],
  },
  { code: "url_key", label: "URL Key", frontend_input: "text", backend_type: "varchar", sort_order: 3 },
  {
    code: "include_in_menu",
    label: "Include in Navigation Menu",
    frontend_input: "select",
    backend_type: "int",
    is_required: true,
    default_value: "1",
    sort_order: 10,
    options: [
      { label: "Yes", value: "1" },
      { label: "No", value: "0" },
    ],
  },
];

const label = (code: string) =>
  code
    .toLowerCase()
    .split("_")
    .map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : w))
    .join(" ");

const CUSTOMER: readonly AttributeDef[] = [
  {
    code: "prefix",
    label: "Name Prefix",
    frontend_input: "text",
    backend_type: "static",
    sort_order: 30,
    visible: false,
  },
  {
    code: "firstname",
    label: "First Name",
    frontend_input: "text",
    backend_type: "static",
    is_required: true,
    sort_order: 40,
    validate_rules: NAME_RULES,
  },
  {
    code: "middlename",
    label: "Middle Name/Initial",
    frontend_input: "text",
    backend_type: "static",
    sort_order: 50,
    visible: false,
  },
  {
    code: "lastname",
    label: "Last Name",
    frontend_input: "text",
    backend_type: "static",
    is_required: true,
    sort_order: 70,
    validate_rules: NAME_RULES,
  },
  {
    code: "suffix",
    label: "Name Suffix",
    frontend_input: "text",
    backend_type: "static",
    sort_order: 80,
    visible: false,
  },
  {
    code: "email",
    label: "Email",
    frontend_input: "text",
    backend_type: "static",
    is_required: true,
    sort_order: 80,
    validate_rules: [{ name: "INPUT_VALIDATION", value: "email" }],
  },
  {
    code: "dob",
    label: "Date of Birth",
    frontend_input: "date",
    backend_type: "static",
    sort_order: 90,
    input_filter: "DATE",
    frontend_class: "validate-date",
    validate_rules: [{ name: "INPUT_VALIDATION", value: "date" }],
  },
  {
    code: "taxvat",
    label: "Tax/VAT Number",
    frontend_input: "text",
    backend_type: "static",
    sort_order: 100,
    visible: false,
  },
  {
    code: "gender",
    label: "Gender",
    frontend_input: "select",
    backend_type: "static",
    sort_order: 110,
    options: Object.entries(GENDER_TEXT).map(([value, text]) => ({ label: text, value })),
  },
  {
    code: "mobile_number",
    label: "Mobile Number",
    frontend_input: "text",
    backend_type: "varchar",
    sort_order: 120,
    validate_rules: [{ name: "MAX_TEXT_LENGTH", value: "32" }],
  },
  {
    code: "fitness_goal",
    label: "Fitness Goal",
    frontend_input: "select",
    backend_type: "varchar",
    sort_order: 130,
    options: FITNESS_GOALS.map((goal) => ({ label: label(goal), value: goal })),
  },
  {
    code: "dietary_needs",
    label: "Dietary Needs",
    frontend_input: "multiselect",
    backend_type: "varchar",
    sort_order: 140,
    options: DIETARY_NEEDS.map((need) => ({ label: label(need), value: need })),
  },
];

const CUSTOMER_ADDRESS: readonly AttributeDef[] = [
  {
    code: "prefix",
    label: "Name Prefix",
    frontend_input: "text",
    backend_type: "static",
    sort_order: 10,
    visible: false,
  },
  {
    code: "firstname",
    label: "First Name",
    frontend_input: "text",
    backend_type: "static",
    is_required: true,
    sort_order: 20,
    validate_rules: NAME_RULES,
  },
  {
    code: "middlename",
    label: "Middle Name/Initial",
    frontend_input: "text",
    backend_type: "static",
    sort_order: 30,
    visible: false,
  },
  {
    code: "lastname",
    label: "Last Name",
    frontend_input: "text",
    backend_type: "static",
    is_required: true,
    sort_order: 40,
    validate_rules: NAME_RULES,
  },
  {
    code: "suffix",
    label: "Name Suffix",
    frontend_input: "text",
    backend_type: "static",
    sort_order: 50,
    visible: false,
  },
  {
    code: "company",
    label: "Company",
    frontend_input: "text",
    backend_type: "static",
    sort_order: 60,
    validate_rules: NAME_RULES,
  },
  {
    code: "street",
    label: "Street Address",
    frontend_input: "multiline",
    backend_type: "static",
    is_required: true,
    sort_order: 70,
    multiline_count: 2,
    validate_rules: NAME_RULES,
  },
  {
    code: "city",
    label: "City",
    frontend_input: "text",
    backend_type: "static",
    is_required: true,
    sort_order: 80,
    validate_rules: NAME_RULES,
  },
  {
    code: "country_id",
    label: "Country",
    frontend_input: "select",
    backend_type: "static",
    is_required: true,
    sort_order: 90,
    options_source: "countries",
  },
  { code: "region", label: "State/Province", frontend_input: "text", backend_type: "static", sort_order: 100 },
  { code: "region_id", label: "State/Province", frontend_input: "hidden", backend_type: "static", sort_order: 100 },
  { code: "postcode", label: "Zip/Postal Code", frontend_input: "text", backend_type: "static", sort_order: 110 },
  {
    code: "telephone",
    label: "Phone Number",
    frontend_input: "text",
    backend_type: "static",
    is_required: true,
    sort_order: 120,
    validate_rules: NAME_RULES,
  },
  { code: "fax", label: "Fax", frontend_input: "text", backend_type: "static", sort_order: 130, visible: false },
  {
    code: "vat_id",
    label: "VAT Number",
    frontend_input: "text",
    backend_type: "static",
    sort_order: 140,
    visible: false,
  },
];

export const ATTRIBUTES: Readonly<Record<EntityTypeCode, readonly AttributeDef[]>> = {
  customer: CUSTOMER,
  customer_address: CUSTOMER_ADDRESS,
  catalog_category: CATALOG_CATEGORY,
  catalog_product: CATALOG_PRODUCT,
};

const ADDRESS_FORM = CUSTOMER_ADDRESS.map((a) => a.code);
const ACCOUNT_FORM = CUSTOMER.map((a) => a.code);

/**
 * The storefront forms of customer_form_attribute (2.4.7's data patches) and the entity each reads;
 * the admin forms (adminhtml_*) are refused by attributesForm whatever this says.
 */
export const FORMS: Readonly<Record<string, { entity: EntityTypeCode; codes: readonly string[] }>> = {
  customer_account_create: { entity: "customer", codes: ACCOUNT_FORM },
  customer_account_edit: { entity: "customer", codes: ACCOUNT_FORM },
  customer_address_edit: { entity: "customer_address", codes: ADDRESS_FORM },
  customer_register_address: { entity: "customer_address", codes: ADDRESS_FORM },
};

export const entityTypeCode = (value: string): EntityTypeCode | undefined =>
  value in ATTRIBUTES ? (value as EntityTypeCode) : ENTITY_TYPE_IDS[value];
