/**
 * The editor's entry for each content type of src/collections/content-types.ts: a collection for a
 * folder of records, a singleton for a data file, with the fields its declaration gives (./model.ts)
 * and what only the editor shows beside them. Bundled for the browser: import nothing that reads
 * files.
 */
import type { Collection, ComponentSchema, Singleton } from "@keystatic/core";
import { createElement } from "react";
import { type ContentType, type ContentTypeKey, contentTypes } from "~/collections/content-types";
import type { FieldMap } from "~/collections/model/fields";
import { articleBody } from "./blog";
import { ShownOn, withNoteBelow, withUsedOn } from "./fields/used-on";
import { dataFile } from "./keystatic-helpers";
import { type EditorFields, editorFields } from "./model";

type Schema = Record<string, ComponentSchema>;

/** What the editor adds to a type's fields: an MDX record's `body`, notes on where a value shows. */
const besideTheFields: {
  [Key in ContentTypeKey]?: (fields: EditorFields<(typeof contentTypes)[Key]["fields"]>) => Schema;
} = {
  // The header and footer state most facts on every page: only the copy's uses are listed.
  site: (fields) => withUsedOn(fields, "site.", false),
  claims: (fields) => withUsedOn(fields, "", true),
  blog: (fields) => ({ ...fields, body: articleBody }),
  // The quote's business, and under it the pages that show the quote or how to show it.
  testimonials: (fields) => ({
    ...fields,
    business: withNoteBelow(
      fields.business,
      createElement(ShownOn, {
        howToShow:
          "To show it, choose it on Home (Testimonials › Testimonials), on a service page (Client results › Testimonial) or in an article (Testimonial).",
      }),
    ),
  }),
};

/** Each folder of records, by its key in the list. */
export const typeCollections: Record<string, Collection<Schema, string>> = {};
/** Each data file, by its key in the list. */
export const typeSingletons: Record<string, Singleton<Schema>> = {};

/** The field a record's file is named after: its declaration's title. */
function titleField(fields: FieldMap): string {
  const title = Object.keys(fields).find((name) => fields[name]?.kind === "title");
  if (!title) throw new Error("A folder of records needs a title field to name its files");
  return title;
}

for (const [key, type] of Object.entries(contentTypes) as [ContentTypeKey, ContentType][]) {
  const declared: Schema = editorFields(type.fields);
  // Each addition takes its own type's fields, a pairing the loop's one variable cannot carry.
  const beside = besideTheFields[key] as ((fields: Schema) => Schema) | undefined;
  const schema = beside?.(declared) ?? declared;
  if ("file" in type) {
    typeSingletons[key] = dataFile(type.label, type.file.replace(/\.json$/, ""), schema);
    continue;
  }
  const mdx = type.format === "mdx";
  typeCollections[key] = {
    label: type.label,
    path: `${type.folder}/*`,
    format: mdx ? { contentField: "body" } : { data: "json" },
    slugField: titleField(type.fields),
    entryLayout: mdx ? "content" : "form",
    columns: [...type.columns],
    schema,
  };
}
