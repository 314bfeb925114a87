// @vitest-environment happy-dom
// The forms' own wiring (app/components/ui/forms/form-wiring.ts) in place of Conform and Zod in the
// browser: the server's HTML of a form is exactly what Conform made of the same schema and answer
// (ids, names, constraints, aria attributes, the input kept), and in the browser a refused answer
// puts its errors next to the fields and the focus on the first of them, an edit that mends a field
// clears its error, and an answer that resets the form empties it.
import * as conform from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import * as wiring from "~/components/ui/forms/form-wiring";
import { newsletter } from "~/forms/constraints/newsletter";
import { signIn } from "~/forms/constraints/signIn";
import { SubscribeSchema } from "~/forms/newsletter";
import { SignInSchema } from "~/forms/sign-in";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's answer to a post, as the action makes it (Conform's submission.reply()). */
function answerTo(
  schema: typeof SignInSchema | typeof SubscribeSchema,
  fields: Record<string, string>,
  hide?: string[],
) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return JSON.parse(JSON.stringify(parseWithZod(formData, { schema }).reply({ hideFields: hide })));
}

type Kit = Pick<typeof wiring, "getFormProps" | "getInputProps" | "getSelectProps"> & {
  useForm: (options: Record<string, unknown>) => [wiring.FormMetadata, Record<string, wiring.FieldMetadata>];
};
const conformKit = conform as unknown as Kit;
const ourKit = wiring as unknown as Kit;

/** A newsletter-like form written once against either kit. */
function Subscribe({ kit, lastResult, extra }: { kit: Kit; lastResult?: unknown; extra: Record<string, unknown> }) {
  const [form, fields] = kit.useForm({ id: "newsletter", lastResult, defaultValue: { firstname: "Sam" }, ...extra });
  return (
    <form {...kit.getFormProps(form)}>
      <p id={form.errorId}>{form.errors?.join()}</p>
      <input {...kit.getInputProps(fields.intent, { type: "hidden", value: false })} value="subscribe" />
      <input {...kit.getInputProps(fields.email, { type: "email" })} />
      <input {...kit.getInputProps(fields.firstname, { type: "text" })} />
      <select {...kit.getSelectProps(fields.gender)}>
        <option value="">-</option>
        <option value="female">female</option>
      </select>
      <ul id={fields.email.errorId}>{fields.email.errors?.join()}</ul>
    </form>
  );
}

describe("the server's HTML of a form", () => {
  const cases = {
    "a fresh form": undefined,
    "a refused post, the input kept": answerTo(SubscribeSchema, {
      intent: "subscribe",
      email: "not-an-email",
      firstname: "Ann",
      gender: "female",
    }),
    "a post refused as a whole": { status: "error", initialValue: { email: "a@b.co" }, error: { "": ["Try again"] } },
  };
  for (const [name, lastResult] of Object.entries(cases)) {
    it(`is Conform's for ${name}`, () => {
      const theirs = renderToStaticMarkup(
        <Subscribe
          kit={conformKit}
          lastResult={lastResult}
          extra={{
            constraint: getZodConstraint(SubscribeSchema),
            onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema: SubscribeSchema }),
          }}
        />,
      );
      const ours = renderToStaticMarkup(
        <Subscribe kit={ourKit} lastResult={lastResult} extra={{ constraint: newsletter }} />,
      );
      expect(ours).toBe(theirs);
    });
  }

  it("marks a field in error invalid and describes it by its errors", () => {
    const html = renderToStaticMarkup(
      <Subscribe
        kit={ourKit}
        lastResult={cases["a refused post, the input kept"]}
        extra={{ constraint: newsletter }}
      />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const email = doc.getElementById("newsletter-email")!;
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("newsletter-email-error");
    expect(email.getAttribute("value")).toBe("not-an-email");
    expect(email.hasAttribute("required")).toBe(true);
    expect(doc.getElementById("newsletter-firstname")?.hasAttribute("aria-invalid")).toBe(false);
  });
});

/** A sign-in form in the browser, given answers the way a fetcher or the action data would. */
function SignIn({ lastResult, id = "sign-in" }: { lastResult?: wiring.FormAnswer; id?: string }) {
  const [form, fields] = wiring.useForm({
    id,
    lastResult,
    constraint: signIn,
    validityErrors: { email: { valueMissing: "required" } },
  });
  return (
    <form {...wiring.getFormProps(form)}>
      <input {...wiring.getInputProps(fields.email, { type: "email" })} />
      <ul id={fields.email.errorId}>{fields.email.errors?.join()}</ul>
      <input {...wiring.getInputProps(fields.password, { type: "password" })} />
      <ul id={fields.password.errorId}>{fields.password.errors?.join()}</ul>
      <output data-testid="typed">{String(fields.email.value ?? "")}</output>
    </form>
  );
}

describe("in the browser", () => {
  let container: HTMLElement;
  let root: ReturnType<typeof createRoot>;
  function show(node: ReactNode) {
    act(() => root.render(node));
  }
  function mount(node: ReactNode) {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    show(node);
  }
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
  const type = (input: HTMLInputElement, value: string) =>
    act(() => {
      input.value = value;
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });

  it("shows a refused answer's errors next to its fields and focuses the first of them", () => {
    mount(<SignIn />);
    expect(byId("sign-in-email").getAttribute("aria-invalid")).toBeNull();
    show(<SignIn lastResult={answerTo(SignInSchema, { email: "", password: "" }, ["password"])} />);
    expect(byId("sign-in-email-error").textContent).toBe("required");
    expect(byId("sign-in-password-error").textContent).toBe("required");
    expect(byId("sign-in-email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(byId("sign-in-email"));
  });

  it("does not move the focus for the answer the page was rendered with", () => {
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    mount(<SignIn lastResult={answerTo(SignInSchema, { email: "", password: "" })} />);
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it("clears a field's error once the shopper's edit meets its constraints, and follows the value", () => {
    mount(<SignIn lastResult={undefined} />);
    show(<SignIn lastResult={answerTo(SignInSchema, { email: "", password: "" })} />);
    type(byId("sign-in-email"), "sam@example.com");
    expect(byId("sign-in-email-error").textContent).toBe("");
    expect(byId("sign-in-email").getAttribute("aria-invalid")).toBeNull();
    expect(byId("sign-in-password-error").textContent).toBe("required");
    expect(document.querySelector("[data-testid=typed]")?.textContent).toBe("sam@example.com");
  });

  it("shows the same refusal again when the shopper posts the same input twice", () => {
    mount(<SignIn />);
    show(<SignIn lastResult={answerTo(SignInSchema, { email: "x", password: "" })} />);
    type(byId("sign-in-password"), "secret");
    expect(byId("sign-in-password-error").textContent).toBe("");
    show(<SignIn lastResult={answerTo(SignInSchema, { email: "x", password: "" })} />);
    expect(byId("sign-in-password-error").textContent).toBe("required");
  });

  it("says what is wrong with a field the browser finds invalid as the shopper leaves it", () => {
    mount(<SignIn />);
    act(() => {
      byId("sign-in-email").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
      byId("sign-in-password").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    });
    expect(byId("sign-in-email-error").textContent).toBe("required");
    expect(byId("sign-in-email").getAttribute("aria-invalid")).toBe("true");
    // No error named for the password: the server's answer will say.
    expect(byId("sign-in-password-error").textContent).toBe("");
    type(byId("sign-in-email"), "sam@example.com");
    expect(byId("sign-in-email-error").textContent).toBe("");
  });

  it("starts another form afresh when its id changes (another variant's alert)", () => {
    const refused = answerTo(SignInSchema, { email: "", password: "" });
    mount(<SignIn lastResult={refused} />);
    expect(byId("sign-in-email-error").textContent).toBe("required");
    show(<SignIn lastResult={refused} id="sign-in-2" />);
    expect(byId("sign-in-2-email-error").textContent).toBe("");
    expect(byId("sign-in-2-email").getAttribute("aria-invalid")).toBeNull();
  });

  it("empties the form for an answer that resets it", () => {
    mount(<SignIn lastResult={answerTo(SignInSchema, { email: "", password: "" })} />);
    show(<SignIn lastResult={{ status: "success", initialValue: null, error: {} }} />);
    expect(byId("sign-in-email-error").textContent).toBe("");
    expect(byId("sign-in-email").getAttribute("aria-invalid")).toBeNull();
  });
});
