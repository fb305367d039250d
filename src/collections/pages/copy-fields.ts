/**
 * The content editor's fields for page copy, shared by the page entries (./editor.ts,
 * ./editor-legal.ts): text that refuses what copyText refuses (empty, an unknown `{{token}}`), a
 * page's buttons, and a page's name as the menus call it. Bundled for the browser: import nothing
 * that reads files.
 */
import { fields } from "@keystatic/core";
import { tokenNames } from "~/lib/tokens";
import pageList from "../../content/page-list.json" with { type: "json" };
import { actionField } from "./action-field";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What copyText accepts: some text, and `{{tokens}}` that name a fact (`|lower` allowed). */
const copyPattern = new RegExp(
  `^(?=[\\s\\S]*\\S)(?:\\{\\{\\s*(?:${tokenNames.map(escaped).join("|")})\\s*(?:\\|\\s*lower\\s*)?\\}\\}|(?!\\{\\{)[\\s\\S])*$`,
);
const tokenMessage =
  "{{tokens}} must name a fact of the site (Site facts, Prices and figures), e.g. {{claims.hoursSavedWeekly}}";

/** Required copy over several lines. */
export const text = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    multiline: true,
    validation: {
      isRequired: true,
      pattern: { regex: copyPattern, message: `Must not be empty or only spaces; ${tokenMessage}` },
    },
  });
/** Required copy on one line. */
export const line = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: copyPattern, message: `Must not be empty or only spaces; ${tokenMessage}` },
    },
  });
/** Copy that may be left empty (then left out of the file). */
export const optionalText = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    multiline: true,
    validation: {
      pattern: {
        regex: new RegExp(`^$|${copyPattern.source}`),
        message: `Must be empty or more than spaces; ${tokenMessage}`,
      },
    },
  });

/** A page's buttons, at least `min` of them. */
export const actions = (label: string, min = 0) =>
  fields.array(actionField({ label: "Button" }), {
    label,
    itemLabel: (props) => (props.value as { label: string }).label || "(no text)",
    ...(min > 0 && { validation: { length: { min } } }),
  });

/** The page's name as the menus call it. */
export function nameOf(path: string): string {
  const page = pageList.pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not in src/content/page-list.json`);
  return page.name;
}
