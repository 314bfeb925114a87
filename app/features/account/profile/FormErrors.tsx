// The backend's refusal of a whole form (not one field), above the fields: the kit's.
export { FormErrors } from "~/components/ui/forms/ErrorList";

/** A list Conform holds as one value or several, as a list. */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}
