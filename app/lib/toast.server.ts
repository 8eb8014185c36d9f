/** Flash notifications in a short-lived signed cookie that the next page reads and clears; no JavaScript needed. */
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { authSecret } from "./auth.server";
import { cookiePolicy } from "./cookie-policy.server";
import { env } from "./env.server";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  message: z.string().min(1).max(300),
});
export type Toast = z.infer<typeof ToastSchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
function toastCookie() {
  const policy = cookiePolicy(env().SITE_URL);
  cookie ??= createCookie(`${policy.prefix}ddn_toast`, {
    httpOnly: policy.httpOnly,
    sameSite: policy.sameSite,
    path: policy.path,
    secure: policy.secure,
    secrets: [authSecret()],
    maxAge: 60,
  });
  return cookie;
}

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie().serialize(toast);
}

/** A redirect that shows `toast` on the next page, keeping headers of `init`. */
export async function redirectWithToast(url: string, toast: Toast, init: { headers?: HeadersInit } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { headers });
}

/** The pending toast (or null) and the Set-Cookie header that clears it (null when none was set). */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("ddn_toast=")) return { toast: null, clearHeader: null };
  const raw: unknown = await toastCookie().parse(header);
  const parsed = ToastSchema.safeParse(raw);
  const clearHeader = await toastCookie().serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clearHeader };
}
