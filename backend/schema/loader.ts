// Builds the type definitions of the embedded backend from Magento's core SDL plus our extensions.
//
// Magento's schema reader copies every field added to an interface onto each implementing type;
// graphql-js requires the fields to be declared on the implementers too, so we do the same here
// before handing the documents to graphql-tools.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  Kind,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type ObjectTypeExtensionNode,
  type InterfaceTypeExtensionNode,
} from "graphql";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function loadTypeDefs(): DocumentNode[] {
  const core = parse(readFileSync(here("./magento.graphql"), "utf8"), { noLocation: true });
  const ext = parse(readFileSync(here("./extensions.graphql"), "utf8"), { noLocation: true });
  return [core, ext, copyInterfaceExtensions([core, ext])];
}

type HasFields = {
  kind: Kind;
  name: { value: string };
  interfaces?: readonly { name: { value: string } }[];
  fields?: readonly FieldDefinitionNode[];
};

/** For every `extend interface X { f }`, emit `extend type Impl { f }` for each implementer lacking f. */
export function copyInterfaceExtensions(docs: DocumentNode[]): DocumentNode {
  const defs: DefinitionNode[] = docs.flatMap((d) => [...d.definitions]);
  const added = new Map<string, FieldDefinitionNode[]>(); // interface -> extension fields
  for (const d of defs) {
    if (d.kind === Kind.INTERFACE_TYPE_EXTENSION) {
      const list = added.get(d.name.value) ?? [];
      list.push(...(d.fields ?? []));
      added.set(d.name.value, list);
    }
  }
  // fields each type already declares (definition + extensions)
  const declared = new Map<string, Set<string>>();
  const implementers = new Map<string, { name: string; isInterface: boolean }>();
  for (const d of defs as HasFields[]) {
    if (
      ![
        Kind.OBJECT_TYPE_DEFINITION,
        Kind.OBJECT_TYPE_EXTENSION,
        Kind.INTERFACE_TYPE_DEFINITION,
        Kind.INTERFACE_TYPE_EXTENSION,
      ].includes(d.kind)
    )
      continue;
    const set = declared.get(d.name.value) ?? new Set<string>();
    for (const f of d.fields ?? []) set.add(f.name.value);
    declared.set(d.name.value, set);
    for (const i of d.interfaces ?? []) {
      if (added.has(i.name.value)) {
        const isInterface = d.kind === Kind.INTERFACE_TYPE_DEFINITION || d.kind === Kind.INTERFACE_TYPE_EXTENSION;
        implementers.set(`${d.name.value}\u0000${i.name.value}`, { name: d.name.value, isInterface });
      }
    }
  }
  const out: (ObjectTypeExtensionNode | InterfaceTypeExtensionNode)[] = [];
  const pending = new Map<string, { isInterface: boolean; fields: FieldDefinitionNode[] }>();
  for (const [key, impl] of implementers) {
    const iface = key.split("\u0000")[1];
    const have = declared.get(impl.name)!;
    const entry = pending.get(impl.name) ?? { isInterface: impl.isInterface, fields: [] };
    for (const f of added.get(iface) ?? []) {
      if (have.has(f.name.value)) continue;
      have.add(f.name.value);
      entry.fields.push(f);
    }
    pending.set(impl.name, entry);
  }
  for (const [name, { isInterface, fields }] of pending) {
    if (!fields.length) continue;
    out.push({
      kind: isInterface ? Kind.INTERFACE_TYPE_EXTENSION : Kind.OBJECT_TYPE_EXTENSION,
      name: { kind: Kind.NAME, value: name },
      fields,
    } as ObjectTypeExtensionNode | InterfaceTypeExtensionNode);
  }
  return { kind: Kind.DOCUMENT, definitions: out };
}
