/**
 * A legal page (src/content/page-copy/<page>.md): its frontmatter (the hero) and the attributes of
 * its body's headings and components (legal-markdown.ts reads the body). A plain module.
 */
import { z } from "astro/zod";
import { copyPiece, copyText as text } from "../copy-text";
import { choice, copy, copyLine, group, text as plainText } from "../model/fields";
import { recordRule } from "../model/rules";
import { heroFields } from "./sections";

export const anchorPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const { eyebrow, title, lead, actions } = heroFields;

/** The frontmatter: the hero, without the price line and figures a legal page never shows. */
export const legalFrontmatterFields = {
  hero: group({ eyebrow, title, lead, actions }, { label: "Hero" }),
};

/** A heading's anchor, optional for both levels: required on a section (##), refused on a ###. */
export const headingFields = {
  id: plainText({
    optional: true,
    label: "Anchor",
    help: "A section (##): its address on the page, lower-case words joined by dashes (your-rights). A subheading (###): leave empty.",
    pattern: {
      regex: anchorPattern,
      must: "be lower-case words joined by dashes, e.g. your-rights",
    },
  }),
};

/**
 * Links whose text is one of the firm's contact facts and whose address follows from it, written
 * `{% contact to="privacyEmail" /%}`: Markdown would store a `{{token}}` in a link's address
 * percent-encoded (`mailto:%7B%7B...`).
 */
export const contactLinks = {
  email: { label: "Email", text: "{{site.email}}", href: "mailto:{{site.email}}" },
  privacyEmail: {
    label: "Privacy email",
    text: "{{site.privacyEmail}}",
    href: "mailto:{{site.privacyEmail}}",
  },
  phone: { label: "Phone", text: "{{site.phone}}", href: "{{site.phoneHref}}" },
} as const;

type ContactName = keyof typeof contactLinks;
export const contactNames = Object.keys(contactLinks) as [ContactName, ...ContactName[]];

/** The attributes of the document's components (their tags in the body), by component. */
export const summaryFields = { title: copyLine({ label: "Title" }) };
export const termFields = { name: copyLine({ label: "Term" }) };
export const analyticsStatusFields = {
  on: copy({
    label: "While analytics is on",
    help: "Shown when the site is built with GA_MEASUREMENT_ID.",
  }),
  off: copy({ label: "While analytics is off" }),
};
/** The build reads `to` as its entry of contactLinks, which gives the link's text and address. */
export const contactFields = {
  to: choice(contactNames, {
    label: "Link to",
    labels: Object.fromEntries(contactNames.map((name) => [name, contactLinks[name].label])),
  }),
};
export const placeholderFields = { text: copyLine({ label: "Placeholder" }) };

/**
 * The document's parts, each checked where the body writes it, so a message names the part: a
 * paragraph of plain text (trimmed), or a run's pieces as written (their spaces join them).
 */
export const legalParts = {
  text,
  piece: copyPiece,
  link: z.object({ text, href: text }).strict(),
  placeholder: z.object({ placeholder: recordRule(placeholderFields).shape.text }).strict(),
  summary: recordRule(summaryFields),
  /** A term's name (the part is called `term` where the page reads it). */
  term: recordRule(termFields).shape.name,
  analyticsStatus: recordRule(analyticsStatusFields),
  sectionHeading: recordRule(headingFields).extend({ title: text }).required(),
};
