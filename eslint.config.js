// Lint: TypeScript, React, hooks, accessibility, import cycles, and the layering of DESIGN.md:
// routes never import routes, components never import routes or root, only app/commerce talks to
// the GraphQL client, and app/ and backend/ never import each other.
import { existsSync, readdirSync } from "node:fs";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import eslintConfigPrettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

// One folder per storefront feature (app/features/<feature>): a feature never reaches into another
// feature's folder (what two features share lives in app/components, app/commerce or a cross-cutting
// folder), and the cross-cutting layers below never import a feature.
const features = existsSync("app/features")
  ? readdirSync("app/features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const featureZones = features.map((feature) => ({
  target: `./app/features/${feature}`,
  from: "./app/features",
  except: [`./${feature}`],
  message: "Features never import each other's internals; share through app/components or app/commerce.",
}));
const layersBelowFeatures = [
  "commerce",
  "components",
  "forms",
  "http",
  "observability",
  "i18n",
  "integrations",
  "media",
  "routing",
  "sessions",
  "shell",
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "app/commerce/generated/",
      // copied unchanged from ../shared/magento (tests/unit/magento-schema-copy.test.ts)
      "tools/magento-schema/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" }, node: true },
      "import/internal-regex": "^~/",
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./app/routes", from: "./app/routes", message: "Routes never import other routes." },
            {
              target: "./app",
              from: "./app/features/**/*route.tsx",
              message: "Route modules are entry points of the route registry; nothing imports them.",
            },
            ...featureZones,
            ...layersBelowFeatures.map((layer) => ({
              target: `./app/${layer}`,
              from: "./app/features",
              message: "Cross-cutting layers never import a feature.",
            })),
            {
              target: "./app/components",
              from: ["./app/routes", "./app/root.tsx"],
              message: "Components never import routes or root.",
            },
            {
              target: "./app",
              from: "./backend",
              message: "The storefront never imports the embedded backend (server.ts wires them).",
            },
            { target: "./backend", from: "./app", message: "The embedded backend never imports the storefront." },
          ],
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "graphql-request", message: "Only app/commerce talks to the GraphQL backend." }],
          patterns: [
            {
              group: ["~/commerce/client.server", "~/commerce/generated/*"],
              message: "Only app/commerce sends GraphQL documents; use a domain's typed function.",
            },
          ],
        },
      ],
    },
  },
  {
    // The commerce layer itself, a feature's own documents (its *.server.ts files), and tests that
    // check its typing or mock its answers.
    files: ["app/commerce/**", "app/features/**/*.server.ts", "tests/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The build-time list of the schemas whose HTML constraints the browser gets: like the route
    // registry it names every form, so it reads a feature's own schema; nothing at run time imports it.
    files: ["app/forms/constraint-sources.ts"],
    rules: { "import/no-restricted-paths": "off" },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      // React Compiler advice. Our effects that set state reset UI state when new server data
      // arrives or read browser-only state (storage, cookies) after hydration; kept visible as a
      // warning until those components are reworked.
      "react-hooks/set-state-in-effect": "warn",
    },
  },
  {
    // The embedded backend's resolvers are typed by codegen (backend/codegen.ts): no `any` left to allow.
    files: ["backend/**"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
  {
    // A backend module's resolvers and REST paths name the services they use (ADR 0062):
    // `Ctx<"quote" | "shipping">`, `Resolvers<Ctx<Services>>`, `Pick<ShopServices, ...>`, so the
    // module's dependencies on the others are written in its own folder, never the whole shop.
    files: ["backend/*/resolvers.ts", "backend/*/*-resolvers.ts", "backend/*/rest.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "TSTypeReference[typeName.name='ShopServices']:not(TSTypeReference[typeName.name='Pick'] > TSTypeParameterInstantiation > TSTypeReference, TSIndexedAccessType > TSTypeReference)",
          message: 'Name the services this module uses: Pick<ShopServices, "quote" | ...>, not the whole shop.',
        },
        {
          selector: "TSTypeReference[typeName.name='Ctx']:not([typeArguments])",
          message: "Name the services these resolvers read: Ctx<Services>, not the whole shop's Ctx.",
        },
        {
          selector: "TSTypeReference[typeName.name=/Resolvers$/]:not([typeArguments])",
          message: "Type a module's resolvers with the services they read: Resolvers<Ctx<Services>>.",
        },
      ],
    },
  },
  {
    // Generated by graphql-codegen (its resolver signatures use `any` for graphql-js's own types).
    files: ["backend/generated/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["tests/**", "backend/**/*.test.ts", "e2e/**", "scripts/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
  // Formatting is Prettier's job (npm run lint runs prettier --check); no style rules here.
  eslintConfigPrettier,
);
