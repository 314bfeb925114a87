// Stock Magento 2.4.7 for tests: its storefront schema alone (no extension SDL), and the projection
// of a document onto it. A core-mode document (`app/**/core/`) must be exactly its extended twin
// with every field, argument and input field that stock Magento lacks left out; comparing the two
// through `coreProjection` keeps them from drifting apart.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  buildSchema,
  execute,
  Kind,
  parse,
  print,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionNode,
} from "graphql";

/** Magento Open Source 2.4.7's storefront schema as published (the backend keeps the same file). */
export const STOCK_SCHEMA_FILE = fileURLToPath(new URL("../../backend/schema/magento.graphql", import.meta.url));

let stock: GraphQLSchema | undefined;
export function stockMagentoSchema(): GraphQLSchema {
  return (stock ??= buildSchema(readFileSync(STOCK_SCHEMA_FILE, "utf8")));
}

/** The document with its fragment spreads written out in place (each document stands alone). */
function inlineFragments(document: DocumentNode): DocumentNode {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  // A spread's fields go in place (each of our fragments is spread where its type is the field's
  // own or a supertype of it); a field asked twice is kept once.
  const expand = (selections: readonly SelectionNode[]): SelectionNode[] => {
    const out = selections.flatMap((selection): SelectionNode[] => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) throw new Error(`Unknown fragment ${selection.name.value}`);
        return expand(fragment.selectionSet.selections);
      }
      if (selection.selectionSet)
        return [
          {
            ...selection,
            selectionSet: { ...selection.selectionSet, selections: expand(selection.selectionSet.selections) },
          },
        ];
      return [selection];
    });
    const seen = new Set<string>();
    return out.filter((selection) => {
      const key = print(selection);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  return {
    ...document,
    definitions: document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION
        ? [
            {
              ...definition,
              selectionSet: { ...definition.selectionSet, selections: expand(definition.selectionSet.selections) },
            },
          ]
        : [],
    ),
  };
}

/** One pass: drops what the schema does not know, and what became empty by it. */
function pruneOnce(document: DocumentNode, schema: GraphQLSchema): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: (node) => (node.name.value !== "__typename" && !typeInfo.getFieldDef() ? null : undefined),
      Argument: () => (typeInfo.getArgument() ? undefined : null),
      ObjectField: () => (typeInfo.getInputType() ? undefined : null),
      InlineFragment: (node) =>
        node.typeCondition && !schema.getType(node.typeCondition.name.value) ? null : undefined,
      SelectionSet: { leave: (node) => node },
    }),
  );
}

/** Drops fields left without a selection and variables no longer used. */
function tidy(document: DocumentNode): DocumentNode {
  const withoutEmpty = visit(document, {
    Field: { leave: (node) => (node.selectionSet && node.selectionSet.selections.length === 0 ? null : undefined) },
    InlineFragment: { leave: (node) => (node.selectionSet.selections.length === 0 ? null : undefined) },
    ObjectValue: { leave: (node) => (node.fields.length === 0 ? null : undefined) },
    Argument: { leave: (node) => (node.value === null || node.value === undefined ? null : undefined) },
  });
  const used = new Set<string>();
  visit(withoutEmpty, {
    VariableDefinition: () => false,
    Variable: (node) => {
      used.add(node.name.value);
    },
  });
  return visit(withoutEmpty, {
    VariableDefinition: (node) => (used.has(node.variable.name.value) ? undefined : null),
  });
}

/**
 * The document as stock Magento could answer it: fragments written out, then every field, argument
 * and input field the stock schema lacks left out; the operation renamed (core twins are named
 * `<Name>Core`). Printed, so two documents compare as text.
 */
export function coreProjection(source: string, operationName?: string): string {
  let document = inlineFragments(parse(source, { noLocation: true }));
  for (let pass = 0; pass < 5; pass++) document = tidy(pruneOnce(document, stockMagentoSchema()));
  return normalised(document, operationName);
}

/** A core document as written, printed the same way (fragments written out, renamed). */
export function printedCore(source: string, operationName?: string): string {
  return normalised(inlineFragments(parse(source, { noLocation: true })), operationName);
}

function normalised(document: DocumentNode, operationName?: string): string {
  const renamed = visit(document, {
    OperationDefinition: (node) =>
      operationName ? { ...node, name: { kind: Kind.NAME, value: operationName } } : undefined,
  });
  return print(renamed as ASTNode);
}

/** What the stock-Magento gate refused: operation names and Magento's messages. */
export interface StockMagentoGate {
  fetch: typeof fetch;
  refused: Array<{ operation: string; messages: string[] }>;
  /** GraphQL operations that went through, by name. */
  asked: string[];
}

/** REST paths only the shop's extension modules add (the review list fragment, ...). */
const EXTENSION_REST = [/^\/review\/product\/listAjax\//, /^\/rest\/[^/]+\/V1\/clickcollect\//];

/**
 * A stock Magento 2.4.7 in front of a backend that speaks the extensions: every GraphQL document is
 * validated against Magento's own schema first and refused as Magento refuses it (a GraphQL error,
 * nothing run), introspection is answered from that schema, and the extension's REST paths are 404.
 * What passes goes to `inner`, which answers it as Magento would (its core fields are Magento's).
 */
export function stockMagentoGate(inner: typeof fetch): StockMagentoGate {
  const gate: StockMagentoGate = { fetch: undefined as never, refused: [], asked: [] };
  gate.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (EXTENSION_REST.some((path) => path.test(url.pathname))) return new Response("Not found", { status: 404 });
    if (url.pathname !== "/graphql") return inner(input, init);
    // A POST carries the document in its body; a store-wide query goes by GET, in the address.
    const body = (
      init?.body
        ? JSON.parse(String(init.body))
        : {
            query: url.searchParams.get("query") ?? "",
            variables: JSON.parse(url.searchParams.get("variables") || "{}"),
          }
    ) as { query: string; variables?: Record<string, unknown> };
    if (!body.query) return inner(input, init);
    const document = parse(body.query);
    const operation = body.query.match(/^\s*(?:query|mutation)\s+(\w+)/)?.[1] ?? "?";
    const errors = validate(stockMagentoSchema(), document, specifiedRules).map((e) => e.message);
    if (errors.length) {
      gate.refused.push({ operation, messages: errors });
      return Response.json({ errors: errors.map((message) => ({ message, extensions: { category: "graphql" } })) });
    }
    gate.asked.push(operation);
    if (/\b__(type|schema)\b/.test(body.query))
      return Response.json(
        await execute({ schema: stockMagentoSchema(), document, variableValues: body.variables ?? {} }),
      );
    return inner(input, init);
  };
  return gate;
}
