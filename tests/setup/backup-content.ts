/**
 * Content for the backup tests, made over HTTP as a member would: a favourite of a public
 * initiative, and reading a member page.
 */
import { type HttpMember, postForm } from "../../bench/lib/server-process";

/**
 * Saves the first initiative of /initiatieven as `member`'s favourite.
 * @returns the initiative's id and name
 * @throws Error when the list has no initiative or the favourite is not saved
 */
export async function favouriteFirstInitiative(baseUrl: string, member: HttpMember): Promise<{ id: string; name: string }> {
  const html = await (await fetch(`${baseUrl}/initiatieven`)).text();
  const match = /href="\/initiatief\/([0-9a-f-]{36})"[^>]*>([^<]+)</.exec(html);
  if (!match?.[1] || !match[2]) throw new Error("no initiative on /initiatieven");
  const saved = await postForm(
    baseUrl,
    "/favoriet",
    { item_type: "initiative", item_id: match[1], favorite: "ja", returnTo: "/initiatieven" },
    { cookie: member.cookie, clientIp: member.clientIp },
  );
  await saved.arrayBuffer();
  if (saved.status !== 302) throw new Error(`favourite not saved: HTTP ${saved.status}`);
  return { id: match[1], name: match[2].replace(/&amp;/g, "&").replace(/&#x27;/g, "'").trim() };
}

/** The HTML of member page `path` with the session `cookie`. */
export async function signedInPage(baseUrl: string, path: string, cookie: string): Promise<string> {
  return (await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } })).text();
}
