// Groups of choices: a fieldset whose legend names the question and whose error list it points at
// (radios and checkboxes of one name, e.g. a flavour or a bundle's parts).
import { useId, type ChangeEvent, type ReactNode } from "react";
import { useAnswerFocus } from "./answerFocus";
import { ErrorList, errorIdFor } from "./ErrorList";

interface GroupFrame {
  legend: ReactNode;
  legendClassName?: string;
  /** Shopper-facing texts (see useErrorText). */
  errors?: readonly string[] | null;
  className?: string;
  /** The element around the choices (a row of pills, a list of parts). */
  choicesClassName?: string;
  /** The id its error list takes; a generated one when absent. */
  id?: string;
}

/** The frame of a group: legend, the choices given as children, the error list. */
export function ChoiceGroupField({
  legend,
  legendClassName,
  errors,
  className,
  choicesClassName,
  id,
  children,
}: GroupFrame & { children: ReactNode }) {
  const fallback = useId();
  const errorId = errorIdFor(id ?? fallback);
  const invalid = Boolean(errors?.filter(Boolean).length);
  // An answer's focus lands on the group itself (focusable for that alone): no choice is preselected.
  const focus = useAnswerFocus(invalid);
  return (
    <fieldset
      className={className}
      aria-describedby={invalid ? errorId : undefined}
      {...(focus.autoFocus ? { tabIndex: -1, ...focus } : {})}
    >
      <legend className={legendClassName}>{legend}</legend>
      {/* Under the question, above the choices (GOV.UK's order): a long list of choices does not
          push it out of sight of a refused post, which lands on the group. */}
      <ErrorList id={errorId} errors={errors} />
      <div className={choicesClassName}>{children}</div>
    </fieldset>
  );
}

export interface RadioChoice {
  value: string;
  /** What the choice's label shows after the radio. */
  label: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * One choice among several radios of one name. Uncontrolled (`defaultValue`): the form is the
 * state, with or without JavaScript.
 */
export function RadioGroupField({
  name,
  choices,
  defaultValue,
  onChange,
  ...frame
}: GroupFrame & {
  name: string;
  choices: readonly RadioChoice[];
  defaultValue?: string | null;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  // The group (not each radio) is described by the errors: radios do not take aria-invalid.
  return (
    <ChoiceGroupField {...frame} id={frame.id ?? name}>
      {choices.map((choice) => (
        <label key={choice.value} className={choice.className}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={defaultValue === choice.value}
            disabled={choice.disabled}
            onChange={onChange}
          />
          {choice.label}
        </label>
      ))}
    </ChoiceGroupField>
  );
}
