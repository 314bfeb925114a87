// The address of a request as the log and metrics may keep it: the path, and the query's keys with
// the values of anything that may be a secret or personal (reset tokens, signed returns, emails)
// replaced, so a log line never carries what would let its reader act as the shopper.
const SECRET_KEY = /token|key|secret|pass|code|sig|hash|mail|auth|session|nonce|otp|phone|name/i;

export const REDACTED = "[redacted]";

export function loggablePath(originalUrl: string): string {
  const questionMark = originalUrl.indexOf("?");
  if (questionMark < 0) return originalUrl;
  const path = originalUrl.slice(0, questionMark);
  const query = new URLSearchParams(originalUrl.slice(questionMark + 1));
  const kept: string[] = [];
  for (const [key, value] of query)
    kept.push(`${encodeURIComponent(key)}=${SECRET_KEY.test(key) ? REDACTED : encodeURIComponent(value)}`);
  return kept.length ? `${path}?${kept.join("&")}` : path;
}
