// Which schema the embedded backend speaks. "extended" (the default): Magento 2.4.7's core schema and
// every module's extension SDL and REST paths, what this storefront uses. "magento-core": exactly
// stock Magento 2.4.7's storefront schema and core REST paths, the extension absent as on a stock
// Magento, so the storefront's core mode (and any other client) can be proved against it.
export const BACKEND_SCHEMA_MODES = ["extended", "magento-core"] as const;

export type BackendSchemaMode = (typeof BACKEND_SCHEMA_MODES)[number];
