// One read, in the backend's dialect: the extended document when the backend speaks the shop's
// extensions, else its core twin (same name + "Core", under a core/ folder), whose answer is given
// the extended shape with every field the twin could not ask set to null. View models then read a
// stock Magento's answer as they read an extended one whose extension fields are empty, and hide
// what those fields would have shown.
import { Kind, parse, type DocumentNode, type SelectionSetNode } from "graphql";
import { commerceRequest, type CommerceRequestContext, type CommerceResult } from "../client.server";
import type { TypedDocumentString } from "../generated/graphql";
import { speaksExtensions } from "./dialect.server";

const parsed = new Map<string, DocumentNode>();
function documentOf(source: string): DocumentNode {
  let document = parsed.get(source);
  if (!document) parsed.set(source, (document = parse(source, { noLocation: true })));
  return document;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Fills, in place, every field `selections` asks that `value` lacks with null. */
function fillMissing(value: Json | undefined, selections: SelectionSetNode, document: DocumentNode): void {
  if (Array.isArray(value)) {
    for (const entry of value) fillMissing(entry, selections, document);
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      if (value[key] === undefined) value[key] = null;
      else if (selection.selectionSet) fillMissing(value[key], selection.selectionSet, document);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      // A type's own fields only on that type (a simple product has no `variants`, not even null).
      const on = selection.typeCondition?.name.value;
      if (!on || on === value.__typename || on.endsWith("Interface"))
        fillMissing(value, selection.selectionSet, document);
    } else {
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) fillMissing(value, fragment.selectionSet, document);
    }
  }
}

/** A core twin's answer in the shape of the extended document's (fields it lacks are null). */
export function asExtendedAnswer<TResult, TVariables>(
  data: unknown,
  extended: TypedDocumentString<TResult, TVariables>,
): TResult {
  const document = documentOf(extended.toString());
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind === Kind.OPERATION_DEFINITION) fillMissing(data as Json, operation.selectionSet, document);
  return data as TResult;
}

/** The variables a document declares, of those given (a twin may declare fewer). */
function declaredVariables(source: string, variables: Record<string, unknown> | undefined) {
  if (!variables) return variables;
  const operation = documentOf(source).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const declared = new Set(
    operation?.kind === Kind.OPERATION_DEFINITION
      ? (operation.variableDefinitions ?? []).map((v) => v.variable.name.value)
      : [],
  );
  return Object.fromEntries(Object.entries(variables).filter(([name]) => declared.has(name)));
}

/**
 * Sends `extended`, or on a stock Magento its core twin with the variables the twin declares, and
 * answers in the extended document's shape either way.
 */
export async function readInDialect<TResult, TVariables, TCoreResult, TCoreVariables>(
  ctx: CommerceRequestContext,
  extended: TypedDocumentString<TResult, TVariables>,
  core: TypedDocumentString<TCoreResult, TCoreVariables>,
  variables: TVariables,
): Promise<CommerceResult<TResult>> {
  if (await speaksExtensions(ctx)) {
    const send = commerceRequest as (
      c: CommerceRequestContext,
      d: TypedDocumentString<TResult, TVariables>,
      v: TVariables,
    ) => Promise<CommerceResult<TResult>>;
    return send(ctx, extended, variables);
  }
  const sendCore = commerceRequest as (
    c: CommerceRequestContext,
    d: TypedDocumentString<TCoreResult, TCoreVariables>,
    v: unknown,
  ) => Promise<CommerceResult<TCoreResult>>;
  const answer = await sendCore(
    ctx,
    core,
    declaredVariables(core.toString(), variables as Record<string, unknown> | undefined),
  );
  return { data: asExtendedAnswer(answer.data, extended), cacheTags: answer.cacheTags };
}
