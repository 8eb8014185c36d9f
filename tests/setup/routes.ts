/**
 * Calling route loaders and actions directly in integration tests, the way React Router calls
 * them: real Requests (with the member's session cookie, or none for a visitor), a fresh
 * RouterContextProvider, and helpers to read what came back (a thrown redirect, a flashed toast,
 * a `data()` answer).
 */
import { RouterContextProvider } from "react-router";
import { clientAddressContext } from "~/lib/request-context";
import { readToast, type Toast } from "~/lib/toast.server";
import { makeRequest, type TestMember } from "./members";

/** Who calls: a member (only the session cookie is sent; any cookie will do), or null for a visitor. */
export type Caller = Pick<TestMember, "cookie"> | null | undefined;

/** How a route is called: the caller, the route pattern and params, the form of a POST. */
export interface RouteCallOptions<P extends Record<string, string>> {
  /** The pattern React Router matched, e.g. "/event/:id"; default: `path` without its query. */
  pattern?: string;
  /** Route params, e.g. `{ id }`; default: none. */
  params?: P;
  /** POST form fields; a GET when absent. */
  form?: Record<string, string>;
  /** Send `form` as multipart/form-data (as a FormData fetcher does) instead of urlencoded. */
  multipart?: boolean;
  /** The client address the server would put in the load context (rate limits); default "unknown". */
  clientIp?: string;
}

/** The arguments React Router passes to a loader or action. */
export interface RouteArgs<P extends Record<string, string>> {
  request: Request;
  url: URL;
  params: P;
  pattern: string;
  context: RouterContextProvider;
}

/**
 * Loader or action arguments for a request to `path` on http://localhost:3000.
 * @param member the member whose session cookie is sent (or any `{ cookie }`); null for a visitor
 * @param path path and query, e.g. "/evenementen?plaats=Utrecht"
 */
export function routeArgs<P extends Record<string, string> = Record<string, never>>(
  member: Caller,
  path: string,
  { pattern, params, form, multipart, clientIp }: RouteCallOptions<P> = {},
): RouteArgs<P> {
  let request: Request;
  if (form && multipart) {
    const body = new FormData();
    for (const [name, value] of Object.entries(form)) body.append(name, value);
    const headers = new Headers();
    if (member) headers.set("Cookie", member.cookie);
    request = new Request(`http://localhost:3000${path}`, { method: "POST", headers, body });
  } else {
    request = makeRequest(path, { cookie: member?.cookie, form });
  }
  const context = new RouterContextProvider();
  if (clientIp) context.set(clientAddressContext, clientIp);
  return {
    request,
    url: new URL(request.url),
    params: params ?? ({} as P),
    pattern: pattern ?? path.split("?")[0] ?? path,
    context,
  };
}

/**
 * What the account flows need of a sign-in request from client address `ip` (their rate limits
 * count per address): a POST to /auth (with `cookie` when given) and the address, as the server's
 * load context would carry it. Spread it into the flow's options: `{ ...fromIp("10.0.0.1"), email }`.
 */
export function fromIp(ip: string, cookie?: string): { request: Request; clientIp: string } {
  return { request: makeRequest("/auth", { cookie, method: "POST" }), clientIp: ip };
}

/** Loader arguments for a GET of `path` as `member` (null: a visitor). See {@link routeArgs}. */
export function get<P extends Record<string, string> = Record<string, never>>(
  member: Caller,
  path: string,
  options: Omit<RouteCallOptions<P>, "form" | "multipart"> = {},
): RouteArgs<P> {
  return routeArgs(member, path, options);
}

/** Action arguments for a POST of `fields` to `path` as `member` (null: a visitor). See {@link routeArgs}. */
export function post<P extends Record<string, string> = Record<string, never>>(
  member: Caller,
  path: string,
  fields: Record<string, string>,
  options: Omit<RouteCallOptions<P>, "form"> = {},
): RouteArgs<P> {
  return routeArgs(member, path, { ...options, form: fields });
}

/**
 * The Response a loader or action threw (a redirect of `requireUser`, a 404…).
 * @throws Error when it did not throw, or threw something other than a Response
 */
export async function thrownResponse(pending: Promise<unknown>): Promise<Response> {
  try {
    await pending;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

/**
 * The HTTP status a loader or action threw: a thrown Response (a redirect) or a thrown
 * `data(…, { status })` (a 404 page).
 * @throws Error when it did not throw, or threw something else
 */
export async function thrownStatus(pending: Promise<unknown>): Promise<number> {
  try {
    await pending;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: ResponseInit | null } | null)?.init;
    if (typeof init?.status === "number") return init.status;
    throw error;
  }
  throw new Error("expected a thrown Response or data()");
}

/**
 * The Response a route answered, whether it returned it or threw it.
 * @throws Error when the answer is not a Response
 */
export async function responseOf(pending: Promise<unknown>): Promise<Response> {
  let result: unknown;
  try {
    result = await pending;
  } catch (error) {
    result = error;
  }
  if (result instanceof Response) return result;
  throw result instanceof Error ? result : new Error(`expected a Response, got ${JSON.stringify(result)}`);
}

/**
 * The toast the Set-Cookie headers of `response` flash to the next page.
 * @returns the toast, or null when the response sets no (valid) toast cookie
 */
export async function toastOf(response: Response): Promise<Toast | null> {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair): pair is string => Boolean(pair?.startsWith("ddn_toast=")))
    .join("; ");
  if (!cookie) return null;
  return (await readToast(makeRequest("/", { cookie }))).toast;
}

/**
 * An action's redirect.
 * @throws Error (fails the test) when it answered with `data()` instead
 */
export function asRedirect(result: unknown): Response {
  if (!(result instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  return result;
}

/**
 * An action's `data()` answer.
 * @throws Error (fails the test) when it answered with a Response instead
 */
export function asData<T>(result: T): Exclude<T, Response> {
  if (result instanceof Response) {
    throw new Error(`expected data(), got a ${result.status} response to ${result.headers.get("Location")}`);
  }
  return result as Exclude<T, Response>;
}
