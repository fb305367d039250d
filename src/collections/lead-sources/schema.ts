/**
 * How the inbox and the notification email name the button a request was sent with: the lead stores
 * its source tag, the owner reads these words (src/content/lead-sources.json). A plain module.
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
          label: "Tag",
          help: 'A short name in small letters and dashes, e.g. "hero", that the button sends. A page\'s button is given it by choosing the words below.',
          pattern: { regex: /^[a-z0-9-]+$/, must: "be small letters, digits and dashes" },
        }),
        said: text({
          label: "Said as",
          help: '"The button at the top"; the page it was on follows.',
        }),
      },
      { label: "Button" },
    ),
    { label: "Buttons", min: 1, itemLabel: (button) => button.said },
  ),
};

export const leadSourcesSchema = recordRule(leadSourcesFields);
