import { describe, expect, it } from "vitest";
import { createLogger, currentRequestId, REDACTED, redactUrl, runWithRequestScope, serializeError } from "./logger.server";
import { jsonLineSink } from "../../tests/setup/log-capture";

/** A logger at level info whose JSON lines land in the returned array. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(jsonLineSink(lines), "info");
  return { log, lines };
}

describe("redactUrl", () => {
  it.each([
    ["/api/auth/verify-email?token=eyJhbGciOi.abc&callbackURL=%2F", `/api/auth/verify-email?token=${REDACTED}&callbackURL=%2F`],
    ["/api/auth/reset-password/Xy12abc?callbackURL=%2Fauth", `/api/auth/reset-password/${REDACTED}?callbackURL=%2Fauth`],
    ["/api/auth/callback/google?code=4%2F0Ab&state=s3cr3t", `/api/auth/callback/google?code=${REDACTED}&state=${REDACTED}`],
    ["/initiatieven?zoek=buurt&pagina=2", "/initiatieven?zoek=buurt&pagina=2"],
    ["/auth?password=geheim&Session_Token=x", `/auth?password=${REDACTED}&Session_Token=${REDACTED}`],
    ["http://127.0.0.1:3000/x?token=abc", `http://127.0.0.1:3000/x?token=${REDACTED}`],
    ["/favoriet", "/favoriet"],
    ["/agenda/3q2-Xy_12abcdefghijklmnopqrstuvwxyzABCDEFGHIJ.ics", `/agenda/${REDACTED}`],
    ["http://127.0.0.1:3000/agenda/3q2-Xy_12abcdefghijklmnopqrstuvwxyzABCDEFGHIJ.ics.data?x=1", `http://127.0.0.1:3000/agenda/${REDACTED}?x=1`],
    ["/event/0f8c7a52-4b1e-4d7a-9a43-6d1c2b3e4f50/agenda.ics", "/event/0f8c7a52-4b1e-4d7a-9a43-6d1c2b3e4f50/agenda.ics"],
    // Spellings that reach the same feed: the router ignores case, decodes and resolves dot segments.
    ["/Agenda/geheimtoken123.ics", `/agenda/${REDACTED}`],
    ["/AGENDA/geheimtoken123.ics?x=1", `/agenda/${REDACTED}?x=1`],
    ["/%61genda/geheimtoken123.ics", `/agenda/${REDACTED}`],
    ["/%2561genda/geheimtoken123.ics", `/agenda/${REDACTED}`],
    ["/./agenda/geheimtoken123.ics", `/agenda/${REDACTED}`],
    ["/x/../agenda/geheimtoken123.ics", `/agenda/${REDACTED}`],
    ["/%2e/agenda/geheimtoken123.ics", `/agenda/${REDACTED}`],
    ["//agenda/geheimtoken123.ics", `/agenda/${REDACTED}`],
    ["/agenda%2Fgeheimtoken123.ics", `/agenda/${REDACTED}`],
    ["http://127.0.0.1:3000/Agenda/geheimtoken123.ics", `http://127.0.0.1:3000/agenda/${REDACTED}`],
    ["/api/auth/Reset-Password/Xy12abc", `/api/auth/reset-password/${REDACTED}`],
    ["/agendas/openbaar", "/agendas/openbaar"],
  ])("%s", (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});

describe("serializeError", () => {
  it("keeps type, message and stack but drops the bound parameters of a failed query", () => {
    const error = Object.assign(new Error('Failed query: select * from "session" where "token" = $1\nparams: sessiontoken123'), {
      params: ["sessiontoken123"],
      code: "42P01",
    });
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(serialized.type).toBe("Error");
    expect(serialized.message).toBe(`Failed query: select * from "session" where "token" = $1\nparams: ${REDACTED}`);
    expect(serialized.code).toBe("42P01");
    expect(JSON.stringify(serialized)).not.toContain("sessiontoken123");
  });

  it("hides the headers an API error carries", () => {
    const { log, lines } = capture();
    log.error({ err: Object.assign(new Error("Unauthorized"), { status: 401, headers: { "set-cookie": "ddn.session_token=sess-err" } }) }, "failed");
    expect(JSON.stringify(lines)).not.toContain("sess-err");
    expect((lines[0]?.err as { status?: number }).status).toBe(401);
  });

  it("logs a thrown Response (a worker's 503 while the database is down) as its status instead of crashing", () => {
    const { log, lines } = capture();
    expect(() => log.error({ err: new Response("Tijdelijk niet beschikbaar", { status: 503, headers: { "Retry-After": "30" } }) }, "run failed")).not.toThrow();
    expect(lines[0]?.err).toEqual({ type: "Response", status: 503, statusText: "" });
  });

  it("leaves values that are not errors alone", () => {
    expect(serializeError("plain text")).toBe("plain text");
  });
});

describe("createLogger", () => {
  it("writes JSON lines with the request id of the current scope, and none outside one", () => {
    const { log, lines } = capture();
    runWithRequestScope({ requestId: "req-12345678" }, () => {
      expect(currentRequestId()).toBe("req-12345678");
      log.info("inside");
    });
    log.info("outside");
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ["inside", "req-12345678"],
      ["outside", undefined],
    ]);
    expect(typeof lines[0]?.time).toBe("string");
  });

  it("censors passwords, tokens, cookies and authorization headers", () => {
    const { log, lines } = capture();
    log.info(
      {
        password: "zonnebloem-42",
        body: { email: "a@example.org", newPassword: "nieuw-geheim-9", token: "tok-abc" },
        req: { headers: { cookie: "ddn.session_token=sess-xyz", authorization: "Bearer bear-123", "user-agent": "test" } },
        res: { headers: { "set-cookie": "ddn.session_token=sess-new" } },
      },
      "sensitive",
    );
    const text = JSON.stringify(lines);
    for (const secret of ["zonnebloem-42", "nieuw-geheim-9", "tok-abc", "sess-xyz", "bear-123", "sess-new"]) expect(text).not.toContain(secret);
    expect(text).toContain("a@example.org");
    expect(text).toContain(REDACTED);
  });
});
