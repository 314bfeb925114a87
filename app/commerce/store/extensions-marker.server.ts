// The second way to learn the backend's dialect (core/dialect.server.ts), for a backend that refuses
// introspection: read one field only the extension has. The extension answers it; a stock Magento
// refuses the document for it, which is the answer. Deliberately not a core document.
import { graphql } from "../generated";

export const EXTENSIONS_MARKER_QUERY = graphql(`
  query BackendExtensionsMarker {
    storeConfig {
      page_cache_ttl
    }
  }
`);
