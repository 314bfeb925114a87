#!/usr/bin/env bash
# The storefront's documents for a backend without this shop's extension (stock Magento 2.4.7), checked
# against Magento's core schema alone: no extension SDL, so a field only our backend has fails here.
#   npm run check:graphql:core            (CI: .ci/run)
#   scripts/check-core-documents.sh DIR   (another source folder; the tests use one)
#
# The one place that says which files are core-mode documents: under DIR (default app),
#   - any file named *.core.ts or *.core.tsx,
#   - any .ts, .tsx or .graphql file in a folder named core (app/commerce/core/..., a feature's core/),
# test files (*.test.*, *.spec.*) excepted. A fragment a core document spreads must be in such a file
# too: the checker resolves fragments among the files it reads.
# Passes with no core-mode documents at all. Exit status: the checker's (1 when one fails).
set -euo pipefail
cd "$(dirname "$0")/.."
root=${1:-app}
checker=${MAGENTO_CHECK:-tools/magento-schema/check}

mapfile -t documents < <(
  find "$root" -type f \( -name '*.core.ts' -o -name '*.core.tsx' \
    -o \( -path '*/core/*' \( -name '*.ts' -o -name '*.tsx' -o -name '*.graphql' \) \) \) \
    ! -name '*.test.*' ! -name '*.spec.*' ! -name '*.d.ts' | sort
)
if (( ${#documents[@]} == 0 )); then
  echo "No core-mode documents under $root (*.core.ts, core/): nothing to check."
  exit 0
fi

# The checker reads one folder: the core-mode files alone, at their paths relative to the root.
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
for file in "${documents[@]}"; do
  relative=${file#"$root"/}
  mkdir -p "$staging/$(dirname "$relative")"
  cp "$file" "$staging/$relative"
done
echo "${#documents[@]} core-mode document file(s) under $root, against Magento 2.4.7's core schema alone:"
"$checker" "$staging"
