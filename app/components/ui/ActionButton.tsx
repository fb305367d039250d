import { Link } from "react-router";
import { site } from "~/content/site";
import type { Action } from "~/content/types";
import { useContactDialog } from "~/features/contact/ContactDialogProvider";
import { opensContactDialog } from "~/features/contact/invoker";
import { trackButtonClick } from "~/lib/analytics";
import { buttonClass, ExternalButtonLink } from "./Button";

type Variant = Parameters<typeof buttonClass>[0];

/** Renders any call to action of the content modules with the right behaviour and tracking. */
export function ActionButton({
  action,
  variant = "primary",
  className = "",
}: {
  action: Action;
  variant?: Variant;
  className?: string;
}) {
  const { open } = useContactDialog();
  switch (action.kind) {
    case "contact":
      return (
        <button
          type="button"
          {...opensContactDialog}
          className={buttonClass(variant, className)}
          onClick={() => {
            trackButtonClick(action.label, action.source);
            open({ label: action.label, source: action.source });
          }}
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
        <Link to={action.to} className={buttonClass(variant, className)}>
          {action.label}
        </Link>
      );
  }
}
