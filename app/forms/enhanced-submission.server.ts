import { data, redirect } from "@remix-run/node";

export { isEnhancedSubmission } from "./enhanced-submission";

/**
 * The end of an action that a form posts with or without JavaScript: the enhanced post gets `data`
 * (with `status`, e.g. 409 for a refusal), the plain one a 303 to `redirectTo`, which the caller
 * has checked to be on our origin. Headers (cookies, cache) go with either.
 */
export function respond<T>({
  enhanced,
  data: payload,
  redirectTo,
  status = 200,
  headers,
}: {
  enhanced: boolean;
  data: T;
  redirectTo: string;
  status?: number;
  headers?: HeadersInit;
}) {
  if (enhanced) return data(payload, { status, headers });
  return redirect(redirectTo, { status: 303, headers });
}
