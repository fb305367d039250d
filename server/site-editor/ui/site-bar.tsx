/**
 * The bar above every editor screen: the site's name, the way back to the inbox, the live site,
 * Preview, and Publish with the number of saved changes waiting to go live, in words on hover and in the
 * link's name. Keystatic's own screens have no way on from the editor; the owner used the
 * browser's Back button. The count is asked again after each save. Preview builds what is saved:
 * with changes on the screen not saved yet, it says so and asks first.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { SAVED_EVENT, WAITING_PATH } from "../../../src/lib/editor-paths";

const barStyle = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "4px 16px",
  padding: "8px 16px",
  background: "#064e3b",
  color: "#ffffff",
  fontFamily: "system-ui, sans-serif",
  fontSize: 14,
} as const;
const linkStyle = { color: "#ffffff", textDecoration: "underline", textUnderlineOffset: 3 };

const buttonStyle = {
  ...linkStyle,
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  cursor: "pointer",
} as const;

/** Whether the screen shows Keystatic's mark of an entry changed and not saved. */
export const hasUnsavedEdits = (root: ParentNode = document) =>
  [...root.querySelectorAll("span, div")].some(
    (element) => element.childElementCount === 0 && element.textContent?.trim() === "Unsaved",
  );

export function SiteBar({ siteName, csrfToken }: { siteName: string; csrfToken: string }) {
  const [changes, setChanges] = useState<string[] | null>(null);
  const [asking, setAsking] = useState(false);
  const refresh = useCallback(async () => {
    setAsking(false);
    const response = await fetch(WAITING_PATH, { headers: { Accept: "application/json" } });
    if (response.ok) setChanges(((await response.json()) as { changes: string[] }).changes);
  }, []);
  useEffect(() => {
    void refresh();
    window.addEventListener(SAVED_EVENT, refresh);
    return () => window.removeEventListener(SAVED_EVENT, refresh);
  }, [refresh]);
  const previewForm = useRef<HTMLFormElement>(null);
  const preview = (event: FormEvent) => {
    if (asking || !hasUnsavedEdits()) return;
    event.preventDefault();
    setAsking(true);
  };
  const count = changes?.length ?? 0;
  const publish =
    count > 0 ? `Publish · ${count} ${count === 1 ? "change" : "changes"}` : "Publish";
  return (
    <nav aria-label="Site" style={barStyle}>
      <strong style={{ marginRight: "auto" }}>{siteName}</strong>
      <a href="/admin" style={linkStyle}>
        Inbox
      </a>
      <a href="/" target="_blank" rel="noopener" style={linkStyle}>
        View live site
      </a>
      {/* Builds the saved changes for the account's eyes only, and opens them when ready. */}
      <form
        ref={previewForm}
        method="post"
        action="/admin/site/preview"
        style={{ margin: 0 }}
        onSubmit={preview}
      >
        <input type="hidden" name="csrf" value={csrfToken} />
        <button type="submit" style={buttonStyle}>
          Preview
        </button>
      </form>
      <a
        href="/admin/site"
        style={{ ...linkStyle, fontWeight: 700 }}
        title={changes && count > 0 ? `Waiting to go live: ${changes.join("; ")}` : undefined}
      >
        {publish}
      </a>
      {asking && (
        <p role="alert" style={{ flexBasis: "100%", margin: "4px 0 0" }}>
          This screen has changes you have not saved: the preview shows only what is saved. Save
          them first, or{" "}
          <button
            type="button"
            style={{ ...buttonStyle, fontWeight: 700 }}
            onClick={() => previewForm.current?.requestSubmit()}
          >
            preview without them
          </button>{" "}
          <button type="button" style={buttonStyle} onClick={() => setAsking(false)}>
            Keep editing
          </button>
        </p>
      )}
    </nav>
  );
}
