/**
 * Registers `client:intent` (src/integrations/intent-directive.ts): an island that hydrates when a
 * visitor reaches for it, not during page load. Its value is the CSS selector of the island's
 * openers, e.g. `<ContactDialog client:intent={contactOpeners} />`.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

declare module "astro" {
  interface AstroClientDirectives {
    "client:intent"?: string;
  }
}

export function hydrateOnIntent(): AstroIntegration {
  return {
    name: "eca-hydrate-on-intent",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "intent",
          entrypoint: fileURLToPath(new URL("./intent-directive.ts", import.meta.url)),
        });
      },
    },
  };
}
