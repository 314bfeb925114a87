// The contact form's intent, limits and answer, without Zod: what the browser loads (the schema is in contact-form.ts).
import type { SubmissionResult } from "@conform-to/react";

export const CONTACT_INTENT = "contact";

export const MAX_CONTACT_NAME_LENGTH = 255;
export const MAX_CONTACT_PHONE_LENGTH = 32;
export const MAX_CONTACT_MESSAGE_LENGTH = 4000;

/** What a post answers the page with: the form's state, and whether the message went. */
export interface ContactAnswer {
  result: SubmissionResult<string[]>;
  /** The thanks, in the shopper's words, once the message is sent. */
  thanks: string | null;
}
