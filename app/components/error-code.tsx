/**
 * The "Foutcode" on the error page: the id of the failed request, as logged, for the visitor to
 * quote. Server rendering and hydration read it from context and HTML, client navigations from
 * the root loader (`fallback`).
 */
import { createContext, useContext, useState } from "react";

const RequestIdContext = createContext<string | null>(null);

export const RequestIdProvider = RequestIdContext.Provider;

const ELEMENT_ID = "foutcode";

/** The error code line, or nothing when no id is known. */
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
