// graphql-codegen: result and variable types for every operation the storefront sends, generated
// from the backend's SDL (the one schema source, DESIGN.md) so that a renamed field breaks the build.
//
// `npm run codegen` writes app/commerce/generated/operations.ts (committed);
// `npm run codegen:check` fails when that file is stale (part of `npm run typecheck`).
import type { CodegenConfig } from "@graphql-codegen/cli";
import { buildASTSchema, concatAST, printSchema } from "graphql";
import { loadTypeDefs } from "./backend/schema/loader";

// Magento's schema as its schema reader merges it (interface extensions copied onto the
// implementing types), printed as SDL: a plain merge of the two files would not be a valid schema.
const mergedSchema = printSchema(buildASTSchema(concatAST(loadTypeDefs())));

const config: CodegenConfig = {
  schema: mergedSchema,
  documents: ["app/**/*.{ts,tsx}", "!app/commerce/generated/**"],
  generates: {
    "app/commerce/generated/operations.ts": {
      plugins: ["typescript-operations"],
      config: {
        // Magento's scalars: ID and String are strings, Float and Int numbers.
        scalars: { ID: "string" },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        enumType: "string-literal",
        useTypeImports: true,
        // Operation types name the fragments they spread, so types.ts can say `Cart = CartFieldsFragment`.
        inlineFragmentTypes: "combine",
        // One field a line: reviewable diffs of the committed file.
        printFieldsOnNewLines: true,
      },
    },
  },
};

export default config;
