// The information step's intents, without Zod: what the browser loads (the schema is in checkout-information.ts).

/** The step's submit buttons (values are data, not text). */
export const InformationIntent = {
  /** check the email: a guest goes on, an existing account is offered sign in */
  email: "email",
  /** sign in with the password, then go on as the customer */
  signIn: "signIn",
  /** go on as a guest although an account uses the email */
  guest: "guest",
} as const;
