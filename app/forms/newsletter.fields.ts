// The newsletter form's choices and email rule, without Zod: what the browser loads (the schemas are in newsletter.ts).

/**
 * SPEC §5: permissive, unicode allowed, a top-level part of at least 2 letters. No spaces, exactly
 * one @, no empty domain labels; the backend applies its own, stricter rules on top.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+\p{L}{2,}$/u;

export const MAX_EMAIL_LENGTH = 254;

export const GENDERS = ["male", "female", "nonBinary", "ratherNotSay"] as const;
