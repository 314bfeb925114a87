// Magento's EavGraphQl answers: the deprecated customAttributeMetadata (an attribute's data type),
// customAttributeMetadataV2, attributesList and attributesForm (CustomAttributeMetadataInterface items
// with an `errors` list), with 2.4.7's messages and its rule that an attribute the storefront does not
// show (is_visible 0) is left out without an error.
import type { CatalogReader } from "../catalog/repository.js";
import type { AttributeFlag } from "../catalog/custom-attributes.js";
import type { AttributeFilterInput } from "../generated/resolvers-types.js";
import { gqlError } from "../graphql/errors.js";
import {
  ATTRIBUTES,
  entityTypeCode,
  FORMS,
  type AttributeDef,
  type AttributeOptionDef,
  type EntityTypeCode,
} from "./attributes.js";

const FLAGS: readonly AttributeFlag[] = [
  "is_comparable",
  "is_filterable",
  "is_filterable_in_search",
  "is_html_allowed_on_front",
  "is_searchable",
  "is_used_for_price_rules",
  "is_used_for_promo_rules",
  "is_visible_in_advanced_search",
  "is_visible_on_front",
  "is_wysiwyg_enabled",
  "used_in_product_listing",
];

type ErrorType = "ENTITY_NOT_FOUND" | "ATTRIBUTE_NOT_FOUND" | "FILTER_NOT_FOUND" | "UNDEFINED";
export interface MetadataError {
  type: ErrorType;
  message: string;
}
export interface MetadataOutput {
  items: Array<Record<string, unknown>>;
  errors: MetadataError[];
}

/** Where options and labels are read: the request's catalogue and the store view's countries. */
export interface AttributeSource {
  catalog: CatalogReader;
  /** The store view's allowed countries, by their name in its language (country_id's options). */
  countries(): AttributeOptionDef[];
}

const isCatalog = (entity: EntityTypeCode) => entity === "catalog_product" || entity === "catalog_category";
const visible = (def: AttributeDef) => def.visible !== false;

function options({ catalog, countries }: AttributeSource, def: AttributeDef): AttributeOptionDef[] {
  if (def.options_source === "countries") return countries();
  if (!def.catalogue_options) return (def.options ?? []).map((o) => ({ ...o }));
  const attribute = catalog.attributeByCode(def.code);
  if (!attribute) return [];
  return catalog.attributeOptions(attribute.id).map((o) => ({ label: o.label, value: String(o.id) }));
}

const storeLabel = ({ catalog }: AttributeSource, def: AttributeDef) =>
  (def.catalogue_options ? catalog.attributeByCode(def.code)?.label : undefined) ?? def.label;

/** GetAttributeData and its catalogue and customer parts: one CustomAttributeMetadataInterface item. */
export function attributeMetadata(source: AttributeSource, entity: EntityTypeCode, def: AttributeDef) {
  const defaults = (def.default_value ?? "").split(",");
  const common = {
    code: def.code,
    label: storeLabel(source, def),
    entity_type: entity.toUpperCase(),
    frontend_input: def.frontend_input.toUpperCase(),
    frontend_class: def.frontend_class ?? null,
    is_required: def.is_required ?? false,
    default_value: def.default_value ?? null,
    is_unique: def.is_unique ?? false,
    options: options(source, def).map((o) => ({
      __typename: "AttributeOptionMetadata",
      ...o,
      is_default: defaults.includes(o.value),
    })),
  };
  if (isCatalog(entity)) {
    const swatch = def.swatch_input_type != null;
    return {
      __typename: "CatalogAttributeMetadata",
      ...common,
      ...Object.fromEntries(FLAGS.map((flag) => [flag, def.flags?.[flag] ?? false])),
      apply_to: def.apply_to ?? [],
      swatch_input_type: def.swatch_input_type ?? null,
      update_product_preview_image: swatch ? false : null,
      use_product_image_for_swatch: swatch ? false : null,
    };
  }
  return {
    __typename: "CustomerAttributeMetadata",
    ...common,
    input_filter: def.input_filter ?? "NONE",
    multiline_count: def.multiline_count ?? 0,
    sort_order: def.sort_order ?? 0,
    validate_rules: (def.validate_rules ?? []).map((r) => ({ ...r })),
  };
}

const find = (entity: EntityTypeCode, code: string) => ATTRIBUTES[entity].find((a) => a.code === code);

/** GetAttributesMetadata: the inputs grouped by entity type, unknown types and codes as errors. */
export function attributesMetadata(
  source: AttributeSource,
  inputs: ReadonlyArray<{ attribute_code?: string | null; entity_type?: string | null }>,
): MetadataOutput {
  const byEntity = new Map<string, string[]>();
  for (const input of inputs) {
    const entity = input.entity_type ?? "";
    byEntity.set(entity, [...(byEntity.get(entity) ?? []), input.attribute_code ?? ""]);
  }
  const out: MetadataOutput = { items: [], errors: [] };
  for (const [entityType, codes] of byEntity) {
    const entity = entityTypeCode(entityType);
    if (!entity) {
      out.errors.push({ type: "ENTITY_NOT_FOUND", message: `Entity "${entityType}" could not be found.` });
      continue;
    }
    for (const code of new Set(codes))
      if (!find(entity, code))
        out.errors.push({ type: "ATTRIBUTE_NOT_FOUND", message: `Attribute code "${code}" could not be found.` });
    for (const def of ATTRIBUTES[entity])
      if (codes.includes(def.code) && visible(def)) out.items.push(attributeMetadata(source, entity, def));
  }
  return out;
}

/** attributesList: the entity type's visible, non-static attributes matching every filter it can apply. */
export function attributesList(
  source: AttributeSource,
  entityType: string,
  filters: AttributeFilterInput | null | undefined,
): MetadataOutput {
  const entity = entityType.toLowerCase() as EntityTypeCode;
  const errors: MetadataError[] = [];
  const applied: Array<[AttributeFlag, boolean]> = [];
  for (const [field, value] of Object.entries(filters ?? {}) as Array<[AttributeFlag, boolean | null]>) {
    if (isCatalog(entity)) {
      if (value != null) applied.push([field, value]);
    } else
      errors.push({
        type: "FILTER_NOT_FOUND",
        message: `Cannot filter by "${field}" as that field does not belong to "${entity}".`,
      });
  }
  const items = (ATTRIBUTES[entity] ?? [])
    .filter((def) => visible(def) && def.backend_type !== "static")
    .filter((def) => applied.every(([flag, wanted]) => (def.flags?.[flag] ?? false) === wanted))
    .map((def) => attributeMetadata(source, entity, def));
  return { items, errors };
}

/** attributesForm: a storefront form's attributes; an admin or unknown form is ENTITY_NOT_FOUND. */
export function attributesForm(source: AttributeSource, formCode: string): MetadataOutput {
  if (!formCode) throw gqlError('Required parameter "formCode" of type string.', "graphql-input");
  const form = formCode.startsWith("adminhtml_") ? undefined : FORMS[formCode];
  if (!form)
    return { items: [], errors: [{ type: "ENTITY_NOT_FOUND", message: `Form "${formCode}" could not be found.` }] };
  return attributesMetadata(
    source,
    form.codes.map((attribute_code) => ({ attribute_code, entity_type: form.entity })),
  );
}

const DATA_TYPE: Record<AttributeDef["backend_type"], string> = {
  static: "AnyType",
  int: "Int",
  varchar: "String",
  text: "String",
  datetime: "String",
  decimal: "Float",
};

/**
 * The deprecated customAttributeMetadata: each input's data type (Magento's type locator: an unknown
 * code is "AnyType"); an input without a code or type, or of an unknown entity type, is an error in
 * its place in the list.
 */
export function customAttributeMetadata(
  source: AttributeSource,
  inputs: ReadonlyArray<{ attribute_code?: string | null; entity_type?: string | null }>,
) {
  return {
    items: inputs.map((input) => {
      const code = input.attribute_code ?? null;
      const type = input.entity_type ?? null;
      if (code === null || type === null) {
        const part = code === null ? (type === null ? "attribute_code/entity_type" : "attribute_code") : "entity_type";
        const identifier =
          code !== null ? `attribute_code: ${code}` : type !== null ? `entity_type: ${type}` : "Empty AttributeInput";
        return gqlError(`Missing ${part} for the input ${identifier}.`, "graphql-input");
      }
      const entity = entityTypeCode(type);
      if (!entity) return gqlError(`Invalid entity_type specified: ${type}`, "graphql-input");
      const def = find(entity, code);
      const storefront =
        def && entity === "catalog_product"
          ? {
              use_in_product_listing: def.flags?.used_in_product_listing ?? false,
              position: def.sort_order ?? 0,
              visible_on_catalog_pages: def.flags?.is_visible_on_front ?? false,
              use_in_layered_navigation: def.flags?.is_filterable ? "FILTERABLE_WITH_RESULTS" : "NO",
              use_in_search_results_layered_navigation: def.flags?.is_filterable_in_search ?? false,
            }
          : null;
      return {
        attribute_code: code,
        entity_type: type,
        attribute_type: def ? DATA_TYPE[def.backend_type] : "AnyType",
        input_type: def?.frontend_input ?? null,
        attribute_options: def ? options(source, def) : [],
        storefront_properties: storefront,
      };
    }),
  };
}
