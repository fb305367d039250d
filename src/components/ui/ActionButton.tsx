import type { Action } from "~/components/types";
// The JSON itself, not the checked facts: the schema stays out of the island (the build checks it).
import site from "~/content/site.json" with { type: "json" };
import { buttonClass, ExternalButtonLink } from "./Button";
import { defaultIntent } from "./contact-intent";
import { contactOpener } from "./invoker";

type Variant = Parameters<typeof buttonClass>[0];

/**
 * Renders any call to action of the content modules as static HTML: a contact opener (invoker
 * button), a booking link in a new tab, or a link. Clicks are tracked by the shell's listener.
 */
export function ActionButton({
  action,
  variant = "primary",
  className = "",
  hidden,
}: {
  action: Action;
  variant?: Variant;
  className?: string;
  hidden?: boolean;
}) {
  switch (action.kind) {
    case "contact":
      return (
        <button
          type="button"
          {...contactOpener({
            label: action.heading ?? action.label,
            source: action.source,
            intent: action.intent ?? defaultIntent,
            event: action.event,
            package: action.package,
          })}
          aria-label={action.heading}
          className={buttonClass(variant, className)}
        >
          {action.label}
        </button>
      );
    case "booking":
      return (
        <ExternalButtonLink
          href={site.bookingUrl}
          label={action.label}
          location={action.source}
          variant={variant}
          className={className}
        />
      );
    case "link":
      return (
        <a
          href={action.to}
          hidden={hidden}
          data-upcoming={action.upcoming}
          className={buttonClass(variant, className)}
        >
          {action.label}
        </a>
      );
  }
}
