// Magento answers most lists as nullable lists of nullable entries. View models (and the domain
// rules) read them through these helpers; components and routes get the view models' plain arrays.

/** An element of a (nullable) GraphQL list, without the nulls. */
export type ListItem<T extends ReadonlyArray<unknown> | null | undefined> = NonNullable<NonNullable<T>[number]>;

/** The entries of a GraphQL list that are present: none for a null list, null entries skipped. */
export function presentItems<T>(list: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (list ?? []).filter((item): item is T => item !== null && item !== undefined);
}
