/**
 * What the content modules (initiatives, events, vacancies) need from the modules that act on
 * content (moderation, participation, notifications), registered once at start-up by the composition root
 * (app/compose.server.ts), so content never imports them.
 */
import type { SQL } from "drizzle-orm";
import type { Transaction } from "./db.server";
import type { FavoriteItemType, InitiativeStatus } from "./enums";
import type { Member } from "./viewer";

/** The fields of an event whose change the people signed up are told about. */
export interface EventPlaceAndTime {
  date: Date;
  end_date: Date | null;
  location: string;
  city: string;
}

export interface EventChangeAllowance {
  /** The Dutch wait message when the edit must be refused, else null. */
  limited: string | null;
  /** Gives the allowance back when the edit was not saved. */
  refund: () => Promise<void>;
}

export interface ContentHooks {
  /** Moderation columns of a new initiative. */
  newInitiativeReview: () => { status: InitiativeStatus; review_requested_at: Date };
  /** The SET part that resubmits a rejected or hidden item when its owner saves an edit. */
  resubmitOnSave: (type: FavoriteItemType) => { status: SQL; review_requested_at: SQL };
  /** Before an event edit's transaction: spends the mailing allowance when place or time changes. */
  spendEventChangeAllowance: (args: { eventId: string; viewer: Member; next: EventPlaceAndTime }) => Promise<EventChangeAllowance>;
  /** Inside an event edit's transaction, event locked; `before` is its place and time before the edit. */
  afterEventEdited: (tx: Transaction, eventId: string, before: EventPlaceAndTime) => Promise<void>;
  /** Inside a transaction, before the events with these ids are deleted. */
  beforeEventsDeleted: (tx: Transaction, eventIds: string[]) => Promise<void>;
  /** Inside the cancelling transaction, event locked: tells the people signed up. */
  afterEventCancelled: (tx: Transaction, event: { id: string; title: string; initiativeId: string; reason: string | null; cancelledBy: string }) => Promise<void>;
}

interface HooksGlobal {
  __ddnContentHooks?: ContentHooks;
}
const holder = globalThis as HooksGlobal;

/** Registers the hooks; a later call replaces them. */
export function setContentHooks(hooks: ContentHooks): void {
  holder.__ddnContentHooks = hooks;
}

/** @throws Error when none were registered: review and participants' mails would otherwise be skipped silently */
export function contentHooks(): ContentHooks {
  const hooks = holder.__ddnContentHooks;
  if (!hooks) throw new Error("No content hooks registered: import composeApp from app/compose.server.ts and call it at start-up");
  return hooks;
}
