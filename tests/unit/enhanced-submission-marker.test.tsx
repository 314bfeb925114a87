// @vitest-environment happy-dom
// The enhanced-submission marker: the server's form posts without it (a plain post that redirects);
// once React has hydrated the form, its posts carry it: the server's own field, turned on, not one
// React adds by rendering the form again.
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import { isEnhancedSubmission } from "~/forms/enhanced-submission";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("EnhancedSubmissionMarker", () => {
  it("is off in the server's form, and the same field is on once React hydrates it", async () => {
    function HeartForm() {
      return (
        <form method="post">
          <input type="hidden" name="sku" value="PW-WHEY" />
          <EnhancedSubmissionMarker />
        </form>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<HeartForm />);
    document.body.append(container);
    const form = () => container.querySelector("form")!;
    const marker = form().querySelector<HTMLInputElement>("input[name=response]");
    expect(marker?.disabled).toBe(true);
    expect(isEnhancedSubmission(new FormData(form()))).toBe(false);
    expect(new FormData(form()).get("sku")).toBe("PW-WHEY");

    await act(async () => {
      hydrateRoot(container, <HeartForm />);
    });
    expect(isEnhancedSubmission(new FormData(form()))).toBe(true);
    expect(form().querySelector("input[name=response]")).toBe(marker);
  });
});
