/**
 * The form-action shape (docs/decisions/017-form-actions.md) on its own: invalid input answers 400
 * with Conform's field errors and never calls the module; a Conform validate intent answers 200;
 * a redirect outcome carries its toast cookie and extra headers; a refusal keeps the typed values
 * with its status and no `failure`; a thrown error answers 500 with `failure`; a thrown Response
 * passes through.
 */
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { handleForm, intentOf, outcome, unknownIntent } from "./form-action.server";
import { resultFor } from "./form-action";
import { logger } from "./logger.server";
import { readToast } from "./toast.server";

const Schema = z.object({
  intent: z.literal("save"),
  title: z.string({ error: "Titel is verplicht" }).trim().min(3, { error: "Titel moet minimaal 3 tekens zijn" }),
});

function form(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

/** The data() answer of handleForm (fails the test on a Response). */
function asData(answer: Awaited<ReturnType<typeof handleForm>>) {
  if (answer instanceof Response) throw new Error(`expected data(), got ${answer.status}`);
  return answer;
}

describe("handleForm", () => {
  it("answers invalid input with 400 and the field errors, without calling the module", async () => {
    const handle = vi.fn();
    const answer = asData(await handleForm({ formData: form({ intent: "save", title: "ab" }), intent: "save", schema: Schema, unexpected: "Mis", handle }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ intent: "save", result: { error: { title: ["Titel moet minimaal 3 tekens zijn"] } } });
    expect(answer.data.failure).toBeUndefined();
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers a Conform validate intent with 200", async () => {
    const handle = vi.fn();
    const formData = form({ intent: "save", title: "ab", __intent__: JSON.stringify({ type: "validate", payload: { name: "title" } }) });
    const answer = asData(await handleForm({ formData, schema: Schema, unexpected: "Mis", handle }));
    expect(answer.init?.status).toBe(200);
    expect(handle).not.toHaveBeenCalled();
  });

  it("redirects with the success toast and the module's headers", async () => {
    const answer = await handleForm({
      formData: form({ intent: "save", title: "  Buurttuin " }),
      schema: Schema,
      unexpected: "Mis",
      handle: async (values) => {
        expect(values).toEqual({ intent: "save", title: "Buurttuin" });
        return outcome.redirect("/mijn-items", "Opgeslagen!", { headers: { "Set-Cookie": "sessie=1; Path=/" } });
      },
    });
    if (!(answer instanceof Response)) throw new Error("expected a redirect");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/mijn-items");
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toContain("sessie=1; Path=/");
    const toastCookie = cookies.find((c) => c.includes("ddn_toast="))!.split(";")[0]!;
    const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: toastCookie } }));
    expect(toast).toEqual({ type: "success", message: "Opgeslagen!" });
  });

  it("answers a refusal with its status, the message at the field or form, the typed values and no failure", async () => {
    const answer = asData(
      await handleForm({
        formData: form({ intent: "save", title: "Bestaat al" }),
        intent: "save",
        schema: Schema,
        unexpected: "Mis",
        handle: async () => outcome.fail(409, { field: { title: "Deze titel bestaat al" } }),
      }),
    );
    expect(answer.init?.status).toBe(409);
    expect(answer.data.result).toMatchObject({ error: { title: ["Deze titel bestaat al"] }, initialValue: { title: "Bestaat al" } });
    expect(answer.data.failure).toBeUndefined();
  });

  it("answers a thrown error with 500 and `failure`, and passes a thrown Response on", async () => {
    const failed = asData(
      await handleForm({
        formData: form({ intent: "save", title: "Buurttuin" }),
        schema: Schema,
        unexpected: "Er ging iets mis bij het opslaan.",
        handle: async () => {
          throw new Error("database weg");
        },
      }),
    );
    expect(failed.init?.status).toBe(500);
    expect(failed.data.failure).toBe("Er ging iets mis bij het opslaan.");
    expect(failed.data.result?.error).toEqual({ "": ["Er ging iets mis bij het opslaan."] });

    const thrown = new Response(null, { status: 302, headers: { Location: "/auth" } });
    await expect(
      handleForm({
        formData: form({ intent: "save", title: "Buurttuin" }),
        schema: Schema,
        unexpected: "Mis",
        handle: async () => {
          throw thrown;
        },
      }),
    ).rejects.toBe(thrown);
  });

  it("stays on the page with 200 and extra fields", async () => {
    const answer = asData(
      await handleForm<typeof Schema, "save", { sent: string }>({
        formData: form({ intent: "save", title: "Buurttuin" }),
        intent: "save",
        schema: Schema,
        unexpected: "Mis",
        handle: async () => outcome.stay({ sent: "Verstuurd" }),
      }),
    );
    expect(answer.init).toBeNull();
    expect(answer.data).toMatchObject({ intent: "save", sent: "Verstuurd" });
  });
});

describe("handleForm with backTo (a form whose action has no page, posted without JavaScript)", () => {
  /** The redirect's Location and its toast (null when it carries none). */
  async function redirected(answer: Awaited<ReturnType<typeof handleForm>>) {
    if (!(answer instanceof Response)) throw new Error("expected a redirect");
    expect(answer.status).toBe(302);
    const toastCookie = answer.headers.getSetCookie().find((c) => c.includes("ddn_toast="))?.split(";")[0];
    const toast = toastCookie ? (await readToast(new Request("http://localhost/", { headers: { Cookie: toastCookie } }))).toast : null;
    return { location: answer.headers.get("Location"), toast };
  }
  const base = { schema: Schema, unexpected: "Er ging iets mis", backTo: "/events?thema=natuur" };

  it("sends invalid input back to the page with the first message as an error toast, without calling the module", async () => {
    const handle = vi.fn();
    expect(await redirected(await handleForm({ ...base, formData: form({ intent: "save", title: "ab" }), handle }))).toEqual({
      location: "/events?thema=natuur",
      toast: { type: "error", message: "Titel moet minimaal 3 tekens zijn" },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it("sends a refusal and a thrown error back with their message, a stay without a toast; a redirect outcome is kept", async () => {
    const valid = form({ intent: "save", title: "Buurttuin" });
    expect(await redirected(await handleForm({ ...base, formData: valid, handle: async () => outcome.fail(404, { form: "Niet gevonden" }) }))).toEqual({
      location: "/events?thema=natuur",
      toast: { type: "error", message: "Niet gevonden" },
    });
    expect(await redirected(await handleForm({ ...base, formData: valid, handle: async () => outcome.fail(409, { field: { title: "Bestaat al" } }) }))).toEqual({
      location: "/events?thema=natuur",
      toast: { type: "error", message: "Bestaat al" },
    });
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const thrown = await handleForm({
      ...base,
      formData: valid,
      handle: async () => {
        throw new Error("database weg");
      },
    });
    expect(await redirected(thrown)).toEqual({ location: "/events?thema=natuur", toast: { type: "error", message: "Er ging iets mis" } });
    expect(await redirected(await handleForm({ ...base, formData: valid, handle: async () => outcome.stay() }))).toEqual({
      location: "/events?thema=natuur",
      toast: null,
    });
    expect(await redirected(await handleForm({ ...base, formData: valid, handle: async () => outcome.redirect("/favorieten", "Opgeslagen") }))).toEqual({
      location: "/favorieten",
      toast: { type: "success", message: "Opgeslagen" },
    });
    vi.restoreAllMocks();
  });
});

describe("intents", () => {
  it("reads only a known intent, and answers an unknown one with 400 and `failure`", () => {
    expect(intentOf(form({ intent: "profile" }), ["profile", "change-password"])).toBe("profile");
    expect(intentOf(form({ intent: "constructor" }), ["profile", "change-password"])).toBeNull();
    expect(intentOf(form({}), ["profile"])).toBeNull();
    const answer = unknownIntent("Onbekende actie.");
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ intent: null, result: null, failure: "Onbekende actie." });
  });

  it("gives each form only its own answer", () => {
    const result = { status: "error" as const, error: { x: ["fout"] } };
    expect(resultFor({ intent: "profile", result }, "profile")).toBe(result);
    expect(resultFor({ intent: "change-password", result }, "profile")).toBeNull();
    expect(resultFor(undefined, "profile")).toBeNull();
  });
});
