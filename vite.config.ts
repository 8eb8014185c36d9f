import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { pgliteTemplate } from "./scripts/vite/pglite-template.ts";
import { precompressClientAssets } from "./scripts/vite/precompress.ts";

export default defineConfig({
  // Static assets get .br and .gz siblings at build (docs/decisions/054-page-weight-and-first-paint.md);
  // the embedded database's template is written beside the build (docs/decisions/049-memory.md).
  plugins: [tailwindcss(), reactRouter(), precompressClientAssets(), pgliteTemplate()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: {
    // Native/WASM packages are loaded from node_modules at run time, never bundled.
    external: ["@electric-sql/pglite", "pg"],
    // Bundled into the server build so it holds only the few icons the pages draw, not the
    // whole icon library (about 6 MB of server memory; docs/decisions/049-memory.md).
    noExternal: ["lucide-react"],
  },
  environments: {
    client: {
      build: {
        modulePreload: {
          // The map's chunk (docs/decisions/059-map.md) is opened from a list, which has loaded
          // all it imports: a preload list would only weigh on every list's first visit.
          resolveDependencies: (chunk, deps) => (/[\\/]results-map-[^/]*\.js$/.test(chunk) ? [] : deps),
        },
        rolldownOptions: {
          output: {
            // Fewer, larger chunks for what every page loads anyway (page weight,
            // docs/decisions/054-page-weight-and-first-paint.md): each chunk is gzipped on its own
            // and repeats its imports, so one framework chunk and one shell chunk are ~5 KB smaller
            // than the ~25 small chunks the default split makes of them. Only modules every page
            // needs belong here; anything else would add weight to pages that do not use it.
            codeSplitting: {
              groups: [
                {
                  // React, React DOM and React Router.
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                },
                {
                  // What app/root.tsx renders on every page: header (with its icons), footer,
                  // navigation status, toaster, error pages, the loaders of the members' chunks,
                  // and the helpers they use.
                  name: "shell",
                  test: /[\\/]app[\\/](member-chunks\.ts|components[\\/](layout[\\/]member-chunks\.ts|(layout[\\/](site-header|site-footer|navigation-status)|ui[\\/](button|sheet|slot)|toaster|not-found|error-code|csp)\.tsx)|lib[\\/](utils|meta|database-errors|request-context)\.ts)|node_modules[\\/](clsx|class-variance-authority|get-nonce)/,
                },
                // Modules the forms group below would otherwise pull in with it (a group takes its
                // modules' dependencies along): pages without forms use them too, so they stay
                // chunks of their own.
                { name: "card", test: /[\\/]app[\\/]components[\\/]ui[\\/]card\.tsx$/ },
                { name: "input", test: /[\\/]app[\\/]components[\\/]ui[\\/]input\.tsx$/ },
                {
                  // The shared form fields, the submit button, the binding of the server-validated
                  // forms (/auth, /contact) and the form-action helpers: one chunk instead of four
                  // (page weight of /auth, docs/decisions/054-page-weight-and-first-paint.md).
                  name: "forms",
                  test: /[\\/]app[\\/](components[\\/]forms[\\/](fields\.tsx|server-form\.ts|submit-button\.tsx)|lib[\\/]form-action\.ts)$/,
                },
                {
                  // What only the initiative, event and vacancy pages add (contact card, report
                  // link, the owner's status notice): one chunk instead of three small ones.
                  name: "item-detail",
                  test: /[\\/]app[\\/](components[\\/](contact-card|paragraphs)\.tsx|modules[\\/](reports[\\/]components[\\/]report-link|moderation[\\/]components[\\/]lazy-unpublished-notice)\.tsx)$/,
                },
                {
                  // The municipality links, the calendar subscription and "Lijst | Kaart" of the lists
                  // and the initiative and municipality pages: one chunk instead of three tiny ones.
                  name: "list-links",
                  test: /[\\/]app[\\/](modules[\\/](municipalities[\\/]links\.ts|feeds[\\/]components[\\/]calendar-subscribe-link\.tsx)|components[\\/]map[\\/]view-toggle\.tsx)$/,
                },
                // Used by most pages, not only the lists: kept out of the list-page group below.
                { name: "page-header", test: /[\\/]app[\\/]components[\\/]list[\\/]page-header\.tsx$/ },
                {
                  // The list page with its filters and pagination: what every list loads, one chunk
                  // instead of two. After list-links, which would otherwise come along with it.
                  name: "list-page",
                  test: /[\\/]app[\\/]components[\\/]list[\\/](list-page|filter-form|filter-notices|new-item-button|pagination)\.tsx$/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
