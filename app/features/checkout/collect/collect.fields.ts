// The collection-point search's intent and limit, without Zod: what the browser loads (the schema is in collect.ts).

export const COLLECT_INTENT = "collect";

/** As the backend's clickcollect/location accepts. */
export const MAX_SEARCH_LENGTH = 64;

/** The search as typed: trimmed; "empty" and "tooLong" are answered next to the field. */
export function checkedSearch(value: string | null): { q: string; error: "required" | "tooLong" | null } {
  const q = (value ?? "").trim();
  if (!q) return { q, error: "required" };
  if (q.length > MAX_SEARCH_LENGTH) return { q: q.slice(0, MAX_SEARCH_LENGTH * 2), error: "tooLong" };
  return { q, error: null };
}
