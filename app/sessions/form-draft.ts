// The shape of a form draft kept in the session (form-draft.server.ts keeps and gives it back): a type
// of its own so the session's data can name it without importing the code that reads the session.
export type DraftValues = Record<string, string | string[]>;

export interface FormDraft {
  /** The page the form is on (its path, no query). */
  path: string;
  values: DraftValues;
  /** When it was kept (ms since the epoch). */
  at: number;
  /** Whose it is: customerKeyOf the email of the customer whose sign-in had ended. */
  customer: string;
}
