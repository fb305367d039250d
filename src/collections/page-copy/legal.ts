/**
 * A legal page (kind "legal" in the page list): src/content/page-copy/<page>.md, drawn by
 * LegalPage.astro. The frontmatter holds the hero; the body is the document (legal-markdown.ts
 * reads it): an optional plain-language summary, then numbered sections of blocks: paragraphs,
 * subheadings, bulleted lists and lists of terms. A paragraph may be a run of text, links, links to
 * the firm's contact facts and placeholders the owner must still fill in ("[STATE]"). A plain
 * module: the content editor uses it.
 */
import { z } from "astro/zod";
import { copyPiece, copyText as text } from "../copy-text";
import { hero } from "./sections";

/** A section's in-page anchor: lower-case words joined by dashes. */
export const anchorPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The frontmatter: the hero, without the price line and figures a legal page never shows. */
export const legalFrontmatterSchema = z
  .object({ hero: hero.pick({ eyebrow: true, title: true, lead: true, actions: true }) })
  .strict();

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

/**
 * The parts of the document, each checked where the body writes it (legal-markdown.ts), so a
 * message names the part: a whole paragraph of plain text (trimmed), or the pieces of a run kept
 * as written (their spaces join them), a link, a placeholder.
 */
export const legalParts = {
  text,
  piece: copyPiece,
  link: z.object({ text, href: text }).strict(),
  placeholder: z.object({ placeholder: text }).strict(),
  /** A paragraph that says whether Google Analytics is on for this build (GA_MEASUREMENT_ID). */
  analyticsStatus: z.object({ on: text, off: text }).strict(),
  /** A section's heading: its in-page anchor and its title. */
  sectionHeading: z
    .object({ id: z.string().regex(anchorPattern, "must be lower-case-words"), title: text })
    .strict(),
};
