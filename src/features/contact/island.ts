/**
 * Part of the shell script: the contact dialog is static HTML on every page (it opens, and its form
 * posts, without JavaScript: decision 007), and this hydrates it with React when a visitor reaches
 * for it (decision 016). React and the form are a chunk loaded then, not code in every document.
 */
import { contactOpenerSelector } from "~/components/ui/invoker";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { CONTACT_ISLAND_ID } from "./dialog-root";

export function hydrateContactOnIntent(root: Document) {
  const island = root.getElementById(CONTACT_ISLAND_ID);
  if (!island) return;
  hydrateOnIntent(island, contactOpenerSelector, async () => {
    // In development React's fast refresh needs its preamble first, which Astro serves only as a
    // script run before an island hydrates; the build has no such script and drops this line.
    // @ts-expect-error Astro's virtual module has no type declarations.
    if (import.meta.env.DEV) await import("astro:scripts/before-hydration.js");
    const { hydrateContactDialog } = await import("./hydrate-dialog");
    hydrateContactDialog(island);
  });
}
