// TODO(issue 11, H-A (steps): the delivery address and shipping method). A placeholder until that part lands.
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "checkout.delivery" };

export default function Placeholder() {
  return null;
}
