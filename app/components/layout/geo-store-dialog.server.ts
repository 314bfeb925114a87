// The geo-store suggestion for the server's render (GeoStoreNotice): imported at once here, so the
// page's HTML holds it; the browser's build leaves this module empty and loads it lazily.
export { default as ServerGeoStoreDialog } from "./GeoStoreDialog";
