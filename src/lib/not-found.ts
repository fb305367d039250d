/**
 * The 404 document's script: names the address asked for and, when a page is near it, offers
 * that page. Without JavaScript the document reads "this address" and lists the sections.
 */
import { decodePath, nearestPage } from "./nearest-page";

interface PageLink {
  path: string;
  name: string;
}

export function showRequestedPath(root: Document, pathname: string) {
  const section = root.querySelector<HTMLElement>("[data-not-found]");
  const address = section?.querySelector("[data-requested-path]");
  const suggestion = section?.querySelector<HTMLElement>("[data-did-you-mean]");
  const noSuggestion = section?.querySelector<HTMLElement>("[data-no-suggestion]");
  const link = suggestion?.querySelector("a");
  if (!section || !address || !suggestion || !noSuggestion || !link) return;
  address.textContent = decodePath(pathname);
  const page = nearestPage(pathname, JSON.parse(section.dataset.pages ?? "[]") as PageLink[]);
  if (!page) return;
  link.href = page.path;
  link.textContent = page.name;
  noSuggestion.hidden = true;
  suggestion.hidden = false;
}
