// The create-account form's server-side refusals and referral code rule, without Zod: what the browser loads (the schema is in create-account.ts).

/** Errors the server adds, worded in register:create.errors rather than account:fieldErrors. */
export const CREATE_ACCOUNT_SERVER_ERRORS = ["emailTaken", "referralInvalid"] as const;

export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9-]{4,32}$/;
