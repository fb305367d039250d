/**
 * The content editor as our own server serves it behind the inbox's sign-in: Keystatic's UI with
 * the project's keystatic.config.ts, bundled by vite.config.ts into build-editor/ (never the
 * public build). The server writes the session's CSRF token into the page's meta tag; Keystatic's
 * own fetches do not know about it, so every request to its API carries it as a header here.
 */
import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { site } from "~/collections/facts";
import config from "../../../keystatic.config";
import { REFUSED_FIELD_HEADER, SAVED_EVENT } from "../../../src/lib/editor-paths";
import { CSRF_META, EDITOR_API, withCsrfHeader } from "../csrf-fetch";
import { clearRefusal, landOnField, showRefusal } from "./field-landing";
import { SiteBar } from "./site-bar";

const bar = document.getElementById("site-bar");
const root = document.getElementById("editor");
const token = document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META}"]`)?.content ?? "";
const withToken = withCsrfHeader(window.fetch.bind(window), token, window.location.origin);
window.fetch = async (input, init) => {
  const response = await withToken(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith(`${EDITOR_API}/update`)) {
    if (response.ok) {
      clearRefusal();
      window.dispatchEvent(new Event(SAVED_EVENT));
    }
    const refused = response.headers.get(REFUSED_FIELD_HEADER);
    if (refused && root) showRefusal(root, JSON.parse(decodeURIComponent(refused)));
  }
  return response;
};

if (bar) createRoot(bar).render(<SiteBar siteName={site.name} csrfToken={token} />);

if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* Keystatic's props take the general Config; ours is the same object, more precisely typed. */}
      <Keystatic config={config as unknown as Config} />
    </StrictMode>,
  );
  landOnField(root, window.location.hash);
}
