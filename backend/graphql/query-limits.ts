// Limits on what one GraphQL request may ask for, so a small hostile query is refused before it runs
// instead of stalling or killing the process: GraphQL Armor's depth, alias, directive, cost and token
// limits, Magento's page-size cap, an estimate of the answer's size with lists as multipliers
// (query-cost.ts), and no introspection outside development. Each refusal is a
// GraphQL error with a Magento category. Figures and their reasons: docs/decisions/0015-*.md.
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesPlugin } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { Kind, visit, type DocumentNode, type GraphQLError, type ValidationContext } from "graphql";
import type { Plugin } from "graphql-yoga";
import { gqlError } from "./errors.js";
import { estimateQueryCost } from "./query-cost.js";

/**
 * The storefront's own operations measure at most depth 12, 0 aliases, 0 directives, cost 5,800
 * (AddProductsToCart with the whole basket of ; Armor's cost grows 1.5x per level) and 192
 * tokens (ProductPage): the limits leave room for the next screens without letting a hostile
 * document through (what stalled the process was aliases and depth, which stay tight).
 */
export const QUERY_LIMITS = {
  maxDepth: 15,
  maxAliases: 10,
  maxDirectives: 10,
  maxCost: 20_000,
  maxTokens: 1_000,
  /** Magento 2.4's SearchCriteriaValidator default (maxPageSize 300) for every pageSize argument. */
  maxPageSize: 300,
  /**
   * The answer's estimated size with lists as multipliers (query-cost.ts). The storefront's largest
   * is the quick-buy list of 48 products at 164,786; a hostile document nesting pages of 300 is in
   * the millions or billions.
   */
  maxListCost: 500_000,
} as const;

export interface QueryLimitOptions {
  /** Introspection (__schema, __type) is answered only in development. */
  introspection: boolean;
}

/** Armor's errors get Magento's category for a refused input, like the shop's own refusals. */
const asMagentoInputError = (_: unknown, error: GraphQLError) => {
  Object.assign(error.extensions, { category: "graphql-input" });
};
const armor = { onReject: [asMagentoInputError], exposeLimits: true, propagateOnRejection: true };

/** Refuses a `pageSize` over Magento's maximum, written in the query or passed as a variable. */
export function pageSizeLimitPlugin(maxPageSize: number): Plugin {
  // A document's pageSize arguments, found once per parsed document (Yoga keeps parsed documents,
  // so the same operation comes back as the same object): the largest written in the query, and the
  // variables that give the others.
  const pageSizes = new WeakMap<DocumentNode, { written: number; variables: string[] }>();
  const pageSizesOf = (document: DocumentNode) => {
    let found = pageSizes.get(document);
    if (!found) {
      const sizes = { written: -Infinity, variables: [] as string[] };
      visit(document, {
        Argument(node) {
          if (node.name.value !== "pageSize") return;
          if (node.value.kind === Kind.INT) sizes.written = Math.max(sizes.written, Number(node.value.value));
          else if (node.value.kind === Kind.VARIABLE) sizes.variables.push(node.value.name.value);
        },
      });
      pageSizes.set(document, (found = sizes));
    }
    return found;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { written, variables } = pageSizesOf(args.document);
      const tooLarge =
        written > maxPageSize ||
        variables.some((name) => {
          const value = args.variableValues?.[name];
          return typeof value === "number" && value > maxPageSize;
        });
      if (tooLarge)
        setResultAndStopExecution({ errors: [gqlError(`Maximum pageSize is ${maxPageSize}`, "graphql-input")] });
    },
  };
}

/** webonyx's QueryComplexity message, as Magento's QueryComplexityLimiter answers it. */
export const complexityMessage = (max: number, cost: number) =>
  `Max query complexity should be ${max} but got ${cost}.`;

/**
 * Refuses a document whose answer would be too large, counting every list as a multiplier (a page's
 * size, or LIST_FACTOR), before anything runs. Armor's cost limit counts each field once whatever
 * the lists around it hold, so four nested pages of 300 passed it.
 */
export function listCostLimitPlugin(maxCost: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = estimateQueryCost(args.schema, args.document, args.variableValues, args.operationName);
      if (cost > maxCost)
        setResultAndStopExecution({
          errors: [gqlError(complexityMessage(maxCost, Math.round(cost)), "graphql-input")],
        });
    },
  };
}

/**
 * Magento's (webonyx's) DisableIntrospection rule. By field name only: graphql's own
 * NoSchemaIntrospectionCustomRule checks types with instanceof, which fails when the schema comes
 * from the other copy of the dual CJS/ESM `graphql` package (see errors.ts).
 */
const noIntrospectionRule = (context: ValidationContext) => ({
  Field(node: { name: { value: string } }) {
    if (node.name.value === "__schema" || node.name.value === "__type")
      context.reportError(
        gqlError("GraphQL introspection is not allowed, but the query contained __schema or __type", "graphql-input"),
      );
  },
});

function noIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospectionRule);
    },
  };
}

export function queryLimitPlugins(options: QueryLimitOptions): Plugin[] {
  const plugins: Plugin[] = [
    maxTokensPlugin({ ...armor, n: QUERY_LIMITS.maxTokens }),
    maxDepthPlugin({ ...armor, n: QUERY_LIMITS.maxDepth, flattenFragments: true }),
    maxAliasesPlugin({ ...armor, n: QUERY_LIMITS.maxAliases }),
    maxDirectivesPlugin({ ...armor, n: QUERY_LIMITS.maxDirectives }),
    costLimitPlugin({ ...armor, maxCost: QUERY_LIMITS.maxCost }),
    pageSizeLimitPlugin(QUERY_LIMITS.maxPageSize),
    listCostLimitPlugin(QUERY_LIMITS.maxListCost),
  ] as Plugin[];
  if (!options.introspection) plugins.push(noIntrospectionPlugin());
  return plugins;
}
