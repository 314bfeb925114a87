// Error keys of the account forms in the shopper's words: the shared fields' keys come from
// account:fieldErrors, this part's own (a taken email, a wrong captcha...) from register:<form>.errors.
import { useCallback } from "react";
import type { TOptions } from "i18next";
import { useErrorText } from "~/components/ui/forms/ErrorList";

/** `values` fill the shared texts' placeholders (a new password's rules: {{min}}, {{classes}}). */
export function useRegisterErrorText(prefix: string, ownKeys: readonly string[], values?: TOptions) {
  const shared = useErrorText("account", "fieldErrors", values);
  const own = useErrorText("register", prefix);
  return useCallback(
    (keys: readonly string[] | null | undefined): string[] | undefined =>
      keys?.length ? keys.flatMap((key) => (ownKeys.includes(key) ? own([key]) : shared([key])) ?? []) : undefined,
    [shared, own, ownKeys],
  );
}
