/**
 * Pieces of the Content-Security-Policy that React renders (docs/decisions/011-security.md). The
 * server's response nonce reaches them through {@link NonceProvider} (app/entry.server.tsx); in the
 * browser it is not needed after hydration (browsers hide nonce values from scripts anyway).
 */
import { createContext, useContext } from "react";
import { EMBED_HEIGHT_SCRIPT } from "~/lib/embed";

const NonceContext = createContext<string | undefined>(undefined);

/** Provides this response's CSP nonce during server rendering. */
export const NonceProvider = NonceContext.Provider;

/**
 * Tells Zod, before any module loads, not to probe for `eval` (`new Function`): the CSP forbids
 * eval, so the probe fails harmlessly but reports a CSP violation on every page. Zod reads
 * `globalThis.__zod_globalConfig` when it loads and builds schemas (its `jitless` option, meant for
 * exactly this). Must come before the module scripts, so it sits in `<head>`.
 */
export function ZodJitlessScript() {
  const nonce = useContext(NonceContext);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});" }}
    />
  );
}

/**
 * The widgets' height script (public/widget-hoogte.js, docs/decisions/031-embeds.md): a plain
 * script file with this response's nonce, the only script a widget loads (widgets do not hydrate).
 */
export function EmbedHeightScript() {
  const nonce = useContext(NonceContext);
  return <script src={EMBED_HEIGHT_SCRIPT} nonce={nonce} defer suppressHydrationWarning />;
}
