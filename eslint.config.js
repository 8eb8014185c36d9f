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
  // Layering (docs/decisions/018-without-javascript.md): app/lib is infrastructure that knows no
  // domain, component or route, so nothing there imports them.
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    // Until the account e-mails are handed to auth.server.ts instead of imported there.
    ignores: ["app/lib/auth.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|\\.\\./)(modules|components|routes)(/|$)",
              message: "app/lib imports nothing from app/modules, app/components or app/routes.",
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
);
