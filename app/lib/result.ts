/** The result of reading or changing an item for a member; nothing changes unless the status is "ok". */

/** "not_found" also covers a malformed id. */
export type Refusal = "not_found" | "forbidden";

export type Outcome<T = void> = ([T] extends [void] ? { status: "ok" } : { status: "ok"; item: T }) | { status: Refusal };

