// TODO(issue 11, H-A (steps): sends /checkout to the first step not yet complete). A placeholder until that part lands.
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "checkout" };

export default function Placeholder() {
  return null;
}
