// Lint: typescript-eslint's recommended rules plus the React hooks rules, on all TS/TSX sources.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // React code lives in app/; elsewhere `use` is Playwright's fixture callback, not a hook.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Layering (DESIGN.md, docs/decisions/018-without-javascript.md): app/lib is infrastructure that
  // knows nothing of the domains, routes or components that use it; modules register what lib
  // needs (e.g. setAuthMailer). Type imports count too.
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/modules/*", "~/routes/*", "~/components/*", "**/modules/*", "**/routes/*", "**/components/*"],
              message: "app/lib imports nothing from modules, routes or components: let the module register what lib needs.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  // Plain scripts served to the browser as they are (the widgets' height script).
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
