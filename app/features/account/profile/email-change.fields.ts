// The sign-in email form's plain values, without Zod: what the browser loads (the schema is in email-change.ts).

/** The intent that tells this form from the details form posted to the same page. */
export const EMAIL_INTENT = "email";
