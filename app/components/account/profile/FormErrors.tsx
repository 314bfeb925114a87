// The backend's refusal of a whole form (not one field), above the fields.
export function FormErrors({ id, errors }: { id: string; errors?: readonly string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="notice notice--error" role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** A list Conform holds as one value or several, as a list. */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}
