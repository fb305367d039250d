// The JSON itself, not the checked facts: the schema stays out of the island (the build checks it).
import site from "~/content/site.json" with { type: "json" };
import { buttonClass, ExternalButtonLink } from "./Button";
import { defaultIntent } from "./contact-intent";
import { type ContactOpener, contactOpener, type OpenerEvent } from "./invoker";

/** What a call-to-action does: open the contact form, open the booking page, or go to a page. */
export type Action =
  | {
      kind: "contact";
      label: string;
      source: string;
      /**
       * The dialog's heading and the button's accessible name, when the visible label alone does
       * not say which item it is for (e.g. "Register Now" on each event). Starts with the label.
       */
      heading?: string;
      /** What the visitor asks for (src/content/contact-intents.json); without it, a consultation. */
      intent?: ContactOpener["intent"];
      /** The event the request is for (an event's buttons), posted and named on success. */
      event?: OpenerEvent;
      /** The pricing package the request is about (a package's button), posted with it. */
      package?: string;
    }
  | { kind: "booking"; label: string; source: string }
  | {
      kind: "link";
      label: string;
      to: string;
      /**
       * On /webinars-events: shown only while some event is upcoming (true) or while none is
       * (false), by the build's date and again by the visitor's (place-by-date.ts).
       */
      upcoming?: boolean;
    };

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
