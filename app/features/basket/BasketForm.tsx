import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useStoreView } from "~/components/layout/useStoreView";
import { REDIRECT_TO_FIELD, type BasketIntentName } from "~/forms/basket.fields";
import { paths } from "~/routing/paths";

/**
 * A form that posts one intent to the basket route from anywhere (Hydrogen's CartForm): the intent,
 * the `inputs` it needs and where to come back to travel as hidden fields; the children are the
 * shopper's fields and buttons. A plain post and a 303, so it works without JavaScript.
 */
export function BasketForm({
  intent,
  inputs = {},
  redirectTo,
  className,
  id,
  children,
}: {
  intent: BasketIntentName;
  inputs?: Record<string, string>;
  /** The page to come back to; the basket when absent. */
  redirectTo?: string;
  className?: string;
  /** For buttons elsewhere on the page that submit this form (their `form` attribute). */
  id?: string;
  children?: ReactNode;
}) {
  const storeView = useStoreView();
  return (
    <Form method="post" action={paths.basket(storeView)} className={className} id={id} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(inputs).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {redirectTo ? <input type="hidden" name={REDIRECT_TO_FIELD} value={redirectTo} /> : null}
      {children}
    </Form>
  );
}
