// Magento answers most lists as nullable lists of nullable entries; readers want the entries there.
// Safe to import from components.

/** The entries of a GraphQL list that are present: none for a null list, null entries skipped. */
export function presentItems<T>(list: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (list ?? []).filter((item): item is T => item !== null && item !== undefined);
}
