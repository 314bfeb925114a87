// SPEC §8: the Trace ID is a hash of the error text, the address, the user agent and the time,
// keyed by a server secret, so support can match a shopper's note with the logged crash while the
// ID itself reveals nothing.
import { createHmac } from "node:crypto";

export interface TraceInput {
  message: string;
  url: string;
  userAgent: string;
  timestamp: string;
}

export { TRACE_ID_PATTERN } from "~/forms/error-note";

export function traceId(input: TraceInput, secret: string): string {
  return createHmac("sha256", secret)
    .update([input.message, input.url, input.userAgent, input.timestamp].join("\n"))
    .digest("hex");
}
