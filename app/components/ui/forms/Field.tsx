// The form kit's single fields (Epic Stack's field wrappers): a label tied to its control, the
// control marked `aria-invalid` and described by its error list while it has errors. Works with
// Conform's getInputProps/getSelectProps/getTextareaProps (their `key` is kept on the control) and
// with plain attributes alike.
import {
  useId,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useAnswerFocus } from "./answerFocus";
import { ErrorList, errorIdFor } from "./ErrorList";

type WithKey<T> = T & { key?: string | number | null };

interface FieldFrame {
  label: ReactNode;
  labelProps?: LabelHTMLAttributes<HTMLLabelElement>;
  /** Shopper-facing texts (see useErrorText). */
  errors?: readonly string[] | null;
  /** The wrapper's class, "field" unless given (the shop's field layout). */
  className?: string;
  /**
   * The form shows this field's errors elsewhere (an ErrorList with the id errorIdFor(id)), e.g.
   * below a row of field and button: the control still points at it.
   */
  errorsShownElsewhere?: boolean;
}

/** `aria-invalid` and `aria-describedby` for a control with these errors. */
export function errorAttributes(id: string, errors: readonly string[] | null | undefined) {
  const invalid = Boolean(errors?.some(Boolean));
  return { "aria-invalid": invalid || undefined, "aria-describedby": invalid ? errorIdFor(id) : undefined };
}

/** The error attributes, and the answer's focus (see answerFocus.ts) while the control is invalid. */
function useErrorAttributes(id: string, errors: readonly string[] | null | undefined) {
  const attributes = errorAttributes(id, errors);
  return { ...attributes, ...useAnswerFocus(Boolean(attributes["aria-invalid"])) };
}

function useControlId(id: string | undefined) {
  const fallback = useId();
  return id ?? fallback;
}

export function Field({
  label,
  labelProps,
  inputProps,
  errors,
  className,
  errorsShownElsewhere,
}: FieldFrame & { inputProps: WithKey<InputHTMLAttributes<HTMLInputElement>> }) {
  const { key, ...props } = inputProps;
  const id = useControlId(props.id);
  const invalidAttributes = useErrorAttributes(id, errors);
  return (
    <div className={className ?? "field"}>
      <label htmlFor={id} {...labelProps}>
        {label}
      </label>
      <input key={key ?? undefined} {...props} id={id} {...invalidAttributes} />
      {errorsShownElsewhere ? null : <ErrorList id={errorIdFor(id)} errors={errors} />}
    </div>
  );
}

export function TextareaField({
  label,
  labelProps,
  textareaProps,
  errors,
  className,
}: FieldFrame & { textareaProps: WithKey<TextareaHTMLAttributes<HTMLTextAreaElement>> }) {
  const { key, ...props } = textareaProps;
  const id = useControlId(props.id);
  const invalidAttributes = useErrorAttributes(id, errors);
  return (
    <div className={className ?? "field"}>
      <label htmlFor={id} {...labelProps}>
        {label}
      </label>
      <textarea key={key ?? undefined} {...props} id={id} {...invalidAttributes} />
      <ErrorList id={errorIdFor(id)} errors={errors} />
    </div>
  );
}

export function SelectField({
  label,
  labelProps,
  selectProps,
  errors,
  className,
  children,
}: FieldFrame & { selectProps: WithKey<SelectHTMLAttributes<HTMLSelectElement>>; children: ReactNode }) {
  const { key, ...props } = selectProps;
  const id = useControlId(props.id);
  const invalidAttributes = useErrorAttributes(id, errors);
  return (
    <div className={className ?? "field"}>
      <label htmlFor={id} {...labelProps}>
        {label}
      </label>
      <select key={key ?? undefined} {...props} id={id} {...invalidAttributes}>
        {children}
      </select>
      <ErrorList id={errorIdFor(id)} errors={errors} />
    </div>
  );
}

/** A checkbox with its label around it (the whole line is the target), e.g. one part of a bundle. */
export function CheckboxField({
  label,
  inputProps,
  errors,
  className,
}: Omit<FieldFrame, "labelProps" | "errorsShownElsewhere"> & {
  inputProps: WithKey<Omit<InputHTMLAttributes<HTMLInputElement>, "type">>;
}) {
  const { key, ...props } = inputProps;
  const id = useControlId(props.id);
  const invalidAttributes = useErrorAttributes(id, errors);
  return (
    <>
      <label className={className} htmlFor={id}>
        <input key={key ?? undefined} {...props} type="checkbox" id={id} {...invalidAttributes} />
        {label}
      </label>
      <ErrorList id={errorIdFor(id)} errors={errors} />
    </>
  );
}
