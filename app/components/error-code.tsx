/**
 * The "Foutcode" on the error page (docs/decisions/011-security.md): the id of the failed request,
 * which the server logged with the error, so a visitor can quote it when reporting the problem.
 *
 * Where the id comes from:
 * - server rendering: {@link RequestIdProvider} around the app (app/entry.server.tsx), exact for
 *   every document request, also when the root loader did not run (an action failed);
 * - hydration: the same value read back from the server's HTML, so both renders agree;
 * - client navigation: the root loader's `requestId` (it revalidates on every navigation, so it is
 *   the id of the request whose loader failed); `fallback` here.
 */
import { createContext, useContext, useState } from "react";

const RequestIdContext = createContext<string | null>(null);

/** Provides the request id to the error page during server rendering. */
export const RequestIdProvider = RequestIdContext.Provider;

const ELEMENT_ID = "foutcode";

/**
 * The error code line, or nothing when no id is known.
 * @param fallback the root loader's request id (client navigations)
 */
export function ErrorCode({ fallback }: { fallback: string | null | undefined }) {
  const fromServer = useContext(RequestIdContext);
  const [fromDocument] = useState(() =>
    typeof document === "undefined" ? null : (document.getElementById(ELEMENT_ID)?.dataset.requestId ?? null),
  );
  const requestId = fromServer ?? fromDocument ?? fallback;
  if (!requestId) return null;
  return (
    <span id={ELEMENT_ID} data-request-id={requestId} className="mt-2 block text-sm">
      Foutcode: {requestId}. Noem deze code als je contact met ons opneemt.
    </span>
  );
}
