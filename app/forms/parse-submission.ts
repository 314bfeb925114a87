// Every action reads its form through this helper, never through `parseWithZod` directly. Conform
// builds its payload from every posted name: `x[100000000]=1` becomes a sparse array of that length,
// which `submission.reply()` copies back into the page (a 14-byte post gave a 3 MB answer, a 21-byte
// one ran the process out of memory). Only the names the schema knows reach Conform, with bounded
// indices, so a reply never echoes anything the schema does not know.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/** The highest list index a field name may carry (`lines[99].quantity`); the body guard caps fields at 100. */
export const MAX_FIELD_INDEX = 99;

const knownNamesBySchema = new WeakMap<object, ReadonlySet<string>>();

/** The field names a schema declares, list items written `name[]` as Conform's constraint does. */
function knownNamesOf(schema: $ZodType): ReadonlySet<string> {
  let names = knownNamesBySchema.get(schema);
  if (!names) {
    names = new Set(Object.keys(getZodConstraint(schema)));
    knownNamesBySchema.set(schema, names);
  }
  return names;
}

/** `lines[3].quantity` as the schema names it (`lines[].quantity`), or null for an index out of bounds. */
function declaredNameOf(name: string): string | null {
  let inBounds = true;
  const declared = name.replace(/\[(\d*)\]/g, (_, index: string) => {
    if (index === "" || index.length > 2 || Number(index) > MAX_FIELD_INDEX) inBounds = false;
    return "[]";
  });
  return inBounds ? declared : null;
}

/** The posted fields the schema knows, in their posted order; anything else is left out. */
export function knownFields(formData: FormData, schema: $ZodType): FormData {
  const known = knownNamesOf(schema);
  const kept = new FormData();
  for (const [name, value] of formData.entries()) {
    if (known.has(name) || (name.includes("[") && known.has(declaredNameOf(name) ?? ""))) kept.append(name, value);
  }
  return kept;
}

/** Conform's submission of the fields the schema knows (see the module comment). */
export function parseSubmission<Schema extends $ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(knownFields(formData, schema), { schema });
}
