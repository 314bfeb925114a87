// @vitest-environment happy-dom
// useHydrated in the browser: false while React hydrates the server's HTML, then true, at the cost
// of rendering the part again; a part that does not need it in its state (`needed` false) is not
// rendered again, and a field's answer focus is the server's only.
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "~/components/ui/useHydrated";
import { useAnswerFocus } from "~/components/ui/forms/answerFocus";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a part on the server, then hydrates that HTML: what it rendered with, in order, and the text left. */
async function renders<T>(use: () => T, show: (value: T) => string) {
  const seen: T[] = [];
  function Part() {
    const value = use();
    seen.push(value);
    return <p>{show(value)}</p>;
  }
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Part />);
  document.body.append(container);
  const server = seen.splice(0);
  await act(async () => {
    hydrateRoot(container, <Part />);
  });
  return { server, browser: seen, text: container.textContent };
}

const enhanced = (hydrated: boolean) => (hydrated ? "enhanced" : "plain");
const focus = (answer: { autoFocus?: true }) => (answer.autoFocus ? "focus" : "none");

describe("useHydrated", () => {
  it("is false on the server and while hydrating, then true: the part renders again", async () => {
    expect(await renders(() => useHydrated(), enhanced)).toEqual({
      server: [false],
      browser: [false, true],
      text: "enhanced",
    });
  });

  it("stays false and renders nothing again for a part that does not need it", async () => {
    expect(await renders(() => useHydrated(false), enhanced)).toEqual({
      server: [false],
      browser: [false],
      text: "plain",
    });
  });

  it("marks an invalid field for the answer's focus in the server's HTML only; a valid one renders once", async () => {
    expect(await renders(() => useAnswerFocus(true), focus)).toEqual({
      server: [{ autoFocus: true }],
      browser: [{ autoFocus: true }, {}],
      text: "none",
    });
    expect(await renders(() => useAnswerFocus(false), focus)).toEqual({ server: [{}], browser: [{}], text: "none" });
  });
});
