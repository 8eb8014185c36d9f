/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and backup codes, on better-auth's
 * two-factor plugin (docs/decisions/024-two-factor.md).
 */
import { APIError } from "better-auth/api";
import QRCode from "qrcode";
import { getAuth, TOTP_REUSED_MESSAGE } from "~/lib/auth.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";
import { endOtherSessions, forgetPasswordAttempts, passwordAttemptLimits } from "./auth-flows.server";
import { settingsTexts } from "./profile";

export const twoFactorTexts = {
  enabled: "Tweestapsverificatie staat aan.",
  disabled: "Tweestapsverificatie staat uit.",
  wrongCode: "Deze code klopt niet. Controleer of de tijd op je telefoon goed staat en probeer het opnieuw.",
  wrongBackupCode: "Deze back-upcode klopt niet of is al gebruikt.",
  expired: "Je inlogpoging is verlopen. Log opnieuw in met je e-mailadres en wachtwoord.",
  locked: "Te veel onjuiste codes. Wacht een paar minuten en probeer het opnieuw.",
  alreadyOn: "Tweestapsverificatie staat al aan.",
  notOn: "Tweestapsverificatie staat uit; zet het eerst aan.",
  backupCodesRenewed: "Je nieuwe back-upcodes staan hieronder. De oude werken niet meer.",
  notStarted: "Je bent nog niet begonnen met het instellen van tweestapsverificatie. Vul eerst je wachtwoord in bij ‘Tweestapsverificatie instellen’.",
} as const;

/** What the member needs to add the account to an authenticator app. */
export interface TwoFactorSetup {
  /** Posted back with the confirmation, to show the same setup after a typo. */
  uri: string;
  /** SVG markup. */
  qrSvg: string;
  /** Base32, for typing into the app by hand. */
  secret: string;
  backupCodes: string[];
}

/** Done (with Set-Cookie headers when the session changed), or a Dutch message. */
export type TwoFactorResult<T = object> =
  | ({ ok: true; headers: Headers } & T)
  | { ok: false; message: string; field?: string; status: number };

function errorCode(error: unknown): string | undefined {
  return error instanceof APIError ? (error.body?.code as string | undefined) : undefined;
}

function refusal(error: unknown, codeField: string): { ok: false; message: string; field?: string; status: number } | null {
  switch (errorCode(error)) {
    case "INVALID_PASSWORD":
      return { ok: false, message: settingsTexts.wrongCurrentPassword, field: "password", status: 400 };
    case "INVALID_CODE":
      return { ok: false, message: twoFactorTexts.wrongCode, field: codeField, status: 400 };
    case "TOTP_CODE_REUSED":
      return { ok: false, message: TOTP_REUSED_MESSAGE, field: codeField, status: 400 };
    case "INVALID_BACKUP_CODE":
      return { ok: false, message: twoFactorTexts.wrongBackupCode, field: codeField, status: 400 };
    case "INVALID_TWO_FACTOR_COOKIE":
      return { ok: false, message: twoFactorTexts.expired, status: 401 };
    case "ACCOUNT_TEMPORARILY_LOCKED":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return { ok: false, message: twoFactorTexts.locked, status: 429 };
    case "TOTP_ALREADY_ENABLED":
      return { ok: false, message: twoFactorTexts.alreadyOn, status: 409 };
    case "TOTP_NOT_ENABLED":
      return { ok: false, message: twoFactorTexts.notStarted, status: 409 };
    case "TWO_FACTOR_NOT_ENABLED":
      return { ok: false, message: twoFactorTexts.notOn, status: 409 };
    default:
      return null;
  }
}

export interface PasswordCheckCaller {
  email: string;
  clientIp: string;
}

/** Runs the password check `check` under the sign-in limits: 429 with the wait message when reached. */
async function withPasswordLimits<T extends object>(
  { email, clientIp }: PasswordCheckCaller,
  check: () => Promise<TwoFactorResult<T>>,
): Promise<TwoFactorResult<T>> {
  const limited = await consumeRateLimits(passwordAttemptLimits(clientIp, email));
  if (limited) return { ok: false, message: limited, status: 429 };
  const result = await check();
  if (result.ok) await forgetPasswordAttempts(clientIp, email);
  return result;
}

/**
 * Starts turning two-factor sign-in on: checks the password, stores a new unconfirmed secret and
 * backup codes, and returns what to show.
 * @returns the setup; 400 for a wrong password, 429 when too many attempts
 */
export async function startTwoFactor({
  request,
  password,
  ...caller
}: { request: Request; password: string } & PasswordCheckCaller): Promise<TwoFactorResult<{ setup: TwoFactorSetup }>> {
  return withPasswordLimits(caller, async () => {
    const auth = await getAuth();
    try {
      const answer = await auth.api.enableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true });
      const { totpURI, backupCodes } = answer.response as { totpURI: string; backupCodes: string[] };
      return { ok: true, headers: answer.headers, setup: await setupFrom(totpURI, backupCodes) };
    } catch (error) {
      const refused = refusal(error, "password");
      if (refused) return refused;
      throw error;
    }
  });
}

async function setupFrom(uri: string, backupCodes: string[]): Promise<TwoFactorSetup> {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { uri, qrSvg, secret, backupCodes };
}

/**
 * The setup shown again after a wrong first code, from the posted URI and codes.
 * @returns null when the posted values are not an otpauth TOTP URI and backup codes
 */
export async function setupFromPosted(uri: unknown, codes: unknown): Promise<TwoFactorSetup | null> {
  if (typeof uri !== "string" || typeof codes !== "string" || uri.length > 500 || codes.length > 500) return null;
  if (!uri.startsWith("otpauth://totp/")) return null;
  const backupCodes = codes.split(/\s+/).filter((code) => /^[A-Za-z0-9-]{4,40}$/.test(code));
  return setupFrom(uri, backupCodes);
}

/**
 * Completes turning two-factor sign-in on with a first code and ends the member's other sessions
 * (opened with the password alone).
 * @returns 400 for a wrong or reused code, 409 when no setup was started
 */
export async function confirmTwoFactor({ request, userId, code }: { request: Request; userId: string; code: string }): Promise<TwoFactorResult> {
  const auth = await getAuth();
  try {
    const answer = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
    await endOtherSessions({ userId, headers: answer.headers });
    return { ok: true, headers: answer.headers };
  } catch (error) {
    const refused = refusal(error, "code");
    if (refused) return refused;
    throw error;
  }
}

/**
 * Turns two-factor sign-in off (password required); the secret and backup codes are deleted.
 * @returns 400 for a wrong password, 429 when too many attempts
 */
export async function disableTwoFactor({
  request,
  password,
  ...caller
}: { request: Request; password: string } & PasswordCheckCaller): Promise<TwoFactorResult> {
  return withPasswordLimits(caller, async () => {
    const auth = await getAuth();
    try {
      const answer = await auth.api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true });
      return { ok: true, headers: answer.headers };
    } catch (error) {
      const refused = refusal(error, "password");
      if (refused) return refused;
      throw error;
    }
  });
}

/**
 * Replaces the backup codes by ten new ones (password required).
 * @returns 400 for a wrong password, 409 when two-factor sign-in is off, 429 when too many attempts
 */
export async function regenerateBackupCodes({
  request,
  password,
  ...caller
}: { request: Request; password: string } & PasswordCheckCaller): Promise<TwoFactorResult<{ backupCodes: string[] }>> {
  return withPasswordLimits(caller, async () => {
    const auth = await getAuth();
    try {
      const answer = await auth.api.generateBackupCodes({ body: { password }, headers: request.headers, returnHeaders: true });
      return { ok: true, headers: answer.headers, backupCodes: answer.response.backupCodes };
    } catch (error) {
      const refused = refusal(error, "password");
      if (refused) return refused;
      throw error;
    }
  });
}

/**
 * The second step of signing in: a code from the app or a backup code, with the cookie the password step set.
 * @returns the session's Set-Cookie headers, or a Dutch message (wrong code 400, expired 401, too many 429)
 */
export async function verifySignInCode({
  request,
  clientIp,
  code,
  kind,
}: {
  request: Request;
  clientIp: string;
  code: string;
  kind: "app" | "backup";
}): Promise<TwoFactorResult> {
  const limited = await consumeRateLimits([["signInIp", clientIp]]);
  if (limited) return { ok: false, message: limited, status: 429 };
  const auth = await getAuth();
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-for", clientIp);
  try {
    const answer =
      kind === "app"
        ? await auth.api.verifyTOTP({ body: { code, trustDevice: false }, headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body: { code, trustDevice: false }, headers, returnHeaders: true });
    return { ok: true, headers: answer.headers };
  } catch (error) {
    const refused = refusal(error, "code");
    if (refused) return refused;
    throw error;
  }
}
