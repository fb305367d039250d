/**
 * How the inbox and the notification email name the button a request was sent with
 * (src/content/lead-sources.json), declared once for the check and the content editor (./editor.ts).
 * A contact button sends a source tag (its Source field in the page's copy, or the header's in
 * code); the lead stores the tag, and the owner reads these words instead. A plain module.
 */
import { group, list, text } from "../model/fields";
import { recordRule } from "../model/rules";

export const leadSourcesFields = {
  noButton: text({
    label: "A request sent without a button",
    help: "A form sent from a browser without JavaScript names no button; the page it was on follows.",
  }),
  buttons: list(
    group(
      {
        source: text({
          label: "Source",
          help: 'The tag the button sends: its Source field on its page, e.g. "hero". The header\'s are "header" and "mobile-header".',
        }),
        said: text({
          label: "Said as",
          help: '"The button at the top"; the page it was on follows.',
        }),
      },
      { label: "Button" },
    ),
    { label: "Buttons", min: 1, itemLabel: (button) => button.source },
  ),
};

export const leadSourcesSchema = recordRule(leadSourcesFields);
