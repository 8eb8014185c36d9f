/**
 * The one result type of reading or changing an item on behalf of a member: done (with the item
 * when there is one to hand back), or refused because the item does not exist ("not_found": also
 * a malformed id) or is not theirs to read or change ("forbidden"). Nothing changes unless the
 * status is "ok". Rules: docs/decisions/015-permissions.md.
 */

/** Why an item was refused: unknown (or malformed id), or not the viewer's. */
export type Refusal = "not_found" | "forbidden";

/**
 * `{ status: "ok" }` (with `item` when `T` is given) or `{ status: "not_found" | "forbidden" }`.
 * @example Outcome            // a write: { status: "ok" } | { status: Refusal }
 * @example Outcome<Initiative> // a read: { status: "ok"; item: Initiative } | { status: Refusal }
 */
export type Outcome<T = void> = ([T] extends [void] ? { status: "ok" } : { status: "ok"; item: T }) | { status: Refusal };

