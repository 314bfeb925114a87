// A customer's points forms for the server's render (PointsSection): imported at once here, so the
// basket's HTML holds them; the browser's build leaves this module empty and loads them lazily.
export { default as ServerPointsForms } from "./PointsForms";
