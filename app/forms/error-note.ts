// The error page's feedback form (SPEC §2, §5): the note must not be empty or blank ("Required."),
// checked on submit only. Also the browser's request for a Trace ID after a client-side crash.
import * as z from "zod/mini";

export const TRACE_ID_PATTERN = /^[0-9a-f]{64}$/;
export const MAX_NOTE_LENGTH = 4000;

export const ErrorNoteSchema = z.object({
  intent: z.literal("note"),
  traceId: z.string().check(z.regex(TRACE_ID_PATTERN, { error: "traceInvalid" })),
  timestamp: z.optional(z.string().check(z.maxLength(64))),
  note: z
    .string({ error: "required" })
    .check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(MAX_NOTE_LENGTH, { error: "tooLong" })),
});

export const ClientCrashSchema = z.object({
  intent: z.literal("report"),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(4000)),
  // The action resolves it against the shop's address: one that cannot be resolved is the caller's
  // mistake (400 with this field's error), not a crash.
  url: z.optional(
    z.string().check(
      z.maxLength(2000),
      z.refine((value) => URL.canParse(value, "http://shop.invalid/"), { error: "urlInvalid" }),
    ),
  ),
});

export const ErrorFeedbackSchema = z.discriminatedUnion("intent", [ErrorNoteSchema, ClientCrashSchema]);
