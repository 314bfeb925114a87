// TODO(issue 11, H-A (steps): the email step). A placeholder until that part lands.
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "checkout.information" };

export default function Placeholder() {
  return null;
}
