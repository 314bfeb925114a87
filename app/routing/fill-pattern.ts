/**
 * A screen's address below the store prefix: its pattern's `:name` and `*` parts filled verbatim
 * from `params` (callers encode them). Shared by the server's registry and the browser's table.
 */
export function fillPattern(id: string, pattern: string, params: Record<string, string>): string {
  const filled = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => {
      const name = part === "*" ? "*" : part.startsWith(":") ? part.slice(1) : null;
      if (name === null) return part;
      const value = params[name];
      if (value === undefined) throw new Error(`Screen "${id}" needs the parameter "${name}"`);
      return value.replace(/^\/+|\/+$/g, "");
    });
  return `/${filled.join("/")}`;
}
