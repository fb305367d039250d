/**
 * The editor opened from the preview's Edit (`#edit=Hero › Headline`): once Keystatic has drawn
 * the entry, scrolls to that field, focuses it and outlines it for a moment. Fields are found by
 * their labels, as the owner reads them: a group's label ("Hero") narrows the search to the group,
 * a field's label ("Headline") names the field. A list item ("item 2") is opened by a click in
 * Keystatic, so the landing stops at the list. A save the server refused lands the same way, with
 * its words under the field.
 */

/** How long the page may take to draw the entry before the landing gives up. */
const WAIT_MS = 20_000;
const HIGHLIGHT_MS = 4_000;

/** The labels after `#edit=`, outermost first; none when the address has no such part. */
export function editTrail(hash: string): string[] {
  const match = /^#edit=(.+)$/.exec(hash);
  if (!match?.[1]) return [];
  try {
    return decodeURIComponent(match[1])
      .split(" › ")
      .map((label) => label.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** A label's words without the required field's asterisk. */
const nameOf = (element: Element | null) => element?.textContent?.replace(/\*\s*$/, "").trim();

/** The group or the field labelled `label` inside `scope`, the first in reading order. */
function findLabelled(scope: ParentNode, label: string): Element | null {
  for (const group of scope.querySelectorAll("[role=group][aria-labelledby]")) {
    const labelling = document.getElementById(group.getAttribute("aria-labelledby") ?? "");
    if (nameOf(labelling) === label) return group;
  }
  for (const element of scope.querySelectorAll("label")) {
    if (nameOf(element) === label) {
      return (element.htmlFor && document.getElementById(element.htmlFor)) || element;
    }
  }
  return null;
}

/** The element the trail leads to: the field, or the deepest group or list on the way. */
export function findField(root: ParentNode, trail: string[]): Element | null {
  let scope: ParentNode = root;
  let found: Element | null = null;
  for (const label of trail) {
    if (/^item \d+$/.test(label)) break;
    const next = findLabelled(scope, label);
    if (!next) break;
    found = next;
    if (next.getAttribute("role") !== "group") break;
    scope = next;
  }
  return found;
}

/** Marks the words of a refused save under its field, so the next attempt removes them. */
const REFUSAL_ATTRIBUTE = "data-refused-save";

/** Takes away the words of a refused save. */
export function clearRefusal(root: ParentNode = document) {
  for (const note of root.querySelectorAll(`[${REFUSAL_ATTRIBUTE}]`)) note.remove();
}

/**
 * A save the server refused, said under the field it is about (or the list holding the item):
 * "Not saved: Testimonials › item 5: Unknown testimonial …", and the field landed on.
 */
export function showRefusal(
  root: HTMLElement,
  { trail, problem }: { trail: string[]; problem: string },
) {
  clearRefusal(root);
  const target = findField(root, trail);
  if (!target) return;
  const note = document.createElement("p");
  note.setAttribute(REFUSAL_ATTRIBUTE, "");
  note.setAttribute("role", "alert");
  note.textContent = `Not saved: ${trail.join(" › ")}: ${problem}`;
  Object.assign(note.style, {
    color: "#b91c1c",
    font: "500 14px system-ui, sans-serif",
    margin: "8px 0",
  });
  // Under a group's or a list's heading; under a field's box.
  const heading = target.matches("[role=group]")
    ? document.getElementById(target.getAttribute("aria-labelledby") ?? "")
    : null;
  if (heading && target.contains(heading)) heading.insertAdjacentElement("afterend", note);
  else target.parentElement?.insertAdjacentElement("afterend", note);
  land(target);
  note.scrollIntoView({ block: "center" });
}

function land(target: Element) {
  target.scrollIntoView({ block: "center" });
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    target.focus({ preventScroll: true });
  }
  const box = (
    target.closest("[role=group]") === target ? target : target.parentElement
  ) as HTMLElement | null;
  if (!box) return;
  box.style.outline = "3px solid #b45309";
  box.style.outlineOffset = "4px";
  setTimeout(() => {
    box.style.outline = "";
    box.style.outlineOffset = "";
  }, HIGHLIGHT_MS);
}

/** Lands on the field the address names, when Keystatic has drawn it. */
export function landOnField(root: HTMLElement, hash: string) {
  const trail = editTrail(hash);
  if (trail.length === 0) return;
  const tryLanding = () => {
    // The first label found means the entry is drawn: land on what the trail reaches.
    if (!findLabelled(root, trail[0] ?? "")) return false;
    const target = findField(root, trail);
    if (target) land(target);
    return true;
  };
  if (tryLanding()) return;
  const observer = new MutationObserver(() => {
    if (tryLanding()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
}
