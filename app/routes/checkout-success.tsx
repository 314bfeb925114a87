// TODO(issue 11, H-C (order): the order success page). A placeholder until that part lands.
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "checkout.success" };

export default function Placeholder() {
  return null;
}
