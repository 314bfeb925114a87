import type { TOptions } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useAnswerFocus } from "./answerFocus";

/** The id of a field's error list, the one its `aria-describedby` points at (Conform's `errorId` too). */
export function errorIdFor(fieldId: string): string {
  return `${fieldId}-error`;
}

/** A whole form's errors (a refusal that is no one field's), above its fields, announced when they come. */
export function FormErrors({ id, errors }: { id: string; errors?: readonly string[] | null }) {
  const shown = errors?.filter(Boolean) ?? [];
  const focus = useAnswerFocus(shown.length > 0);
  if (!shown.length) return null;
  return (
    <div id={id} className="notice notice--error" role="alert" tabIndex={-1} {...focus}>
      {shown.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/**
 * A field's errors, already in the shopper's words. `keepSpace` keeps the (empty) list in the page so
 * that an error that comes or goes does not move what is below it under the shopper's pointer.
 */
export function ErrorList({
  id,
  errors,
  keepSpace = false,
  className,
}: {
  id?: string;
  errors?: readonly string[] | null;
  keepSpace?: boolean;
  className?: string;
}) {
  const shown = errors?.filter(Boolean) ?? [];
  if (!shown.length && !keepSpace) return null;
  return (
    <ul id={id} className={className ? `field__error ${className}` : "field__error"}>
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/**
 * Schemas name their errors with translation keys ("quantityMax"); this turns them into the
 * shopper's words from one namespace and prefix: useErrorText("popups", "newsletter.errors").
 */
export function useErrorText(namespace: string, prefix: string, options?: TOptions) {
  const { t } = useTranslation(namespace);
  const optionsKey = JSON.stringify(options ?? {});
  return useCallback(
    (keys: readonly string[] | null | undefined): string[] | undefined =>
      keys?.length ? keys.map((key) => t(`${prefix}.${key}`, JSON.parse(optionsKey) as TOptions)) : undefined,
    [t, prefix, optionsKey],
  );
}
