/**
 * The pages of the families in the content editor: an entry for every service and assessment page
 * of the page list (a new page of a family is in the editor as soon as it is in the list), with the
 * fields src/collections/page-copy/service.ts and assessment.ts declare (what the pages of each
 * family share is a content type of src/collections/content-types.ts); and the free guide's page
 * (src/collections/page-copy/automation-guide.ts). Bundled for the browser: import nothing that
 * reads files.
 */

import type { FieldMap } from "~/collections/model/fields";
import { assessmentPageFields } from "~/collections/page-copy/assessment";
import { automationGuideFields } from "~/collections/page-copy/automation-guide";
import { servicePageFields } from "~/collections/page-copy/service";
import pageList from "../content/page-list.json" with { type: "json" };
import { editorFields } from "./model";
import { page } from "./page-entry";

/** "/process-audit" -> "pageProcessAudit", "/" -> "pageHome": the entry's key, from the page's path. */
export const entryKey = (path: string) =>
  `page${(path.slice(1) || "home")
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("")}`;

/** An entry for each page of `kind`, in the page list's order. */
function entries(kind: string, fields: FieldMap) {
  const schema = editorFields(fields);
  return Object.fromEntries(
    pageList.pages
      .filter((entry) => entry.kind === kind)
      .map((entry) => [entryKey(entry.path), page(entry.path, schema)]),
  );
}

export const serviceEditors = entries("service", servicePageFields);
export const assessmentEditors = entries("assessment", assessmentPageFields);

/** The free guide's page: its hero is the guide's cover, its sections and topics the chapters. */
export const automationGuideEditor = page("/automation-guide", editorFields(automationGuideFields));
