// The error page's feedback form (SPEC §2, §5): the note must not be empty or blank ("Required."),
// checked on submit only. Also the browser's request for a Trace ID after a client-side crash.
import { z } from "zod";

export const TRACE_ID_PATTERN = /^[0-9a-f]{64}$/;
export const MAX_NOTE_LENGTH = 4000;

export const ErrorNoteSchema = z.object({
  intent: z.literal("note"),
  traceId: z.string().regex(TRACE_ID_PATTERN, { error: "traceInvalid" }),
  timestamp: z.string().max(64).optional(),
  note: z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(MAX_NOTE_LENGTH, { error: "tooLong" }),
});

export const ClientCrashSchema = z.object({
  intent: z.literal("report"),
  message: z.string().trim().min(1).max(4000),
  url: z.string().max(2000).optional(),
});

export const ErrorFeedbackSchema = z.discriminatedUnion("intent", [ErrorNoteSchema, ClientCrashSchema]);
