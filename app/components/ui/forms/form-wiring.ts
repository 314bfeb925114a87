// The form kit's wiring of a form to the server's answer: the part of Conform's `useForm` and its
// `get*Props` helpers that the shop's forms use, in a few hundred bytes instead of Conform + Zod in
// the browser (about 36 KB gzip). Validation is the server's: every action parses the post with the
// form's one Zod schema (app/forms/*.ts, parseSubmission) and answers Conform's SubmissionResult;
// the browser gets the schema's HTML constraints (app/forms/constraints.ts, generated from the
// schemas) and that answer. Ids, names, aria attributes and default values are Conform's own, so
// the markup is unchanged: a field's id is `${formId}-${name}`, its error list `${id}-error`.
//
// What it does with an answer: each field shows the answer's errors (a `null` entry keeps the ones
// shown), the input comes back as the answer's values (the inputs are uncontrolled, so what the
// shopper typed stays), the first field in error takes the focus, and an answer whose value is
// `null` (`reply({ resetForm: true })`) empties the form. A field in error that the shopper edits
// into a value the browser finds valid (its HTML constraints) stops showing the error, as Conform's
// revalidation on input did; the next post is checked by the server again. A form can also name,
// per field, the schema's error for each way the browser finds a value invalid (`validityErrors`):
// that error then shows as soon as the shopper leaves the field, as Conform's validation on blur did.
import { useEffect, useId, useState, type FormEvent } from "react";

export type { SubmissionResult } from "@conform-to/react";

/** The HTML constraints of one field, as Conform's getZodConstraint derives them from a schema. */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
  multiple?: boolean;
}

/** The parts of a server answer (Conform's SubmissionResult, as JSON) that the form reads. */
export interface FormAnswer {
  status?: "error" | "success";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, readonly string[] | null> | null;
}

type Values = Record<string, unknown>;
type Errors = Record<string, readonly string[]>;

interface FormState {
  /** The form these values and errors belong to: another id is another form, started afresh. */
  formId: string;
  /** The last answer the form was given (a reset keeps it: it must not come back). */
  answer: FormAnswer | undefined;
  initialValue: Values;
  value: Values;
  error: Errors;
  /** Bumped when the form is emptied: each field's `key` changes and its control starts afresh. */
  generation: number;
}

// The type parameters stand where Conform's typed the field's value, schema and errors: unused here.
export interface FieldMetadata<_Value = unknown, _Schema = unknown, _Error = unknown> {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  /** The shopper-facing error keys of this field, or undefined while it has none. */
  errors: string[] | undefined;
  initialValue: unknown;
  /** The field's current value (kept up to date as the shopper types or chooses). */
  value: unknown;
  key: string | undefined;
  constraint: FieldConstraint | undefined;
}

export interface FormMetadata {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The browser's reasons a value is invalid (ValidityState), in the order they are looked at. */
const VALIDITY_FLAGS = [
  "valueMissing",
  "badInput",
  "typeMismatch",
  "patternMismatch",
  "tooShort",
  "tooLong",
  "rangeUnderflow",
  "rangeOverflow",
  "stepMismatch",
] as const;

export type ValidityFlag = (typeof VALIDITY_FLAGS)[number];

/** Per field, the schema's error key for each reason the browser finds its value invalid. */
export type ValidityErrors = Readonly<Record<string, Readonly<Partial<Record<ValidityFlag, string>>>>>;

/** The schema's error for what the browser finds wrong with this control now, if it says. */
export function validityError(field: FieldElement, errors: ValidityErrors | undefined): string | undefined {
  const byFlag = errors?.[field.name];
  if (!byFlag) return undefined;
  const flag = VALIDITY_FLAGS.find((name) => field.validity[name] && byFlag[name]);
  return flag ? byFlag[flag] : undefined;
}

export interface UseFormOptions {
  id?: string;
  lastResult?: FormAnswer | null;
  defaultValue?: object;
  constraint?: Readonly<Record<string, FieldConstraint>>;
  /** Errors shown when the shopper leaves a field the browser finds invalid (see the module comment). */
  validityErrors?: ValidityErrors;
  /** Called on submit (the browser does not check constraints first: the server validates). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

function errorsOf(error: FormAnswer["error"], shown: Errors = {}): Errors {
  const result: Errors = {};
  for (const [name, errors] of Object.entries(error ?? {})) {
    const kept = errors === null ? shown[name] : errors;
    if (kept?.length) result[name] = kept;
  }
  return result;
}

// The shop's forms have flat fields (plain names, a list for a group of checkboxes), so an answer's
// values are used as they come, without Conform's flattening of nested objects.
function startingState(
  formId: string,
  answer: FormAnswer | undefined,
  defaultValue: object | undefined,
  generation = 0,
  emptied = false,
): FormState {
  const initialValue = ((emptied ? null : answer?.initialValue) ?? defaultValue ?? {}) as Values;
  return {
    formId,
    answer,
    initialValue,
    value: initialValue,
    error: emptied ? {} : errorsOf(answer?.error),
    generation,
  };
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The control an event of this form is about, if it is one of its named fields. */
function fieldOf(event: Event, formId: string): FieldElement | undefined {
  const field = event.target as FieldElement;
  return field.name && field.form?.id === formId ? field : undefined;
}

export function useForm<_Schema = unknown>(options: UseFormOptions): [FormMetadata, Record<string, FieldMetadata>] {
  const fallbackId = useId();
  const formId = options.id ?? fallbackId;
  const { lastResult, defaultValue, constraint, onSubmit, validityErrors } = options;
  const [state, setState] = useState(() => startingState(formId, lastResult ?? undefined, defaultValue));

  // Another form (a new id: another variant's alert) starts afresh, as Conform's did; a new answer
  // updates the form (Conform's `report`): its errors, its values, or, `null` as its value, an
  // emptied form. Both adjusted while rendering, React's pattern for state that follows a prop.
  if (formId !== state.formId)
    setState(startingState(formId, lastResult ?? undefined, defaultValue, state.generation + 1, true));
  else if (lastResult && lastResult !== state.answer)
    setState(
      lastResult.initialValue === null
        ? startingState(formId, lastResult, defaultValue, state.generation + 1, true)
        : {
            ...state,
            answer: lastResult,
            value: (lastResult.initialValue as Values | undefined) ?? state.value,
            error: errorsOf(lastResult.error, state.error),
          },
    );

  // The first field in error takes the focus, once per refused answer that comes while the form is
  // on screen (an answer the page was rendered with has its focus from the server's HTML).
  const [firstAnswer] = useState(state.answer);
  const refused = state.answer?.status === "error" && state.answer !== firstAnswer ? state.answer : undefined;
  useEffect(() => {
    const form = refused && document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const errors = errorsOf(refused!.error);
    (Array.from(form.elements) as FieldElement[])
      .find((element) => /^(input|select|textarea)$/.test(element.localName) && errors[element.name])
      ?.focus();
    // Only a new answer moves the focus; the state's errors are read from it.
  }, [refused]);

  // The values follow the shopper's input; a field in error that now meets its constraints is cleared.
  useEffect(() => {
    const follow = (event: Event) => {
      const field = fieldOf(event, formId);
      if (!field) return;
      const values = new FormData(field.form!).getAll(field.name);
      const value = values.length > 1 ? values : values[0];
      setState((current) => {
        const error = { ...current.error };
        if (field.validity.valid) delete error[field.name];
        if (!current.error[field.name] === !error[field.name] && current.value[field.name] === value) return current;
        return { ...current, value: { ...current.value, [field.name]: value }, error };
      });
    };
    const leave = (event: Event) => {
      const field = fieldOf(event, formId);
      const error = field && validityError(field, validityErrors);
      if (error) setState((current) => ({ ...current, error: { ...current.error, [field.name]: [error] } }));
    };
    const reset = (event: Event) => {
      if ((event.target as HTMLFormElement).id === formId)
        setState((current) => startingState(formId, current.answer, defaultValue, current.generation + 1, true));
    };
    const listeners = { input: follow, change: follow, focusout: leave, reset } as const;
    for (const [type, listener] of Object.entries(listeners)) document.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) document.removeEventListener(type, listener);
    };
    // The defaults and the validity errors are read when the shopper acts; they do not re-attach the listeners.
  }, [formId]);

  const form: FormMetadata = {
    id: formId,
    errorId: `${formId}-error`,
    errors: state.error[""]?.slice(),
    noValidate: true,
    onSubmit: (event) => onSubmit?.(event),
  };
  const fields = new Proxy({} as Record<string, FieldMetadata>, {
    get(_target, name: string) {
      const id = `${formId}-${name}`;
      return {
        id,
        name,
        formId,
        errorId: `${id}-error`,
        errors: state.error[name]?.slice(),
        initialValue: state.initialValue[name],
        value: state.value[name],
        key: state.generation ? `${state.generation}/${name}` : undefined,
        constraint: constraint?.[name],
      } satisfies FieldMetadata;
    },
  });
  return [form, fields];
}

/** Drops the attributes that are undefined, so that they never override the caller's own. */
function defined<T extends object>(props: T): T {
  for (const key of Object.keys(props) as (keyof T)[]) if (props[key] === undefined) delete props[key];
  return props;
}

/** `aria-invalid` (controls only) and `aria-describedby` while there are errors. */
function ariaOf(errors: readonly string[] | undefined, errorId: string, control: boolean) {
  const invalid = errors !== undefined;
  return { "aria-invalid": (control && invalid) || undefined, "aria-describedby": invalid ? errorId : undefined };
}

export function getFormProps(form: FormMetadata) {
  return defined({
    id: form.id,
    onSubmit: form.onSubmit,
    noValidate: form.noValidate,
    "aria-describedby": ariaOf(form.errors, form.errorId, false)["aria-describedby"],
  });
}

function controlProps(field: FieldMetadata) {
  return {
    required: field.constraint?.required || undefined,
    id: field.id,
    name: field.name,
    form: field.formId,
    ...ariaOf(field.errors, field.errorId, true),
  };
}

type InputType =
  "checkbox" | "date" | "email" | "hidden" | "number" | "password" | "radio" | "search" | "tel" | "text" | "url";

/** An uncontrolled input's attributes; a checkbox or radio is checked when its value is the field's. */
export function getInputProps<Type extends InputType>(
  field: FieldMetadata,
  options: { type: Type; value?: string | boolean },
) {
  const { constraint, initialValue } = field;
  const props: ReturnType<typeof controlProps> & {
    type: Type;
    minLength?: number;
    maxLength?: number;
    min?: string | number;
    max?: string | number;
    step?: string | number;
    pattern?: string;
    multiple?: boolean;
    value?: string;
    defaultChecked?: boolean;
    defaultValue?: string;
  } = {
    ...controlProps(field),
    type: options.type,
    minLength: constraint?.minLength,
    maxLength: constraint?.maxLength,
    min: constraint?.min,
    max: constraint?.max,
    step: constraint?.step,
    pattern: constraint?.pattern,
    multiple: constraint?.multiple,
  };
  if (options.value === undefined || options.value) {
    if (options.type === "checkbox" || options.type === "radio") {
      props.value = typeof options.value === "string" ? options.value : "on";
      props.defaultChecked = Array.isArray(initialValue)
        ? initialValue.includes(options.value)
        : initialValue === props.value;
    } else if (typeof initialValue === "string") {
      props.defaultValue = initialValue;
    }
  }
  return defined(props);
}

export function getSelectProps(field: FieldMetadata, options: { value?: boolean } = {}) {
  const { initialValue } = field;
  const props: ReturnType<typeof controlProps> & { multiple?: boolean; defaultValue?: string | string[] } = {
    ...controlProps(field),
    multiple: field.constraint?.multiple,
  };
  if (options.value === undefined || options.value) {
    props.defaultValue = Array.isArray(initialValue)
      ? initialValue.map((item: unknown) => `${item ?? ""}`)
      : (initialValue as { toString(): string } | undefined)?.toString();
  }
  return defined(props);
}

export function getTextareaProps(field: FieldMetadata, options: { value?: boolean } = {}) {
  const props: ReturnType<typeof controlProps> & { minLength?: number; maxLength?: number; defaultValue?: string } = {
    ...controlProps(field),
    minLength: field.constraint?.minLength,
    maxLength: field.constraint?.maxLength,
  };
  if (options.value === undefined || options.value)
    props.defaultValue = (field.initialValue as { toString(): string } | undefined)?.toString();
  return defined(props);
}
