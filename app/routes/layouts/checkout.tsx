// The checkout steps' layout (registry screen "checkout": information, delivery, review, success):
// the frame the steps share. Its route exists once a step is built; until then /checkout/* stays 404.
import { Outlet } from "@remix-run/react";

export default function CheckoutLayout() {
  return (
    <div className="checkout">
      <Outlet />
    </div>
  );
}
