/**
 * The free download a visitor asked for stays on the page that offered it for the rest of the
 * visit: the success view that links to it closes itself (spec section 4), so a notice beside
 * every button of the page that asks for it links to it again, now and whenever the page is shown again in this tab. Part of the
 * shell script: no wording of its own, the island stores the notice's text.
 */
const STORAGE_KEY = "kept-downloads";

export interface KeptDownload {
  /** The labels (data-contact-label) of the buttons that ask for it: a notice goes beside each. */
  labels: readonly string[];
  href: string;
  /** What the notice says before the link, and the link's text. */
  lead: string;
  text: string;
}

type KeptByPage = Record<string, KeptDownload>;

function readKept(): KeptByPage {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as KeptByPage;
  } catch {
    return {}; // Storage disabled or unreadable: the notice lasts as long as the page.
  }
}

/** Remembers the download for this page and shows its notice. */
export function keepDownload(root: Document, kept: KeptDownload) {
  try {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ ...readKept(), [root.location.pathname]: kept }),
    );
  } catch {
    // As above.
  }
  showNotice(root, kept);
}

/** Shows the notice of the download asked for on this page earlier in the visit, if any. */
export function showKeptDownload(root: Document) {
  const kept = readKept()[root.location.pathname];
  if (kept) showNotice(root, kept);
}

function showNotice(root: Document, { labels, href, lead, text }: KeptDownload) {
  // Kept by an earlier version of the site in this tab (one label): not shown again.
  if (!Array.isArray(labels)) return;
  const openers = [...root.querySelectorAll<HTMLElement>("main button[data-contact-label]")].filter(
    (button) =>
      labels.includes(button.dataset.contactLabel ?? "") &&
      !button.nextElementSibling?.hasAttribute("data-kept-download"),
  );
  for (const opener of openers) opener.after(notice(root, href, lead, text));
}

function notice(root: Document, href: string, lead: string, text: string) {
  const notice = root.createElement("p");
  notice.dataset.keptDownload = "";
  notice.className =
    "basis-full w-fit rounded-lg bg-white px-3 py-2 text-sm text-ink shadow-sm ring-1 ring-brand-200";
  const link = root.createElement("a");
  link.href = href;
  link.download = "";
  link.className = "font-semibold text-brand-800 underline";
  link.textContent = text;
  notice.append(`${lead} `, link);
  return notice;
}
