/**
 * Where a request came from, in the owner's words (src/content/lead-sources.json): the server names
 * a lead's button with them. The build checks the file (../facts), so a publish cannot put a bad
 * one live; should the file still be bad, the server says each tag as it is rather than fail.
 */
import sourcesFile from "~/content/lead-sources.json" with { type: "json" };
import { leadSourcesSchema } from "./schema";

const read = leadSourcesSchema.safeParse(sourcesFile);
const leadSources = read.success ? read.data : { noButton: "The form", buttons: [] };

// The first words for a tag count, as the owner reads the list from the top.
const saidBySource = new Map(
  leadSources.buttons.toReversed().map((button) => [button.source, button.said]),
);

/** A button's source tag in words; a tag the file does not name is said as it is. */
export const buttonSaid = (tag: string) => saidBySource.get(tag) ?? tag;

export const noButtonSaid = leadSources.noButton;
