/**
 * Undo for Move to Spam and the list's actions on many leads: what each did, kept in the server's
 * memory for a while under a random token, which the next page's Undo button posts (a plain form,
 * so it works without script). Only the account that acted may undo, once. Decision 077.
 */
import { randomBytes } from "node:crypto";
import type { Status } from "../lead-fields";
import type { InboxFilter, TriageState } from "./inbox-store";

/** What an action changed, as Undo needs it to put each lead back as it was. */
export type Undoable =
  | { kind: "status"; given: Status; before: TriageState[] }
  | {
      kind: "spam";
      ids: number[];
      /**
       * The lead Move to Spam went on to, unopened until then: Undo leaves it unopened again, so
       * Next from the lead brought back still goes to it.
       */
      shown?: { id: number; since: string };
    }
  | { kind: "release"; before: { id: number; spam: string }[] };

export interface UndoEntry {
  account: string;
  action: Undoable;
  /** Where Undo lands: the list or the lead's own page, in the view the action was taken from. */
  back: { path: string; filter: InboxFilter };
}

/** Long enough to notice a wrong tap and come back to it, short enough not to undo old news. */
export const UNDO_MS = 15 * 60 * 1000;
/** A bound on memory, whatever is done: the oldest actions lose their Undo first. */
const MAX_ENTRIES = 500;

export class UndoLog {
  readonly #entries = new Map<string, UndoEntry & { at: number }>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Keeps what an action did; the token for its Undo button. */
  keep(entry: UndoEntry): string {
    const token = randomBytes(18).toString("base64url");
    this.#entries.set(token, { ...entry, at: this.#now() });
    for (const old of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES) break;
      this.#entries.delete(old);
    }
    return token;
  }

  /** The action behind a token, while its Undo lasts and for the account that acted. */
  peek(token: string | undefined, account: string): UndoEntry | undefined {
    const entry = token === undefined ? undefined : this.#entries.get(token);
    if (!entry || entry.account !== account) return undefined;
    if (this.#now() - entry.at > UNDO_MS) {
      this.#entries.delete(token as string);
      return undefined;
    }
    return entry;
  }

  /** As peek, and the token is spent: an action is undone once. */
  take(token: string | undefined, account: string): UndoEntry | undefined {
    const entry = this.peek(token, account);
    if (entry) this.#entries.delete(token as string);
    return entry;
  }
}
