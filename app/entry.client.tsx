/**
 * Browser entry: hydrates the document, first loading the members-only chunks on a member's page so
 * their server-rendered controls work from the first interaction.
 */
import { setNonce } from "get-nonce";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadUserMenu, MEMBER_MARKER } from "./components/layout/member-chunks";
import { loadFeedbackButton } from "./member-chunks";

// The dialogs' scroll lock inserts a <style>; the CSP admits it with the page's nonce, which the
// browser exposes only as the scripts' `nonce` property.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
if (nonce) setNonce(nonce);

async function hydrate() {
  if (document.body.dataset[MEMBER_MARKER] !== undefined) {
    // A failed download only means the lazy components try again when they render.
    await Promise.all([loadUserMenu(), loadFeedbackButton()]).catch(() => {});
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
