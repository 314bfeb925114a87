// Placeholder: replaced by the popups work.
import { data } from "@remix-run/node";

export function loader() {
  throw data(null, { status: 404 });
}
