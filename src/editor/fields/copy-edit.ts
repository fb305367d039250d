/**
 * Copy as the owner reads and edits it in the content editor: each figure set elsewhere (a token,
 * `{{pricing.implementation.price}}`, src/lib/tokens.ts) shown as its value ("$4,900"), and an
 * edit of that shown text mapped back to the stored text without losing a token the owner did not
 * touch. Pure functions: the editor's copy field (copy-field.tsx) uses them with the current facts.
 */
import { shownFact, tokenSpans } from "~/lib/tokens";

/** A piece of stored copy: text as written, or a figure, shown as its value. */
export type CopyPiece =
  | { kind: "text"; text: string }
  | { kind: "figure"; raw: string; name: string; lower: boolean; shown: string };

/**
 * The stored text in pieces. A token that names no fact stays text as written (the field's check
 * refuses it), so nothing of the stored text is ever lost.
 */
export function copyPieces(stored: string, facts: unknown): CopyPiece[] {
  const pieces: CopyPiece[] = [];
  let at = 0;
  const addText = (text: string) => {
    if (!text) return;
    const last = pieces.at(-1);
    if (last?.kind === "text") last.text += text;
    else pieces.push({ kind: "text", text });
  };
  for (const { start, end, raw, name, lower } of tokenSpans(stored)) {
    addText(stored.slice(at, start));
    const shown = shownFact(facts, name, lower);
    if (shown === undefined) addText(raw);
    else pieces.push({ kind: "figure", raw, name, lower, shown });
    at = end;
  }
  addText(stored.slice(at));
  return pieces;
}

const shownOf = (piece: CopyPiece) => (piece.kind === "text" ? piece.text : piece.shown);
const storedOf = (piece: CopyPiece) => (piece.kind === "text" ? piece.text : piece.raw);

/** The text as the owner reads it: every figure as its current value. */
export function shownCopy(stored: string, facts: unknown): string {
  return copyPieces(stored, facts).map(shownOf).join("");
}

/** The figures a text holds, each once, in the order they first appear. */
export function copyFigures(stored: string, facts: unknown) {
  const figures = new Map<string, Extract<CopyPiece, { kind: "figure" }>>();
  for (const piece of copyPieces(stored, facts)) {
    if (piece.kind === "figure" && !figures.has(piece.name)) figures.set(piece.name, piece);
  }
  return [...figures.values()];
}

/** Where each piece sits in the shown text. */
function placed(pieces: CopyPiece[]) {
  let at = 0;
  return pieces.map((piece) => {
    const start = at;
    at += shownOf(piece).length;
    return { piece, start, end: at };
  });
}

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
};
const commonSuffix = (a: string, b: string) => {
  let length = 0;
  while (
    length < a.length &&
    length < b.length &&
    a[a.length - 1 - length] === b[b.length - 1 - length]
  ) {
    length++;
  }
  return length;
};

/**
 * Whether the edit of the shown text's [from, to) (an insertion where from === to) touches the
 * figure at [start, end): an insertion only inside it, a replaced or deleted stretch wherever the
 * two overlap.
 */
const touches = (from: number, to: number, start: number, end: number) =>
  from === to ? start < from && from < end : start < to && end > from;

/**
 * The stored text after the owner changed the shown text of `stored` to `shownAfter`. The edit is
 * the one stretch between the common start and the common end of the two shown texts; a figure
 * wholly outside it stays a token; a figure it touches becomes plain text of its value, then the
 * edit applies. Where the stretch could sit in several places (typing "2" before "20+"), `caret`
 * (where the cursor is after the edit) says which, and otherwise the place that touches the fewest
 * figures is taken.
 */
export function editCopy(
  stored: string,
  shownAfter: string,
  facts: unknown,
  caret?: number,
): string {
  const pieces = placed(copyPieces(stored, facts));
  const before = pieces.map(({ piece }) => shownOf(piece)).join("");
  if (before === shownAfter) return stored;

  // The stretch starts `kept` characters in and leaves `keptAtEnd` characters at the end.
  const shortest = Math.min(before.length, shownAfter.length);
  const prefix = commonPrefix(before, shownAfter);
  const suffix = commonSuffix(before, shownAfter);
  const figures = pieces.filter(({ piece }) => piece.kind === "figure");
  const touched = (kept: number, keptAtEnd: number) =>
    figures.filter(({ start, end }) => touches(kept, before.length - keptAtEnd, start, end));
  let kept = prefix;
  let keptAtEnd = suffix;
  if (prefix + suffix >= shortest) {
    // An insertion or a deletion that could sit anywhere in a run of the same characters.
    const first = Math.max(0, shortest - suffix);
    const last = Math.min(prefix, shortest);
    const fromCaret = caret === undefined ? undefined : shortest - (shownAfter.length - caret);
    if (fromCaret !== undefined && fromCaret >= first && fromCaret <= last) kept = fromCaret;
    else {
      kept = last;
      for (let place = last; place >= first; place--) {
        const count = touched(place, shortest - place).length;
        if (count < touched(kept, shortest - kept).length) kept = place;
      }
    }
    keptAtEnd = shortest - kept;
  }

  // The stretch grows to the whole of every figure it touches: those become plain text.
  let from = kept;
  let to = before.length - keptAtEnd;
  for (const { start, end } of touched(kept, keptAtEnd)) {
    from = Math.min(from, start);
    to = Math.max(to, end);
  }
  // Before the stretch and after it, the stored text as it was (a text cut where the stretch is).
  let head = "";
  let tail = "";
  for (const { piece, start, end } of pieces) {
    if (end <= from) head += storedOf(piece);
    else if (start >= to) tail += storedOf(piece);
    else {
      if (start < from) head += shownOf(piece).slice(0, from - start);
      if (end > to) tail += shownOf(piece).slice(to - start);
    }
  }
  const middle =
    before.slice(from, kept) +
    shownAfter.slice(kept, shownAfter.length - keptAtEnd) +
    before.slice(before.length - keptAtEnd, to);
  return head + middle + tail;
}

/** The figures `before` held that `after` no longer does: the ones an edit made plain text. */
export function unlinkedFigures(before: string, after: string, facts: unknown) {
  const kept = new Set(copyFigures(after, facts).map(({ name }) => name));
  return copyFigures(before, facts).filter(({ name }) => !kept.has(name));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The stored text with each of `figures` whose value stands whole in its plain text made that
 * figure again: "$4,900" typed back where the price was is the price, not text that happens to
 * match it. Whole: not inside a longer number or word ("$4,9000", "$4,900.50").
 */
export function relinkFigures(
  stored: string,
  figures: readonly { raw: string; shown: string }[],
  facts: unknown,
): string {
  let text = stored;
  for (const { raw, shown } of figures) {
    if (!shown) continue;
    const whole = new RegExp(`(?<![\\w$])${escaped(shown)}(?![\\w]|[.,]\\d)`, "g");
    text = copyPieces(text, facts)
      .map((piece) => (piece.kind === "text" ? piece.text.replace(whole, () => raw) : piece.raw))
      .join("");
  }
  return text;
}
