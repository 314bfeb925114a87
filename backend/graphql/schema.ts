// Executable schema: Magento's core SDL + each module's SDL, each module's resolvers (one owner a
// field), and a clear error for every root field not implemented yet (instead of a silent null).
import { makeExecutableSchema } from "@graphql-tools/schema";
import {
  buildASTSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from "graphql";
import type { BackendModule } from "../manifest.js";
import { BACKEND_MODULES } from "../modules.js";
import { coreTypeDefs, moduleTypeDefs } from "../schema/loader.js";
import type { BackendSchemaMode } from "../schema/mode.js";
import { notSupported } from "./context.js";
import { toGraphQLError } from "./errors.js";

type FieldResolver = GraphQLFieldResolver<unknown, unknown>;
type ResolverMap = Record<string, Record<string, unknown>>;

function merge(...maps: ResolverMap[]): ResolverMap {
  const out: ResolverMap = {};
  for (const m of maps) for (const [type, fields] of Object.entries(m)) out[type] = { ...(out[type] ?? {}), ...fields };
  return out;
}

/**
 * The modules' resolver maps as one, each field from its one owner: a field that two modules
 * resolve is refused (otherwise the later in the list would win, silently).
 */
export function moduleResolverMap(modules: readonly BackendModule[]): ResolverMap {
  const out: ResolverMap = {};
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const map of (module.resolvers ?? []) as ResolverMap[]) {
      for (const [type, fields] of Object.entries(map)) {
        for (const [field, resolver] of Object.entries(fields)) {
          const key = `${type}.${field}`;
          const owner = owners.get(key);
          if (owner !== undefined)
            throw new Error(`The GraphQL field ${key} is resolved by two modules: ${owner} and ${module.name}`);
          owners.set(key, module.name);
          (out[type] ??= {})[field] = resolver;
        }
      }
    }
  }
  return out;
}

/** Services throw ShopErrors; Magento answers them as GraphQL errors with a category. */
function answeringShopErrors(map: ResolverMap): ResolverMap {
  const out: ResolverMap = {};
  for (const [type, fields] of Object.entries(map)) {
    out[type] = {};
    for (const [name, field] of Object.entries(fields)) {
      if (typeof field !== "function" || name.startsWith("__")) {
        out[type][name] = field;
        continue;
      }
      const resolve = field as FieldResolver;
      out[type][name] = ((parent, args, ctx, info) => {
        try {
          const result = resolve(parent, args, ctx, info);
          // An async resolver's failure is answered the same way as a synchronous one's.
          return result instanceof Promise
            ? result.catch((e: unknown) => {
                throw toGraphQLError(e);
              })
            : result;
        } catch (e) {
          throw toGraphQLError(e);
        }
      }) satisfies FieldResolver;
    }
  }
  return out;
}

function rootFields(docs: DocumentNode[], type: "Query" | "Mutation"): string[] {
  const names: string[] = [];
  for (const d of docs) {
    for (const def of d.definitions) {
      if (
        (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        def.name.value === type
      ) {
        names.push(...(def.fields ?? []).map((f) => f.name.value));
      }
    }
  }
  return names;
}

/**
 * A module list's schema, built once per process and mode: it holds no state (the resolvers reach the
 * shop's services through each request's context), so every backend of a process can share it. A
 * process usually opens one backend; a test process opens hundreds, each 0.05-0.15 s of CPU to build anew.
 */
const schemas = new WeakMap<readonly BackendModule[], Map<BackendSchemaMode, GraphQLSchema>>();

export function buildSchema(
  modules: readonly BackendModule[] = BACKEND_MODULES,
  mode: BackendSchemaMode = "extended",
): GraphQLSchema {
  let byMode = schemas.get(modules);
  if (!byMode) schemas.set(modules, (byMode = new Map()));
  let schema = byMode.get(mode);
  if (!schema) {
    schema = mode === "magento-core" ? coreSchemaOf(modules) : schemaOf(modules);
    byMode.set(mode, schema);
  }
  return schema;
}

function schemaOf(modules: readonly BackendModule[]): GraphQLSchema {
  return executable(moduleTypeDefs(modules), moduleResolverMap(modules));
}

/**
 * Stock Magento 2.4.7's schema alone, answered by the modules' resolvers of the fields it has: the
 * extension's types, fields, arguments and enum values are not there, so a query that asks for one
 * fails validation exactly as on a stock Magento.
 */
function coreSchemaOf(modules: readonly BackendModule[]): GraphQLSchema {
  const typeDefs = [coreTypeDefs()];
  return executable(typeDefs, onlyFieldsOf(buildASTSchema(typeDefs[0]), moduleResolverMap(modules)));
}

/** The resolvers of the types and fields a schema has; the rest are not attached. */
export function onlyFieldsOf(schema: GraphQLSchema, resolvers: ResolverMap): ResolverMap {
  const out: ResolverMap = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type) continue;
    // a custom scalar's implementation is one object, not a field map
    if (!isObjectType(type) && !isInterfaceType(type) && !isEnumType(type) && !isInputObjectType(type)) {
      out[typeName] = fields;
      continue;
    }
    const known = new Set(isEnumType(type) ? type.getValues().map((v) => v.name) : Object.keys(type.getFields()));
    const kept = Object.entries(fields).filter(([name]) => name.startsWith("__") || known.has(name));
    if (kept.length) out[typeName] = Object.fromEntries(kept);
  }
  return out;
}

function executable(typeDefs: DocumentNode[], resolvers: ResolverMap): GraphQLSchema {
  const implemented = answeringShopErrors(resolvers);
  const stubs: ResolverMap = { Query: {}, Mutation: {} };
  for (const type of ["Query", "Mutation"] as const) {
    for (const f of rootFields(typeDefs, type)) if (!implemented[type]?.[f]) stubs[type][f] = notSupported(f);
  }
  return makeExecutableSchema({
    typeDefs,
    resolvers: merge(stubs, implemented),
    // Magento's interfaces/unions that nothing returns yet still need a type resolver to build.
    resolverValidationOptions: { requireResolversForResolveType: "ignore" },
  });
}
