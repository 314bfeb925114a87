// The form kit's single fields (Epic Stack's field wrappers): a label tied to its control, the
// control marked `aria-invalid` and described by its error list while it has errors, and by its
// hint. Works with Conform's getInputProps/getSelectProps/getTextareaProps (their `key` is kept on
// the control) and with plain attributes alike.
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
  /**
   * The id of the field's hint (its rule or format, wherever the form lays it out): the control is
   * described by its errors and then by the hint, so the rule is still read out when it was broken.
   */
  hintId?: string;
}

/**
 * `aria-invalid`; `aria-describedby`: the error list while there are errors, then the hint, both
 * read out (WCAG's ARIA1); and the answer's focus (see answerFocus.ts) while the control is invalid.
 */
function useErrorAttributes(id: string, errors: readonly string[] | null | undefined, hintId?: string) {
  const invalid = Boolean(errors?.some(Boolean));
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": [invalid ? errorIdFor(id) : "", hintId].join(" ").trim() || undefined,
    ...useAnswerFocus(invalid),
  };
}

function useControlId(id: string | undefined) {
  const fallback = useId();
  return id ?? fallback;
}

/** Each single field's control and its attributes. */
interface Controls {
  input: InputHTMLAttributes<HTMLInputElement>;
  textarea: TextareaHTMLAttributes<HTMLTextAreaElement>;
  select: SelectHTMLAttributes<HTMLSelectElement>;
}

/** The one layout of the single fields: the label, the control, its error list. */
function LabelledControl<Tag extends keyof Controls>({
  control,
  controlProps: { key, ...props },
  label,
  labelProps,
  errors,
  className,
  errorsShownElsewhere,
  hintId,
  children,
}: FieldFrame & { control: Tag; controlProps: WithKey<Controls[Tag]>; children?: ReactNode }) {
  const id = useControlId(props.id);
  // Each wrapper below pairs a tag with that tag's attributes, a pairing TypeScript cannot follow.
  const Control = control as "input";
  return (
    <div className={className ?? "field"}>
      <label htmlFor={id} {...labelProps}>
        {label}
      </label>
      <Control
        key={key ?? undefined}
        {...(props as Controls["input"])}
        id={id}
        {...useErrorAttributes(id, errors, hintId)}
      >
        {children}
      </Control>
      {errorsShownElsewhere ? null : <ErrorList id={errorIdFor(id)} errors={errors} />}
    </div>
  );
}

export function Field({
  inputProps,
  ...frame
}: FieldFrame & { inputProps: WithKey<InputHTMLAttributes<HTMLInputElement>> }) {
  return <LabelledControl {...frame} control="input" controlProps={inputProps} />;
}

export function TextareaField({
  textareaProps,
  ...frame
}: FieldFrame & { textareaProps: WithKey<TextareaHTMLAttributes<HTMLTextAreaElement>> }) {
  return <LabelledControl {...frame} control="textarea" controlProps={textareaProps} />;
}

export function SelectField({
  selectProps,
  ...frame
}: FieldFrame & { selectProps: WithKey<SelectHTMLAttributes<HTMLSelectElement>>; children: ReactNode }) {
  return <LabelledControl {...frame} control="select" controlProps={selectProps} />;
}

/** A checkbox with its label around it (the whole line is the target), e.g. one part of a bundle. */
export function CheckboxField({
  label,
  inputProps,
  errors,
  className,
}: Omit<FieldFrame, "labelProps" | "errorsShownElsewhere" | "hintId"> & {
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
