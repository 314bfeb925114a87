// What a GraphQL document will cost to answer, estimated before it runs: every field the answer
// would hold is counted once per value, so a list multiplies everything below it. A `pageSize`
// argument is the size of the page's `items` (or of the list it returns); any other list counts as
// LIST_FACTOR values. A 400-byte document nesting four `products(pageSize: 300)` estimates at
// billions and is refused in a millisecond; the storefront's largest page stays in the thousands.
// Works on the AST and the schema's type names only (no instanceof: the schema may come from the
// other copy of the dual CJS/ESM `graphql` package, see errors.ts).
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";

/** A list without a page size (related products, category children, media, options): its usual size. */
export const LIST_FACTOR = 10;

/** Magento's default page size of every `pageSize` argument in its schema. */
const DEFAULT_PAGE_SIZE = 20;

interface FieldLike {
  type: unknown;
  args: ReadonlyArray<{ name: string; defaultValue?: unknown }>;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Fragments being expanded on this path: a cycle (invalid anyway) must not loop. */
  expanding: Set<string>;
}

/** "[ProductInterface]!" → { name: "ProductInterface", list: true } */
function typeShape(type: unknown): { name: string; list: boolean } {
  const text = String(type);
  return { name: text.replace(/[[\]!]/g, ""), list: text.includes("[") };
}

function fieldsOf(schema: GraphQLSchema, typeName: string): Record<string, FieldLike> | undefined {
  const type = schema.getType(typeName) as { getFields?: () => Record<string, FieldLike> } | undefined;
  return type?.getFields ? type.getFields() : undefined;
}

function intValue(node: ValueNode, variables: Record<string, unknown>): number | undefined {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === "number" ? value : undefined;
  }
  return undefined;
}

/** The page size a field asks for: its argument, else the schema's default; none when it has no such argument. */
function pageSizeOf(
  field: FieldLike,
  args: ReadonlyArray<{ name: { value: string }; value: ValueNode }> | undefined,
  variables: Record<string, unknown>,
): number | undefined {
  const declared = field.args.find((arg) => arg.name === "pageSize");
  if (!declared) return undefined;
  const given = args?.find((arg) => arg.name.value === "pageSize");
  const value = given ? intValue(given.value, variables) : undefined;
  if (value !== undefined) return Math.max(1, value);
  return typeof declared.defaultValue === "number" ? declared.defaultValue : DEFAULT_PAGE_SIZE;
}

/**
 * The cost of one selection set whose parent holds `multiplier` values. `pagedItems` is the page size
 * the parent field asked for: its `items` list has that many values.
 */
function selectionCost(
  walk: Walk,
  typeName: string,
  selectionSet: SelectionSetNode,
  multiplier: number,
  pagedItems: number | undefined,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition?.name.value ?? typeName;
      total += selectionCost(walk, on, selection.selectionSet, multiplier, pagedItems);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || walk.expanding.has(name)) continue;
      walk.expanding.add(name);
      total += selectionCost(walk, fragment.typeCondition.name.value, fragment.selectionSet, multiplier, pagedItems);
      walk.expanding.delete(name);
      continue;
    }
    const name = selection.name.value;
    if (name.startsWith("__")) continue;
    total += multiplier;
    const field = fieldsOf(walk.schema, typeName)?.[name];
    if (!field || !selection.selectionSet) continue;
    const shape = typeShape(field.type);
    const pageSize = pageSizeOf(field, selection.arguments, walk.variables);
    let values = multiplier;
    if (shape.list) values *= pageSize ?? (name === "items" && pagedItems !== undefined ? pagedItems : LIST_FACTOR);
    const childPage = shape.list ? undefined : pageSize;
    total += selectionCost(walk, shape.name, selection.selectionSet, values, childPage);
  }
  return total;
}

/** The estimated number of values the answer to `operationName` (or the only operation) would hold. */
export function estimateQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  if (!operation) return 0;
  const given = variables ?? {};
  const withDefaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const fallback = definition.defaultValue ? intValue(definition.defaultValue, {}) : undefined;
    withDefaults[name] = given[name] ?? fallback;
  }
  const root =
    operation.operation === "mutation"
      ? schema.getMutationType()
      : operation.operation === "subscription"
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  const walk: Walk = { schema, fragments, variables: withDefaults, expanding: new Set() };
  return selectionCost(walk, root.name, operation.selectionSet, 1, undefined);
}
