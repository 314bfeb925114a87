// EavGraphQl as a Magento 2.4.7 client reads it: the deprecated customAttributeMetadata,
// customAttributeMetadataV2, attributesList and attributesForm, with Magento's `errors` entries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const ITEM = `code label entity_type frontend_input is_required is_unique default_value
  options { label value is_default }
  ... on CatalogAttributeMetadata { is_filterable is_comparable used_in_product_listing swatch_input_type }
  ... on CustomerAttributeMetadata { input_filter multiline_count sort_order validate_rules { name value } }`;

describe("customAttributeMetadata (deprecated)", () => {
  it("answers each attribute's data type, options and storefront properties", async () => {
    const d = await gql(
      backend,
      `{ customAttributeMetadata(attributes: [
          { attribute_code: "flavours", entity_type: "catalog_product" },
          { attribute_code: "price", entity_type: "4" },
          { attribute_code: "firstname", entity_type: "customer" },
          { attribute_code: "no_such_code", entity_type: "catalog_product" }]) {
        items { attribute_code entity_type attribute_type input_type attribute_options { label value }
          storefront_properties { use_in_layered_navigation visible_on_catalog_pages position } } } }`,
    );
    const [flavours, price, firstname, unknown] = d.customAttributeMetadata.items;
    expect(flavours).toMatchObject({
      attribute_code: "flavours",
      entity_type: "catalog_product",
      attribute_type: "Int",
      input_type: "select",
      storefront_properties: { use_in_layered_navigation: "FILTERABLE_WITH_RESULTS", visible_on_catalog_pages: true },
    });
    expect(flavours.attribute_options.length).toBeGreaterThan(3);
    expect(flavours.attribute_options[0].value).toMatch(/^\d+$/);
    expect(price).toMatchObject({ attribute_type: "Float", input_type: "price" });
    expect(firstname).toMatchObject({ attribute_type: "AnyType", storefront_properties: null });
    expect(unknown).toMatchObject({ attribute_code: "no_such_code", attribute_type: "AnyType", input_type: null });
  });

  it("answers an unknown entity type and a missing field with Magento's errors in their places", async () => {
    const r = await backend.execute<any>(
      `{ customAttributeMetadata(attributes: [{ attribute_code: "size", entity_type: "4" },
          { attribute_code: "size", entity_type: "sales_order_thing" }, { entity_type: "4" }, {}]) {
        items { attribute_code attribute_type } } }`,
    );
    expect(r.data.customAttributeMetadata.items).toEqual([
      { attribute_code: "size", attribute_type: "Int" },
      null,
      null,
      null,
    ]);
    expect(r.errors!.map((e: any) => [e.message, e.path.join("."), e.extensions.category])).toEqual([
      ["Invalid entity_type specified: sales_order_thing", "customAttributeMetadata.items.1", "graphql-input"],
      ["Missing attribute_code for the input entity_type: 4.", "customAttributeMetadata.items.2", "graphql-input"],
      [
        "Missing attribute_code/entity_type for the input Empty AttributeInput.",
        "customAttributeMetadata.items.3",
        "graphql-input",
      ],
    ]);
  });
});

describe("customAttributeMetadataV2", () => {
  it("answers catalogue attributes with the store view's labels and options", async () => {
    const query = `{ customAttributeMetadataV2(attributes: [{ attribute_code: "flavours", entity_type: "catalog_product" },
        { attribute_code: "ingredients", entity_type: "catalog_product" }]) { items { ${ITEM} } errors { type message } } }`;
    const en = await gql(backend, query);
    expect(en.customAttributeMetadataV2.errors).toEqual([]);
    const [flavours, ingredients] = en.customAttributeMetadataV2.items;
    expect(flavours).toMatchObject({
      code: "flavours",
      label: "Flavour",
      entity_type: "CATALOG_PRODUCT",
      frontend_input: "SELECT",
      is_filterable: true,
      swatch_input_type: "VISUAL",
    });
    expect(flavours.options.length).toBeGreaterThan(3);
    expect(ingredients).toMatchObject({ code: "ingredients", frontend_input: "TEXTAREA", options: [] });
    const de = await backend.execute<any>(query, {}, { Store: "de" });
    expect(de.data.customAttributeMetadataV2.items[0].label).not.toBe("Flavour");
  });

  it("answers customer attributes with their rules and options", async () => {
    const d = await gql(
      backend,
      `{ customAttributeMetadataV2(attributes: [{ attribute_code: "gender", entity_type: "customer" },
          { attribute_code: "email", entity_type: "customer" }, { attribute_code: "street", entity_type: "customer_address" }]) {
        items { ${ITEM} } errors { type message } } }`,
    );
    // in the entity's attribute order (Magento's getList), not the input's
    expect(d.customAttributeMetadataV2.items.map((i: any) => i.code)).toEqual(["email", "gender", "street"]);
    const [email, gender, street] = d.customAttributeMetadataV2.items;
    expect(gender).toMatchObject({ entity_type: "CUSTOMER", frontend_input: "SELECT", input_filter: "NONE" });
    expect(gender.options.map((o: any) => o.label)).toEqual(["Male", "Female", "Non-Binary", "Rather Not Say"]);
    expect(email).toMatchObject({ is_required: true, validate_rules: [{ name: "INPUT_VALIDATION", value: "email" }] });
    expect(street).toMatchObject({ entity_type: "CUSTOMER_ADDRESS", frontend_input: "MULTILINE", multiline_count: 2 });
  });

  it("lists unknown codes and entity types as errors, and leaves hidden attributes out", async () => {
    const d = await gql(
      backend,
      `{ customAttributeMetadataV2(attributes: [{ attribute_code: "lastname", entity_type: "customer" },
          { attribute_code: "taxvat", entity_type: "customer" }, { attribute_code: "shoe_size", entity_type: "customer" },
          { attribute_code: "name", entity_type: "nonsense" }]) { items { code } errors { type message } } }`,
    );
    expect(d.customAttributeMetadataV2).toEqual({
      items: [{ code: "lastname" }],
      errors: [
        { type: "ATTRIBUTE_NOT_FOUND", message: 'Attribute code "shoe_size" could not be found.' },
        { type: "ENTITY_NOT_FOUND", message: 'Entity "nonsense" could not be found.' },
      ],
    });
  });

  it("refuses no inputs, or an input without its code or entity type, with Magento's messages", async () => {
    for (const [attributes, message] of [
      ["[]", 'Required parameters "attribute_code" and "entity_type" of type String.'],
      ['[{ entity_type: "customer" }]', "The attribute_code is required to retrieve the metadata"],
      ['[{ attribute_code: "email" }]', "The entity_type is required to retrieve the metadata"],
    ]) {
      const r = await backend.execute<any>(
        `{ customAttributeMetadataV2(attributes: ${attributes}) { items { code } } }`,
      );
      expect(r.errors?.[0].message).toBe(message);
      expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
    }
  });
});

describe("attributesList", () => {
  it("lists the catalogue's visible non-static attributes, filtered by their storefront flags", async () => {
    const all = await gql(
      backend,
      `{ attributesList(entityType: CATALOG_PRODUCT) { items { code } errors { type } } }`,
    );
    const codes = all.attributesList.items.map((i: any) => i.code);
    expect(codes).toEqual(expect.arrayContaining(["name", "price", "flavours", "size", "goal", "ingredients"]));
    expect(codes).not.toContain("sku"); // a static attribute (a column of the product's own table)
    const filterable = await gql(
      backend,
      `{ attributesList(entityType: CATALOG_PRODUCT, filters: { is_filterable: true, is_comparable: true }) { items { code } errors { type } } }`,
    );
    expect(filterable.attributesList).toEqual({
      items: [{ code: "flavours" }, { code: "size" }, { code: "dietary" }, { code: "product_range" }],
      errors: [],
    });
  });

  it("refuses catalogue filters on customer attributes with FILTER_NOT_FOUND", async () => {
    const d = await gql(
      backend,
      `{ attributesList(entityType: CUSTOMER, filters: { is_comparable: true }) { items { code } errors { type message } } }`,
    );
    expect(d.attributesList.errors).toEqual([
      {
        type: "FILTER_NOT_FOUND",
        message: 'Cannot filter by "is_comparable" as that field does not belong to "customer".',
      },
    ]);
    expect(d.attributesList.items.map((i: any) => i.code)).toEqual(["mobile_number", "fitness_goal", "dietary_needs"]);
  });
});

describe("attributesForm", () => {
  it("answers the create-account and address forms' attributes", async () => {
    const create = await gql(
      backend,
      `{ attributesForm(formCode: "customer_account_create") { items { code } errors { type } } }`,
    );
    expect(create.attributesForm.errors).toEqual([]);
    expect(create.attributesForm.items.map((i: any) => i.code)).toEqual([
      "firstname",
      "lastname",
      "email",
      "dob",
      "gender",
      "mobile_number",
      "fitness_goal",
      "dietary_needs",
    ]);
    const address = await gql(
      backend,
      `{ attributesForm(formCode: "customer_address_edit") { items { code entity_type is_required } errors { type } } }`,
    );
    expect(address.attributesForm.items.map((i: any) => i.code)).toEqual([
      "firstname",
      "lastname",
      "company",
      "street",
      "city",
      "country_id",
      "region",
      "region_id",
      "postcode",
      "telephone",
    ]);
    expect(address.attributesForm.items[0]).toEqual({
      code: "firstname",
      entity_type: "CUSTOMER_ADDRESS",
      is_required: true,
    });
  });

  it("offers the store view's delivery countries, named in its language, for the address's country", async () => {
    const query = `{ attributesForm(formCode: "customer_address_edit") { items { code options { label value } } } }`;
    const country = (d: any) => d.attributesForm.items.find((i: any) => i.code === "country_id").options;
    const en = country(await gql(backend, query));
    expect(en).toEqual(expect.arrayContaining([{ label: "Germany", value: "DE" }]));
    const de = country((await backend.execute<any>(query, {}, { Store: "de" })).data);
    expect(de).toEqual(expect.arrayContaining([{ label: "Deutschland", value: "DE" }]));
    const labels = de.map((o: any) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "de")));
  });

  it("answers an unknown or an admin form with ENTITY_NOT_FOUND, an empty code with an input error", async () => {
    for (const form of ["newsletter_signup", "adminhtml_customer"]) {
      const d = await gql(
        backend,
        `{ attributesForm(formCode: "${form}") { items { code } errors { type message } } }`,
      );
      expect(d.attributesForm).toEqual({
        items: [],
        errors: [{ type: "ENTITY_NOT_FOUND", message: `Form "${form}" could not be found.` }],
      });
    }
    const r = await backend.execute<any>(`{ attributesForm(formCode: "") { items { code } } }`);
    expect(r.errors?.[0].message).toBe('Required parameter "formCode" of type string.');
    expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
  });
});
