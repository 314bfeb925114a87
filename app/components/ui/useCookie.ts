import { useEffect, useState } from "react";

/** Reads a (non-HttpOnly) cookie in the browser: undefined during the server render and until hydrated. */
export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/**
 * A cookie's value once the browser has read it: undefined during the server render and until
 * hydrated, null when the browser holds no such cookie.
 */
export function useCookie(name: string, refreshKey?: unknown): string | null | undefined {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setValue(readCookie(name) ?? null);
  }, [name, refreshKey]);
  return value;
}
