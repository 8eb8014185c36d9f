/** Pieces of the Content-Security-Policy that React renders, with the response nonce (docs/decisions/011-security.md). */
import { createContext, useContext } from "react";
import { EMBED_HEIGHT_SCRIPT } from "~/lib/embed";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/**
 * Tells Zod not to probe for `eval`: the CSP forbids it and every page would report a violation.
 * Must come before the module scripts, so it sits in `<head>`.
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

/** The widgets' height script with this response's nonce, the only script a widget loads. */
export function EmbedHeightScript() {
  const nonce = useContext(NonceContext);
  return <script src={EMBED_HEIGHT_SCRIPT} nonce={nonce} defer suppressHydrationWarning />;
}
