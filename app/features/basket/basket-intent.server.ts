// What every intent of the basket route is given, and the way back to the page it came from.
import type { AppLoadContext, data, TypedResponse } from "@remix-run/node";
import type { BasketIntentAnswer } from "~/forms/basket";

export interface BasketIntentArgs {
  request: Request;
  formData: FormData;
  /** The request context: store view, session, commerce client and translator. */
  shop: AppLoadContext["shop"];
  /** Posted by a fetcher: answer with data, not a redirect (see enhanced-submission.ts). */
  enhanced: boolean;
  /** The posted `redirectTo`, already checked to be on our origin; the basket when absent or unsafe. */
  redirectTo: string;
}

export type BasketIntentHandler = (
  args: BasketIntentArgs,
) => Promise<TypedResponse<never> | ReturnType<typeof data<BasketIntentAnswer>>>;

/** The intents one basket feature answers, by intent name (BasketIntent). */
export type BasketIntentHandlers = Partial<Record<string, BasketIntentHandler>>;
