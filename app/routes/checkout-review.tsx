// TODO(issue 11, H-D (pay): review and pay). A placeholder until that part lands.
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "checkout.review" };

export default function Placeholder() {
  return null;
}
