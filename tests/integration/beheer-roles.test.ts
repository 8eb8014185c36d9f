/**
 * /beheer/rollen on a real database: only admins (with two-factor) read and change roles; every
 * other caller gets 404 and changes nothing (the authorization table of the beheer area); an
 * admin grants and revokes with Dutch answers, the last admin keeps the role, a blocked member
 * gets none, and the audit log shows a granted role as "Rol".
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "~/db/schema";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { memberNavigation } from "~/components/layout/navigation";
import { AuditEntries } from "~/modules/moderation/components/audit-entries";
import { loader as rootLoader } from "~/root";
import { loader as auditLogLoader } from "~/routes/beheer/audit-log";
import { action, loader } from "~/routes/beheer/roles";
import { type Callers, createCallers, personas, statusOf, stewardshipSnapshot } from "../setup/authz";
import { setupTestDatabase } from "../setup/database";
import { createMember } from "../setup/members";
import { asData, asRedirect, get, post, toastOf } from "../setup/routes";

const database = setupTestDatabase();
const PAGE = { pattern: "/beheer/rollen" };
let callers: Callers;

beforeAll(async () => {
  callers = await createCallers(database.db());
});

describe("/beheer/rollen authorization", () => {
  it("opens the page to admins only; everyone else gets 404", async () => {
    const seen: Record<string, number> = {};
    for (const persona of personas) seen[persona] = await statusOf(loader(get(callers[persona], "/beheer/rollen", PAGE)));
    expect(seen).toEqual({ visitor: 404, member: 404, owner: 404, moderator: 404, admin: 200, blocked: 404 });
  });

  it("lets only admins grant and revoke; for the others nothing changes", async () => {
    const target = await createMember();
    const grant = { intent: "grant", email: target.email, role: "moderator" };
    const revoke = { intent: "revoke", email: callers.moderator.email, role: "moderator", confirm: "ja" };
    for (const persona of personas.filter((p) => p !== "admin")) {
      for (const form of [grant, revoke]) {
        const before = await stewardshipSnapshot(database.db());
        expect(await statusOf(action(post(callers[persona], "/beheer/rollen", form)))).toBe(404);
        expect(await stewardshipSnapshot(database.db())).toBe(before);
      }
    }
    const granted = asRedirect(await action(post(callers.admin, "/beheer/rollen", grant)));
    expect(granted.headers.get("Location")).toBe("/beheer/rollen");
    expect(await toastOf(granted)).toMatchObject({ type: "success", message: `Rol toegekend: ${target.name}` });
  });
});

describe("/beheer/rollen", () => {
  it("lists holders, refuses an unknown address under the field and a role already held", async () => {
    const { holders } = asData(await loader(get(callers.admin, "/beheer/rollen", PAGE)));
    expect(holders.find((holder) => holder.id === callers.admin.id)?.roles).toEqual(["admin"]);

    const unknown = asData(
      await action(post(callers.admin, "/beheer/rollen", { intent: "grant", email: "niemand@voorbeeld.example.org", role: "admin" })),
    );
    expect(JSON.stringify(unknown)).toContain("Er is geen lid met dit e-mailadres.");
    const held = await action(post(callers.admin, "/beheer/rollen", { intent: "grant", email: callers.admin.email, role: "admin" }));
    expect(await statusOf(Promise.resolve(held))).toBe(409);
    const badRole = await action(post(callers.admin, "/beheer/rollen", { intent: "grant", email: callers.admin.email, role: "baas" }));
    expect(await statusOf(Promise.resolve(badRole))).toBe(400);
    const unconfirmed = await action(post(callers.admin, "/beheer/rollen", { intent: "revoke", email: callers.moderator.email, role: "moderator" }));
    expect(await statusOf(Promise.resolve(unconfirmed))).toBe(400);
  });

  it("keeps the last admin: revoking one's own only admin role is refused with the reason", async () => {
    const db = database.db();
    await db.delete(userRoles).where(eq(userRoles.role, "admin"));
    await db.insert(userRoles).values({ user_id: callers.admin.id, role: "admin" });
    const refused = await action(
      post(callers.admin, "/beheer/rollen", { intent: "revoke", email: callers.admin.email, role: "admin", confirm: "ja" }),
    );
    expect(await statusOf(Promise.resolve(refused))).toBe(409);
    expect(JSON.stringify(asData(refused))).toContain("Dit is de laatste beheerder");
    expect(await db.select().from(userRoles).where(eq(userRoles.role, "admin"))).toHaveLength(1);
  });

  it("refuses a role for a blocked member with a Dutch 409, and the audit log names a granted role as Rol", async () => {
    const db = database.db();
    const refused = await action(post(callers.admin, "/beheer/rollen", { intent: "grant", email: callers.blocked.email, role: "admin" }));
    expect(await statusOf(Promise.resolve(refused))).toBe(409);
    expect(asData(refused).data.result?.error?.[""]).toEqual(["Dit lid is geblokkeerd en kan geen rol krijgen. Deblokkeer het lid eerst."]);
    expect(await db.select().from(userRoles).where(eq(userRoles.user_id, callers.blocked.id))).toMatchObject([{ role: "moderator" }]);

    const target = await createMember({ name: "Rolf Rolhouder" });
    asRedirect(await action(post(callers.admin, "/beheer/rollen", { intent: "grant", email: target.email, role: "moderator" })));
    const log = await auditLogLoader(get(callers.admin, "/beheer/logboek?actie=role.grant", { pattern: "/beheer/logboek" }));
    const entries = log.entries.filter((entry) => entry.targetName === "Rolf Rolhouder");
    expect(entries).toHaveLength(1);
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(AuditEntries, { entries })));
    expect(html).toContain("Rol: Moderator");
    expect(html).not.toContain("Reden:");
  });

  it("tells the header who moderates: only moderators and admins get the Beheer link in their menu", async () => {
    const header = async (caller: (typeof callers)[keyof typeof callers]) => {
      const answer = await rootLoader(get(caller, "/"));
      return (answer as unknown as { data: { user: { moderates: boolean } | null } }).data.user;
    };
    expect(await header(callers.visitor)).toBeNull();
    expect((await header(callers.member))?.moderates).toBe(false);
    expect((await header(callers.moderator))?.moderates).toBe(true);
    expect((await header(callers.admin))?.moderates).toBe(true);
    expect(memberNavigation({ name: "M", email: "m@voorbeeld.example.org", moderates: true }).map((link) => link.label)).toContain("Beheer");
    expect(memberNavigation({ name: "M", email: "m@voorbeeld.example.org", moderates: false }).map((link) => link.label)).not.toContain("Beheer");
  });
});
