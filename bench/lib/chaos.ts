/**
 * Crash safety of the embedded database (docs/decisions/012-reliability.md): start the production
 * server on a temporary DATA_DIR (PGlite), let several members create initiatives and events
 * through the real form posts (session cookie, `POST /nieuw-initiatief` and `POST /nieuw-event`
 * under their own initiative), each with a unique marker in its name or title, kill the server with
 * SIGKILL at a moment drawn from a seed (the same seed gives the same kill times, so a failing run
 * can be repeated), note how many writes were in flight (sent, not yet answered) at the kill, open
 * the database folder directly and check that
 *   - the database opens;
 *   - every write acknowledged with a success response (302 to /mijn-items) is present exactly once;
 *   - no marker is present more than once (also writes whose answer was lost in the kill);
 *   - nothing half-written is visible: every chaos initiative and event has all required fields
 *     and an existing creator (and initiative), and no row anywhere points at a missing user or
 *     initiative;
 * then start the server again on the same folder for the next cycle.
 *
 * Every third write registers a new member instead, whose verification mail goes through the mail
 * queue (app/lib/mail-queue.server.ts): after each kill every acknowledged registration's mail is
 * either still queued in the database or already in the outbox, never lost; after the last
 * restart every one of them is in the outbox, each exactly once.
 *
 * Used by `npm run chaos` (scripts/chaos.ts) and, with a few cycles, by
 * tests/reliability/chaos.test.ts. Needs the production build.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { validEventForm, validInitiativeForm } from "../../tests/setup/forms.ts";
import { readdir, readFile } from "node:fs/promises";
import { type AppServer, type HttpMember, postForm, randomClientIp, registerMember, startAppServer } from "./server-process.ts";

export interface ChaosOptions {
  /** Kill-and-restart cycles (default 10). */
  cycles?: number;
  /** Concurrent members creating initiatives (default 4). */
  members?: number;
  /** The kill comes at a moment between these milliseconds after the writers start. */
  killAfterMs?: [number, number];
  /** Seed of the kill moments (default {@link DEFAULT_CHAOS_SEED}); see {@link chaosKillTimes}. */
  seed?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface ChaosCycle {
  cycle: number;
  killedAfterMs: number;
  /** Writes sent and not yet answered at the moment of the SIGKILL. */
  inFlightAtKill: number;
  /** Writes answered with the success redirect. */
  acknowledged: number;
  /** Writes whose answer was lost in the kill (may or may not be stored, never twice). */
  unanswered: number;
  /** Of the unanswered writes, how many were stored anyway. */
  unansweredStored: number;
  /** Writes refused with an error status (should be 0). */
  refused: number;
  /** Acknowledged registrations whose verification mail was still queued at the kill. */
  mailQueuedAtKill: number;
}

export interface ChaosReport {
  /** The seed the kill moments were drawn from. */
  seed: number;
  cycles: ChaosCycle[];
  totalAcknowledged: number;
  /** Acknowledged registrations over the run: each one's mail must reach the outbox once. */
  registrations: number;
  /** Initiatives and events with the run's marker in the database at the end. */
  stored: number;
  /** Every check that failed, in words; empty when the database held up. */
  failures: string[];
}

/** A member and the initiative their events are created under. */
interface Writer extends HttpMember {
  initiativeId: string;
}

interface Write {
  /** The name or title of an item, or the e-mail address of a registration. */
  marker: string;
  kind: "item" | "registration";
  outcome: "acknowledged" | "refused" | "unanswered";
}

/** The seed of the kill moments when none is given. */
export const DEFAULT_CHAOS_SEED = 20_260_601;

/**
 * The kill moments of a run: `cycles` whole milliseconds in [min, max], drawn with fast-check
 * from `seed`, so the same seed always gives the same moments.
 */
export function chaosKillTimes(seed: number, cycles: number, [min, max]: [number, number]): number[] {
  return fc.sample(fc.integer({ min, max }), { seed, numRuns: cycles });
}

/** Runs the chaos cycles; never throws for a failed check (see `failures`). */
export async function runChaos(options: ChaosOptions = {}): Promise<ChaosReport> {
  const cycles = options.cycles ?? 10;
  const memberCount = options.members ?? 4;
  const seed = options.seed ?? DEFAULT_CHAOS_SEED;
  const killTimes = chaosKillTimes(seed, cycles, options.killAfterMs ?? [300, 2_000]);
  const log = options.log ?? (() => {});
  const run = randomUUID().slice(0, 8);
  const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-chaos-"));
  const failures: string[] = [];
  const report: ChaosCycle[] = [];
  const acknowledged = new Set<string>();
  const registered = new Set<string>();
  let members: Writer[] = [];
  let stored = 0;
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const server = await startAppServer({ dataDir });
      if (members.length === 0) {
        // Registered once; their sessions must survive every crash too.
        members = await Promise.all(Array.from({ length: memberCount }, () => prepareWriter(server, run)));
      }
      const killedAfterMs = killTimes[cycle - 1] ?? 0;
      const writes: Write[] = [];
      let killed = false;
      const writers = members.map(async (member, m) => {
        for (let n = 1; !killed; n++) {
          // Every third write registers a new member (a queued mail); of the others, odd ones
          // create an initiative, even ones an event under the member's initiative.
          if (n % 3 === 0) {
            const email = `chaos-${run}-c${cycle}-m${m + 1}-n${n}@voorbeeld.example.org`;
            const write: Write = { marker: email, kind: "registration", outcome: "unanswered" };
            writes.push(write);
            try {
              const response = await postForm(server.url, "/auth", registrationForm(email), { clientIp: randomClientIp() });
              await response.arrayBuffer();
              if (response.status === 302 && response.headers.get("location") === "/auth?registratie=verstuurd") {
                write.outcome = "acknowledged";
                registered.add(email);
              } else {
                write.outcome = "refused";
                failures.push(`cyclus ${cycle}: registratie ${email} geweigerd met HTTP ${response.status}`);
              }
            } catch {
              return;
            }
            continue;
          }
          const marker = `Chaos ${run} c${cycle} m${m + 1} n${n}`;
          const write: Write = { marker, kind: "item", outcome: "unanswered" };
          writes.push(write);
          try {
            const [pathname, fields] =
              n % 2 === 1
                ? ["/nieuw-initiatief", validInitiativeForm({ name: marker })]
                : ["/nieuw-event", validEventForm(member.initiativeId, { title: marker })];
            const response = await postForm(server.url, pathname, fields, {
              cookie: member.cookie,
              clientIp: member.clientIp,
            });
            await response.arrayBuffer();
            if (response.status === 302 && response.headers.get("location") === "/mijn-items") {
              write.outcome = "acknowledged";
              acknowledged.add(marker);
            } else {
              write.outcome = "refused";
              failures.push(`cyclus ${cycle}: ${marker} geweigerd met HTTP ${response.status}`);
            }
          } catch {
            // The connection died with the server: the answer is lost.
            return;
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, killedAfterMs));
      killed = true;
      // Sent and not answered yet: these requests are inside the server when it dies.
      const inFlightAtKill = writes.filter((w) => w.outcome === "unanswered").length;
      await killServer(server);
      await Promise.all(writers);

      const check = await inspectDatabase(path.join(dataDir, "db"), run);
      const delivered = await outboxRecipients(dataDir);
      if (check.openError) {
        failures.push(`cyclus ${cycle}: database opent niet na SIGKILL: ${check.openError}`);
        break;
      }
      failures.push(...check.problems.map((p) => `cyclus ${cycle}: ${p}`));
      for (const marker of acknowledged) {
        const copies = check.counts.get(marker) ?? 0;
        if (copies !== 1) failures.push(`cyclus ${cycle}: bevestigde schrijfactie ${marker} ${copies}× aanwezig`);
      }
      for (const [marker, copies] of check.counts) {
        if (copies > 1) failures.push(`cyclus ${cycle}: ${marker} ${copies}× aanwezig`);
      }
      // A registration's mail is queued in the database or already in the outbox: never lost.
      let mailQueuedAtKill = 0;
      for (const email of registered) {
        const queued = check.queuedMail.get(email) ?? 0;
        const sent = delivered.get(email) ?? 0;
        if (queued + sent === 0) failures.push(`cyclus ${cycle}: e-mail aan ${email} verloren`);
        if (sent > 1) failures.push(`cyclus ${cycle}: e-mail aan ${email} ${sent}× verstuurd`);
        if (queued > 0) mailQueuedAtKill += 1;
      }
      const unanswered = writes.filter((w) => w.outcome === "unanswered" && w.kind === "item");
      const entry: ChaosCycle = {
        cycle,
        killedAfterMs,
        inFlightAtKill,
        acknowledged: writes.filter((w) => w.outcome === "acknowledged" && w.kind === "item").length,
        unanswered: unanswered.length,
        unansweredStored: unanswered.filter((w) => check.counts.has(w.marker)).length,
        refused: writes.filter((w) => w.outcome === "refused").length,
        mailQueuedAtKill,
      };
      report.push(entry);
      stored = check.counts.size;
      log(
        `cyclus ${cycle}/${cycles}: kill na ${killedAfterMs} ms met ${inFlightAtKill} schrijfacties onderweg, ${entry.acknowledged} bevestigd, ` +
          `${entry.unanswered} zonder antwoord (${entry.unansweredStored} toch opgeslagen), in database: ${stored}, ` +
          `${registered.size} registraties (${mailQueuedAtKill} e-mails nog in de wachtrij)`,
      );
    }
    // The last start: the server must come up on the crashed folder once more.
    if (failures.length === 0) {
      const server = await startAppServer({ dataDir });
      const page = await fetch(`${server.url}/mijn-items`, {
        headers: { Cookie: members[0]?.cookie ?? "", "X-Forwarded-For": members[0]?.clientIp ?? "" },
        redirect: "manual",
      });
      await page.arrayBuffer();
      if (page.status !== 200) failures.push(`na de laatste herstart: /mijn-items gaf HTTP ${page.status} (sessie verloren?)`);
      // The restarted server's mail worker sends what the crashes left queued: every mail once.
      const deadline = Date.now() + 20_000;
      let delivered = await outboxRecipients(dataDir);
      while ([...registered].some((email) => !delivered.has(email)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        delivered = await outboxRecipients(dataDir);
      }
      for (const email of registered) {
        const sent = delivered.get(email) ?? 0;
        if (sent !== 1) failures.push(`na de laatste herstart: e-mail aan ${email} ${sent}× verstuurd`);
      }
      await server.stop("SIGTERM");
    }
  } catch (error) {
    failures.push(`onverwachte fout: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    seed,
    cycles: report,
    totalAcknowledged: report.reduce((sum, c) => sum + c.acknowledged, 0),
    registrations: registered.size,
    stored,
    failures,
  };
}

/** Registers a member and gives them an initiative (found on /mijn-items) to add events to. */
async function prepareWriter(server: AppServer, run: string): Promise<Writer> {
  const member = await registerMember(server);
  const name = `Chaos ${run} basis ${member.name}`;
  const created = await postForm(server.url, "/nieuw-initiatief", validInitiativeForm({ name }), {
    cookie: member.cookie,
    clientIp: member.clientIp,
  });
  await created.arrayBuffer();
  if (created.status !== 302) throw new Error(`basisinitiatief niet aangemaakt: HTTP ${created.status}`);
  const page = await fetch(`${server.url}/mijn-items`, { headers: { Cookie: member.cookie } });
  const initiativeId = /\/initiatief\/([0-9a-f-]{36})/.exec(await page.text())?.[1];
  if (!initiativeId) throw new Error("basisinitiatief niet gevonden op /mijn-items");
  return { ...member, initiativeId };
}

/** The registration form for a new member with address `email`. */
function registrationForm(email: string): Record<string, string> {
  const password = `fietsbel-${randomUUID().slice(0, 8)}-zonnebloem`;
  return { intent: "register", full_name: "Chaos Lid", email, password, password_confirmation: password, redirectTo: "/" };
}

/** How many messages to each address (lower case) the server's outbox holds. */
async function outboxRecipients(dataDir: string): Promise<Map<string, number>> {
  const outbox = path.join(dataDir, "outbox");
  const counts = new Map<string, number>();
  for (const name of await readdir(outbox).catch(() => [] as string[])) {
    // Only finished messages: a kill mid-write leaves a temporary file, and the job is sent again.
    if (!name.endsWith(".eml")) continue;
    const raw = await readFile(path.join(outbox, name), "utf8").catch(() => "");
    const to = /^To: (.+)$/im.exec(raw)?.[1]?.trim().toLowerCase();
    if (to) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

async function killServer(server: AppServer): Promise<void> {
  await server.stop("SIGKILL");
}

/** What {@link inspectDatabase} found. */
interface Inspection {
  openError?: string;
  /** Copies per marker of this run. */
  counts: Map<string, number>;
  /** Queued (unsent, not failed) mail jobs per recipient address. */
  queuedMail: Map<string, number>;
  problems: string[];
}

/**
 * Opens the PGlite folder directly (the server is dead), counts the run's initiatives and looks
 * for half-written or orphaned rows.
 */
async function inspectDatabase(folder: string, run: string): Promise<Inspection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  let db: InstanceType<typeof PGlite>;
  try {
    db = await PGlite.create(folder, { extensions: { pg_trgm, unaccent } });
    await db.query("select 1");
  } catch (error) {
    return { openError: error instanceof Error ? error.message : String(error), counts: new Map(), queuedMail: new Map(), problems: [] };
  }
  const problems: string[] = [];
  try {
    const rows = await db.query<{ name: string; copies: number }>(
      `select name, count(*)::int as copies from (
         select name from initiatives where name like $1 and name not like $2
         union all select title as name from events where title like $1
       ) written group by name`,
      [`Chaos ${run} c%`, `Chaos ${run} basis %`],
    );
    const counts = new Map(rows.rows.map((r) => [r.name, r.copies]));
    const jobs = await db.query<{ recipient: string; n: number }>(
      `select recipient, count(*)::int as n from mail_jobs where failed_at is null group by recipient`,
    );
    const queuedMail = new Map(jobs.rows.map((r) => [r.recipient, r.n]));
    const incomplete = await db.query<{ name: string }>(
      `select i.name from initiatives i left join "user" u on u.id = i.created_by
        where i.name like $1 and (u.id is null or i.description is null or i.description = ''
          or i.long_description is null or i.long_description = '' or i.theme is null or i.scope is null
          or i.formality is null or i.city is null or i.status not in ('actief', 'in_behandeling')
          or i.contact_email is null)`,
      [`Chaos ${run} %`],
    );
    for (const row of incomplete.rows) problems.push(`half geschreven initiatief: ${row.name}`);
    const incompleteEvents = await db.query<{ title: string }>(
      `select e.title from events e
         left join "user" u on u.id = e.created_by
         left join initiatives i on i.id = e.initiative_id
        where e.title like $1 and (u.id is null or i.id is null or i.created_by <> e.created_by
          or e.description = '' or e.location = '' or e.city = '' or e.organizer_name = ''
          or e.organizer_email = '' or e.date is null or e.type is null)`,
      [`Chaos ${run} %`],
    );
    for (const row of incompleteEvents.rows) problems.push(`half geschreven event: ${row.title}`);
    const orphanChecks: [string, string][] = [
      ["initiatieven zonder bestaande maker", `select count(*)::int as n from initiatives i where i.created_by is not null and not exists (select 1 from "user" u where u.id = i.created_by)`],
      ["sessies zonder lid", `select count(*)::int as n from session s where not exists (select 1 from "user" u where u.id = s.user_id)`],
      ["accounts zonder lid", `select count(*)::int as n from account a where not exists (select 1 from "user" u where u.id = a.user_id)`],
      ["events zonder initiatief", `select count(*)::int as n from events e where not exists (select 1 from initiatives i where i.id = e.initiative_id)`],
      ["vacatures zonder initiatief", `select count(*)::int as n from vacancies v where not exists (select 1 from initiatives i where i.id = v.initiative_id)`],
    ];
    for (const [label, query] of orphanChecks) {
      const result = await db.query<{ n: number }>(query);
      const n = result.rows[0]?.n ?? 0;
      if (n > 0) problems.push(`${n} ${label}`);
    }
    return { counts, queuedMail, problems };
  } catch (error) {
    problems.push(`controle mislukt: ${error instanceof Error ? error.message : String(error)}`);
    return { counts: new Map(), queuedMail: new Map(), problems };
  } finally {
    await db.close();
  }
}
