// @vitest-environment happy-dom
// The form kit as a shopper's browser and a screen reader meet it: each field's label names its
// control, and a field with errors is marked invalid and described by its list of errors, worded
// in the shopper's language from the schema's error keys.
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RadioGroupField } from "~/components/ui/forms/ChoiceGroupField";
import { ErrorList, useErrorText } from "~/components/ui/forms/ErrorList";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/forms/Field";
import { TranslationsContext, type Translations } from "~/i18n/use-translation";

function i18nFor(locale: string): Translations {
  const texts = Object.fromEntries(
    ["popups", "product"].map((ns) => [ns, JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, "utf8"))]),
  );
  return { locale, texts };
}

/** The HTML the server sends, parsed as the browser would see it. */
function render(node: ReactNode, locale = "en-GB") {
  const html = renderToStaticMarkup(
    <TranslationsContext.Provider value={i18nFor(locale)}>{node}</TranslationsContext.Provider>,
  );
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return doc.body;
}

/** An email field worded from the newsletter schema's error keys, as NewsletterForm uses it. */
function EmailField({ errors }: { errors?: string[] }) {
  const errorText = useErrorText("popups", "newsletter.errors");
  return (
    <Field
      label="Email address"
      inputProps={{ id: "email", name: "email", type: "email", required: true }}
      errors={errorText(errors)}
    />
  );
}

describe("Field", () => {
  it("labels its input and, without errors, neither marks it invalid nor describes it", () => {
    const body = render(<EmailField />);
    const input = body.querySelector("input")!;
    expect(body.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Email address");
    expect(input.getAttribute("required")).not.toBeNull();
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(body.querySelector(".field__error")).toBeNull();
  });

  it("marks an input with errors invalid and points it at the translated error list", () => {
    const body = render(<EmailField errors={["required"]} />);
    const input = body.querySelector("input")!;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const list = body.querySelector(`#${input.getAttribute("aria-describedby")}`);
    expect(list?.textContent).toBe("Required.");
  });

  it("words the errors in the shopper's language", () => {
    const body = render(<EmailField errors={["required"]} />, "de-DE");
    const input = body.querySelector("input")!;
    const german = JSON.parse(readFileSync("locales/de-DE/popups.json", "utf8")).newsletter.errors.required;
    expect(body.querySelector(`#${input.getAttribute("aria-describedby")}`)?.textContent).toBe(german);
  });

  it("keeps Conform's key on the control and a generated id when none is given", () => {
    const body = render(<Field label="Quantity" inputProps={{ name: "quantity", key: "k1" }} errors={["Too many."]} />);
    const input = body.querySelector("input")!;
    expect(input.id).not.toBe("");
    expect(body.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Quantity");
    expect(body.querySelector(`#${CSS.escape(input.getAttribute("aria-describedby")!)}`)?.textContent).toBe(
      "Too many.",
    );
  });

  it("can leave its errors to a list elsewhere in the form, still pointing at it", () => {
    const body = render(
      <>
        <Field
          label="Quantity"
          inputProps={{ id: "qty", name: "quantity" }}
          errors={["Too many."]}
          errorsShownElsewhere
        />
        <ErrorList id="qty-error" errors={["Too many."]} keepSpace />
      </>,
    );
    expect(body.querySelectorAll(".field__error")).toHaveLength(1);
    expect(body.querySelector("input")?.getAttribute("aria-describedby")).toBe("qty-error");
  });
});

describe("a field with a hint", () => {
  const RULE = "At least 8 characters, with 3 of: lower case, upper case, digits, symbols.";

  /** A password field with its rule under it, as the forms that set a password lay it out. */
  function PasswordField({ errors }: { errors?: string[] }) {
    return (
      <>
        <Field
          label="Password"
          inputProps={{ id: "password", name: "password", type: "password" }}
          errors={errors}
          hintId="password-hint"
        />
        <p id="password-hint">{RULE}</p>
      </>
    );
  }

  /** The texts the control's description is made of, in the order a screen reader reads them. */
  function described(body: HTMLElement, control: Element) {
    const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
    return ids.map((id) => body.querySelector(`#${CSS.escape(id)}`)?.textContent);
  }

  it("is described by the hint alone while it has no errors", () => {
    const body = render(<PasswordField />);
    const input = body.querySelector("input")!;
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(described(body, input)).toEqual([RULE]);
  });

  it("with an error, is described by the error and then still by the hint", () => {
    const body = render(<PasswordField errors={["Use at least 8 characters."]} />);
    const input = body.querySelector("input")!;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("password-error password-hint");
    expect(described(body, input)).toEqual(["Use at least 8 characters.", RULE]);
  });

  it("keeps the hint on a textarea and a select in error too", () => {
    const body = render(
      <>
        <TextareaField label="Note" textareaProps={{ id: "note" }} errors={["Too short."]} hintId="note-hint" />
        <p id="note-hint">At least 20 characters.</p>
        <SelectField label="Store" selectProps={{ id: "store" }} errors={["Unknown store."]} hintId="store-hint">
          <option value="default">UK</option>
        </SelectField>
        <p id="store-hint">Prices and delivery follow the store.</p>
      </>,
    );
    expect(described(body, body.querySelector("#note")!)).toEqual(["Too short.", "At least 20 characters."]);
    expect(described(body, body.querySelector("#store")!)).toEqual([
      "Unknown store.",
      "Prices and delivery follow the store.",
    ]);
  });
});

describe("ErrorList", () => {
  it("keeps its space when asked, and renders nothing otherwise", () => {
    expect(render(<ErrorList id="e" errors={[]} />).innerHTML).toBe("");
    const kept = render(<ErrorList id="e" errors={[]} keepSpace />).querySelector("#e");
    expect(kept?.textContent).toBe("");
  });

  it("lists each error", () => {
    const items = render(<ErrorList id="e" errors={["One.", "Two."]} />).querySelectorAll("#e li");
    expect([...items].map((item) => item.textContent)).toEqual(["One.", "Two."]);
  });
});

describe("other fields", () => {
  it("TextareaField and SelectField label their control and describe its errors", () => {
    const body = render(
      <>
        <TextareaField label="Note" textareaProps={{ id: "note", name: "note" }} errors={["Required."]} />
        <SelectField label="Store" selectProps={{ id: "store", name: "store" }} errors={["Unknown store."]}>
          <option value="default">UK</option>
        </SelectField>
      </>,
    );
    for (const [id, label, error] of [
      ["note", "Note", "Required."],
      ["store", "Store", "Unknown store."],
    ]) {
      const control = body.querySelector(`#${id}`)!;
      expect(body.querySelector(`label[for="${id}"]`)?.textContent).toBe(label);
      expect(control.getAttribute("aria-invalid")).toBe("true");
      expect(body.querySelector(`#${control.getAttribute("aria-describedby")}`)?.textContent).toBe(error);
    }
  });

  it("CheckboxField's label holds the box and its text", () => {
    const body = render(<CheckboxField label="Shaker" inputProps={{ id: "shaker", name: "parts", value: "1" }} />);
    const label = body.querySelector("label")!;
    expect(label.querySelector("input[type=checkbox]")?.id).toBe("shaker");
    expect(label.textContent).toBe("Shaker");
  });

  it("RadioGroupField names the group by its legend, checks the default and describes the group's error", () => {
    const errorText = "Please choose one.";
    const body = render(
      <RadioGroupField
        legend="Flavour"
        name="flavours"
        defaultValue="2"
        errors={[errorText]}
        choices={[
          { value: "1", label: "Chocolate" },
          { value: "2", label: "Vanilla" },
          { value: "3", label: "Strawberry", disabled: true },
        ]}
      />,
    );
    const group = body.querySelector("fieldset")!;
    expect(group.querySelector("legend")?.textContent).toBe("Flavour");
    const radios = [...group.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["Chocolate", "Vanilla", "Strawberry"]);
    expect(radios.map((radio) => radio.hasAttribute("checked"))).toEqual([false, true, false]);
    expect(radios[2].hasAttribute("disabled")).toBe(true);
    expect(body.querySelector(`#${group.getAttribute("aria-describedby")}`)?.textContent).toBe(errorText);
  });
});
