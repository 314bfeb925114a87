// graphql-codegen: every GraphQL document the storefront sends is written with `graphql(...)` from
// app/commerce/generated next to its use (in app/commerce, or in a feature's own *.server.ts), and
// comes back as a TypedDocumentString bound to its generated result and variables types (client
// preset, ADR 0010). The types are generated from the backend's SDL (the one schema source,
// DESIGN.md) so that a renamed field breaks the build.
//
// `npm run codegen` writes app/commerce/generated/ (committed);
// `npm run codegen:check` fails when that folder is stale (part of `npm run typecheck`).
import type { CodegenConfig } from "@graphql-codegen/cli";
import { buildASTSchema, concatAST, printSchema } from "graphql";
import { loadTypeDefs } from "./backend/schema/loader";

// Magento's schema as its schema reader merges it (interface extensions copied onto the
// implementing types), printed as SDL: a plain merge of the two files would not be a valid schema.
const mergedSchema = printSchema(buildASTSchema(concatAST(loadTypeDefs())));

const config: CodegenConfig = {
  schema: mergedSchema,
  documents: ["app/commerce/**/*.ts", "app/features/**/*.server.ts", "!app/commerce/generated/**"],
  // The generated folder is committed: a missing document should fail loudly, not yield an empty folder.
  ignoreNoDocuments: false,
  generates: {
    "app/commerce/generated/": {
      preset: "client",
      presetConfig: {
        // Server-side code reads whole answers; view models, not masks, decide what components see.
        fragmentMasking: false,
      },
      config: {
        // A string document (no graphql-js AST at run time): what graphql-request sends as it is.
        documentMode: "string",
        // Magento's scalars: ID and String are strings, Float and Int numbers.
        scalars: { ID: "string" },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        enumsAsTypes: true,
        onlyOperationTypes: true,
        useTypeImports: true,
        // One field a line: reviewable diffs of the committed files.
        printFieldsOnNewLines: true,
      },
    },
  },
};

export default config;
