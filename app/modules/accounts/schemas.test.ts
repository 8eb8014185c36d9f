import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./passwords.server";
import {
  authMessages,
  LoginSchema,
  NewPasswordSchema,
  RegisterSchema,
  ResetRequestSchema,
  SignInCodeFieldsSchema,
  SignInCodeSchema,
  TwoFactorConfirmSchema,
  TwoFactorPasswordSchema,
} from "./schemas";

/** The first message per field, as the form shows it. */
function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".");
    out[key] ??= issue.message;
  }
  return out;
}

const valid = {
  intent: "register",
  full_name: "  Fatima de Vries ",
  email: "  fatima@voorbeeld.example.org ",
  password: "zonnebloem-42",
  password_confirmation: "zonnebloem-42",
};

describe("auth schemas", () => {
  it("trims e-mail and name and accepts a valid registration", () => {
    const result = RegisterSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe("fatima@voorbeeld.example.org");
    expect(result.data?.full_name).toBe("Fatima de Vries");
  });

  it.each([
    ["email", "geen-adres", authMessages.emailInvalid],
    ["email", undefined, authMessages.emailRequired],
    ["email", "   ", authMessages.emailRequired],
    ["email", `${"a".repeat(244)}@example.org`, authMessages.emailTooLong],
    ["password", "12345", authMessages.passwordTooShort],
    ["password", undefined, authMessages.passwordRequired],
    ["password", "", authMessages.passwordRequired],
    ["password", "x".repeat(73), authMessages.passwordTooLong],
    ["full_name", "   ", authMessages.nameRequired],
    ["full_name", undefined, authMessages.nameRequired],
    ["full_name", "n".repeat(101), authMessages.nameTooLong],
  ])("%s = %j → %s", (field, value, message) => {
    const input = { ...valid, [field]: value, ...(field === "password" ? { password_confirmation: value } : {}) };
    expect(firstErrors(RegisterSchema.safeParse(input))[field]).toBe(message);
  });

  it("accepts the boundaries 6 and 72, 100 and 255", () => {
    expect(RegisterSchema.safeParse({ ...valid, password: "123456", password_confirmation: "123456" }).success).toBe(true);
    const p72 = "p".repeat(72);
    expect(RegisterSchema.safeParse({ ...valid, password: p72, password_confirmation: p72 }).success).toBe(true);
    expect(RegisterSchema.safeParse({ ...valid, full_name: "n".repeat(100) }).success).toBe(true);
    expect(RegisterSchema.safeParse({ ...valid, email: `${"a".repeat(243)}@example.org` }).success).toBe(true);
  });

  it("requires the confirmation to match", () => {
    expect(firstErrors(RegisterSchema.safeParse({ ...valid, password_confirmation: "anders123" }))).toEqual({
      password_confirmation: authMessages.passwordsDiffer,
    });
    expect(
      firstErrors(NewPasswordSchema.safeParse({ intent: "new-password", token: "t", password: "abcdef1", password_confirmation: "x" })),
    ).toEqual({ password_confirmation: authMessages.passwordsDiffer });
  });

  it("shows the mismatch together with the other fields' messages", () => {
    const result = RegisterSchema.safeParse({
      ...valid,
      full_name: "  ",
      email: `${"a".repeat(250)}@example.org`,
      password: "x".repeat(73),
      password_confirmation: "iets anders",
    });
    expect(firstErrors(result)).toEqual({
      full_name: authMessages.nameRequired,
      email: authMessages.emailTooLong,
      password: authMessages.passwordTooLong,
      password_confirmation: authMessages.passwordsDiffer,
    });
  });

  it("login checks e-mail and password length", () => {
    expect(firstErrors(LoginSchema.safeParse({ intent: "sign-in", email: "x", password: "1" }))).toEqual({
      email: authMessages.emailInvalid,
      password: authMessages.passwordTooShort,
    });
  });

  it("password reset asks for the e-mail address first", () => {
    expect(firstErrors(ResetRequestSchema.safeParse({ intent: "forgot-password", email: "  " }))).toEqual({
      email: "Voer eerst je e-mailadres in",
    });
    expect(firstErrors(ResetRequestSchema.safeParse({ intent: "forgot-password" }))).toEqual({
      email: "Voer eerst je e-mailadres in",
    });
    expect(firstErrors(ResetRequestSchema.safeParse({ intent: "forgot-password", email: "nee" }))).toEqual({
      email: authMessages.emailInvalid,
    });
  });
});

describe("common passwords", () => {
  it("refuses the most common passwords, Dutch ones too, in any case", async () => {
    for (const p of ["123456", "password", "qwerty", "Welkom01", "WACHTWOORD", "abc123"]) expect(await isCommonPassword(p)).toBe(true);
    for (const p of ["zonnebloem-42", "Fietsbel!Utrecht9"]) expect(await isCommonPassword(p)).toBe(false);
  });
});

describe("two-factor schemas", () => {
  // The forms read their browser constraints with getZodConstraint while rendering; a schema it
  // cannot read ("Unsupported schema") broke the second sign-in step's page.
  it("give the forms readable constraints", () => {
    expect(getZodConstraint(SignInCodeFieldsSchema).code).toMatchObject({ required: true });
    expect(getZodConstraint(TwoFactorConfirmSchema).code).toEqual({ required: true });
    expect(getZodConstraint(TwoFactorPasswordSchema).password).toMatchObject({ required: true });
  });

  it("accepts a code from the app with spaces and refuses other app codes", () => {
    const ok = SignInCodeSchema.safeParse({ intent: "code", soort: "app", code: "123 456" });
    expect(ok.success && ok.data.code).toBe("123456");
    const wrong = SignInCodeSchema.safeParse({ intent: "code", soort: "app", code: "12345" });
    expect(wrong.success).toBe(false);
    const backup = SignInCodeSchema.safeParse({ intent: "code", soort: "backup", code: "abcde-fghij" });
    expect(backup.success && backup.data.code).toBe("abcde-fghij");
  });
});
