import { integrationLoaders } from "./loaders";
import type { ActiveIntegration } from "./active";

/**
 * The loaders of the integrations this page may use (already filtered by store switch, consent and
 * bot checks). Rendered on the server, so they run on the first page load after consent.
 */
export function IntegrationScripts({ active }: { active: readonly ActiveIntegration[] }) {
  const loaders = integrationLoaders(active);
  if (!loaders.length) return null;
  return (
    <>
      {loaders.map((loader) =>
        loader.kind === "script" ? (
          <script key={loader.name} async src={loader.src} data-integration={loader.name} />
        ) : (
          <img key={loader.name} src={loader.src} alt="" width={1} height={1} hidden data-integration={loader.name} />
        ),
      )}
    </>
  );
}
