/**
 * A local OpenID Connect server standing in for Google in the browser tests
 * (`oauth2-mock-server`). The app reaches it only through its settings (GOOGLE_ISSUER,
 * GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET). Tests choose who signs in by writing
 * `<dir>/google-identity.json`; every authorize request's query is appended to
 * `<dir>/google-authorize.jsonl` so tests can check client id, redirect URI and scopes.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";

export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  /** Profile photo URL, as Google sends one. */
  picture?: string;
}

export interface GoogleMock {
  issuer: string;
  stop: () => Promise<void>;
}

/** Starts the OIDC server on a free loopback port. */
export async function startGoogleMock(dir: string): Promise<GoogleMock> {
  mkdirSync(dir, { recursive: true });
  const identityFile = path.join(dir, "google-identity.json");
  const identity = (): GoogleIdentity | null =>
    existsSync(identityFile) ? (JSON.parse(readFileSync(identityFile, "utf8")) as GoogleIdentity) : null;

  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeAuthorizeRedirect", (_redirect: unknown, req: { url?: string }) => {
    const query = Object.fromEntries(new URL(req.url ?? "/", "http://mock").searchParams);
    appendFileSync(path.join(dir, "google-authorize.jsonl"), `${JSON.stringify(query)}\n`);
  });
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    const who = identity();
    if (who) Object.assign(token.payload, who);
  });
  server.service.on("beforeUserinfo", (response: { body: Record<string, unknown> }) => {
    const who = identity();
    if (who) response.body = { ...who };
  });
  await server.start(0, "127.0.0.1");
  return { issuer: server.issuer.url as string, stop: () => server.stop() };
}
