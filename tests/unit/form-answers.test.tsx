// @vitest-environment happy-dom
// Where a refused post lands without JavaScript: the server's HTML marks the first thing that says
// what went wrong with `autofocus` (the browser focuses it and scrolls it into view), a long form's
// error summary says "There is a problem" and links to each field, and nothing is marked when all
// is well.
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RadioGroupField } from "~/components/ui/forms/ChoiceGroupField";
import { FormErrors } from "~/components/ui/forms/ErrorList";
import { ErrorSummary } from "~/components/ui/forms/ErrorSummary";
import { Field } from "~/components/ui/forms/Field";
import { TranslationsContext } from "~/i18n/use-translation";

function render(node: ReactNode, locale = "en-GB") {
  const common = JSON.parse(readFileSync(`locales/${locale}/common.json`, "utf8"));
  const html = renderToStaticMarkup(
    <TranslationsContext.Provider value={{ locale, texts: { common } }}>{node}</TranslationsContext.Provider>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;
}

const email = { id: "signup-email", name: "email", type: "email" };

describe("the answer's focus", () => {
  it("is on an invalid field, and on no valid one", () => {
    const body = render(
      <>
        <Field label="Name" inputProps={{ id: "signup-name", name: "name" }} />
        <Field label="Email" inputProps={email} errors={["Please enter a valid email address."]} />
      </>,
    );
    expect(body.querySelector("#signup-email")?.hasAttribute("autofocus")).toBe(true);
    expect(body.querySelector("#signup-name")?.hasAttribute("autofocus")).toBe(false);
  });

  it("is on a group of choices with an error, its error under the question and above the choices", () => {
    const body = render(
      <RadioGroupField
        legend="Delivery"
        name="method"
        choices={[
          { value: "standard", label: "Standard" },
          { value: "express", label: "Express" },
        ]}
        errors={["Please choose a delivery method."]}
      />,
    );
    const group = body.querySelector("fieldset")!;
    expect(group.hasAttribute("autofocus")).toBe(true);
    expect(group.getAttribute("tabindex")).toBe("-1");
    const [legend, error] = Array.from(group.children);
    expect(legend.tagName).toBe("LEGEND");
    expect(error.textContent).toBe("Please choose a delivery method.");
  });

  it("is on a whole form's refusal", () => {
    const body = render(<FormErrors id="sign-in-error" errors={["The account sign-in was incorrect."]} />);
    const alert = body.querySelector("[role=alert]")!;
    expect(alert.hasAttribute("autofocus")).toBe(true);
    expect(alert.getAttribute("tabindex")).toBe("-1");
  });
});

describe("ErrorSummary", () => {
  const items = [
    { id: "create-account-firstname", label: "First name", errors: [] },
    { id: "create-account-email", label: "Email", errors: ["Please enter a valid email address."] },
    { id: "create-account-password", label: "Password", errors: ["At least 8 symbols."] },
  ];

  it("says there is a problem and links to each field that has one, and takes the focus", () => {
    const body = render(<ErrorSummary id="create-account-problems" items={items} />);
    const summary = body.querySelector(".error-summary")!;
    expect(summary.getAttribute("role")).toBe("alert");
    expect(summary.hasAttribute("autofocus")).toBe(true);
    expect(summary.querySelector("h2")?.textContent).toBe("There is a problem");
    expect(summary.textContent).toContain("Please check these 2 fields:");
    const links = Array.from(summary.querySelectorAll("a")).map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Email", "#create-account-email"],
      ["Password", "#create-account-password"],
    ]);
  });

  it("is in the shopper's language", () => {
    const body = render(<ErrorSummary id="p" items={items} />, "de-DE");
    expect(body.querySelector("h2")?.textContent).toBe("Es gibt ein Problem");
  });

  it("is not there when no field has an error", () => {
    const body = render(<ErrorSummary id="p" items={[{ id: "a", label: "A", errors: null }]} />);
    expect(body.querySelector(".error-summary")).toBeNull();
  });
});
