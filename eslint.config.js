// Lint: typescript-eslint's recommended rules plus the React hooks rules, on all TS/TSX sources.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Modules a content module may import besides lib, db and components. */
const CONTENT_MAY_IMPORT = ["initiatives", "events", "vacancies", "images", "municipalities"];

/** Every other module under app/modules (read from disk, so a new module is cross-cutting by default). */
const CROSS_CUTTING_MODULES = readdirSync(new URL("./app/modules/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !CONTENT_MAY_IMPORT.includes(entry.name))
  .map((entry) => entry.name);

/** Alias and relative import patterns for the given top-level folders of app/. */
function above(...folders) {
  return folders.flatMap((folder) => [`~/${folder}/*`, `**/${folder}/*`]);
}

/** A no-restricted-imports config for source files (tests exempt) matching `files`. */
function layerRule(files, patterns) {
  return [
    {
      files,
      ignores: ["**/*.test.{ts,tsx}"],
      rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
    },
  ];
}

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
  // Layering as described in ARCHITECTURE.md ("Layers and who may import whom"). Each pattern
  // comes as an alias (`~/…`) and a relative form (`**/…`). Type imports count too. Test files are
  // exempt: a test may compose layers (factories, a module's data in a component's test).
  ...layerRule(["app/lib/**/*.{ts,tsx}"], [
    {
      group: [...above("modules", "routes", "components"), "~/db/seed/*", "**/db/seed/*"],
      message: "app/lib imports nothing from modules, routes, components or the seed: let the composition root (app/startup.server.ts) wire it.",
    },
  ]),
  ...layerRule(["app/db/**/*.{ts,tsx}"], [
    {
      group: above("modules", "routes", "components"),
      message: "app/db imports only lib: move the shared type down into db or lib.",
    },
  ]),
  ...layerRule(["app/components/**/*.{ts,tsx}"], [
    {
      group: above("modules", "routes"),
      message: "app/components import no module or route: compose in a route or app/root.tsx, or move the piece into components.",
    },
  ]),
  ...layerRule(["app/modules/**/*.{ts,tsx}"], [
    { group: above("routes"), message: "Modules import no routes." },
  ]),
  // Content modules may use each other and the building-block modules images and municipalities, and
  // the matching vocabulary and its day-part grid (what a vacancy's fields are made of); the cross-cutting modules
  // act on content and register hooks in app/lib/content-hooks.server.ts.
  ...layerRule(["app/modules/{initiatives,events,vacancies}/**/*.{ts,tsx}"], [
    { group: above("routes"), message: "Modules import no routes." },
    {
      group: [
        ...CROSS_CUTTING_MODULES.flatMap((m) => [`~/modules/${m}/*`, `**/modules/${m}/*`, `../${m}/*`, `../../${m}/*`]),
        ...["~/modules", "**/modules", "..", "../.."].flatMap((prefix) => [`!${prefix}/matching/vocabulary`, `!${prefix}/matching/day-part-grid`]),
      ],
      message:
        "Content modules (initiatives, events, vacancies) import only each other, images, municipalities and the matching vocabulary: cross-cutting modules register hooks (app/lib/content-hooks.server.ts) or shared code moves to lib.",
    },
  ]),
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
